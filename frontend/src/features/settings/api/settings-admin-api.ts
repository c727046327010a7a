import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';

export type { AdminConferenceSettings } from '@/types/api';

export const settingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Tag Settings is invalidated when any admin saves (server push), so an open tab sees the new values.
    getAdminSettings: build.query<Answer<'/api/admin/conference-settings', 'get'>, void>({
      query: () => route('get', '/api/admin/conference-settings'),
      providesTags: ['Settings'],
    }),
    saveSettings: build.mutation<Answer<'/api/admin/conference-settings', 'patch'>, Body<'/api/admin/conference-settings', 'patch'>>({
      query: (body) => route('patch', '/api/admin/conference-settings', { body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery, useSaveSettingsMutation } = settingsAdminApi;
