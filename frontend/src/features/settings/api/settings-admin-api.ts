import { api } from '@/lib/api';
import type { AdminConferenceSettings } from '@/types/api';

export type { AdminConferenceSettings } from '@/types/api';

export const settingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Tag Settings is invalidated when any admin saves (server push), so an open tab sees the new values.
    getAdminSettings: build.query<AdminConferenceSettings, void>({
      query: () => '/api/admin/conference-settings',
      providesTags: ['Settings'],
    }),
    saveSettings: build.mutation<AdminConferenceSettings, AdminConferenceSettings>({
      query: (body) => ({ url: '/api/admin/conference-settings', method: 'PATCH', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery, useSaveSettingsMutation } = settingsAdminApi;
