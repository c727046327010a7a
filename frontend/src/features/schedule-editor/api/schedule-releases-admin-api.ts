import { api } from '@/lib/api';
import type { Schemas } from '@/types/api';

/*
 * Releases of the programme (release mode): the draft's unreleased changes, releasing them as a named version, the
 * past releases, and switching between live and release mode. Tagged 'Sessions' (an edit changes the draft) and
 * 'Settings' (another organiser's mode switch arrives as settings.updated).
 */

export type ScheduleMode = Schemas['ScheduleMode'];
export type ScheduleDraft = Schemas['ScheduleDraft'];
export type ReleaseChange = Schemas['ScheduleReleaseChange'];
export type AdminRelease = Schemas['AdminScheduleRelease'];

export const scheduleReleasesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScheduleDraft: build.query<ScheduleDraft, void>({
      query: () => '/api/admin/schedule/draft',
      providesTags: ['Sessions', 'Settings', 'ScheduleEdits'],
    }),
    getScheduleReleases: build.query<AdminRelease[], void>({
      query: () => '/api/admin/schedule/releases',
      providesTags: ['Sessions', 'Settings', 'ScheduleEdits'],
    }),
    releaseSchedule: build.mutation<AdminRelease, { name?: string }>({
      query: (body) => ({ url: '/api/admin/schedule/releases', method: 'POST', body }),
      invalidatesTags: ['Sessions'],
    }),
    setScheduleMode: build.mutation<Schemas['ScheduleModeChange'], ScheduleMode>({
      query: (mode) => ({ url: '/api/admin/schedule/mode', method: 'PUT', body: { mode } }),
      invalidatesTags: ['Sessions', 'Settings'],
    }),
  }),
});

export const { useGetScheduleDraftQuery, useGetScheduleReleasesQuery, useReleaseScheduleMutation, useSetScheduleModeMutation } = scheduleReleasesAdminApi;
