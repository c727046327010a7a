import { api } from '@/lib/api';
import type { ConferenceSettings } from '@/types/api';

export type { ConferenceSettings } from '@/types/api';

export const settingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Tag Settings is invalidated when any admin saves (server push), so an open tab sees the new values.
    getAdminSettings: build.query<ConferenceSettings, void>({
      query: () => '/api/admin/conference-settings',
      providesTags: ['Settings'],
    }),
    saveSettings: build.mutation<ConferenceSettings, ConferenceSettings>({
      query: (body) => ({ url: '/api/admin/conference-settings', method: 'PATCH', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery, useSaveSettingsMutation } = settingsAdminApi;
