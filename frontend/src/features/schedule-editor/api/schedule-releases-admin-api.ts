import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';
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
    getScheduleDraft: build.query<Answer<'/api/admin/schedule/draft', 'get'>, void>({
      query: () => route('get', '/api/admin/schedule/draft'),
      providesTags: ['Sessions', 'Settings', 'ScheduleEdits'],
    }),
    getScheduleReleases: build.query<Answer<'/api/admin/schedule/releases', 'get'>, void>({
      query: () => route('get', '/api/admin/schedule/releases'),
      providesTags: ['Sessions', 'Settings', 'ScheduleEdits'],
    }),
    releaseSchedule: build.mutation<Answer<'/api/admin/schedule/releases', 'post'>, Body<'/api/admin/schedule/releases', 'post'>>({
      query: (body) => route('post', '/api/admin/schedule/releases', { body }),
      invalidatesTags: ['Sessions'],
    }),
    setScheduleMode: build.mutation<Answer<'/api/admin/schedule/mode', 'put'>, Body<'/api/admin/schedule/mode', 'put'>['mode']>({
      query: (mode) => route('put', '/api/admin/schedule/mode', { body: { mode } }),
      invalidatesTags: ['Sessions', 'Settings'],
    }),
  }),
});

export const { useGetScheduleDraftQuery, useGetScheduleReleasesQuery, useReleaseScheduleMutation, useSetScheduleModeMutation } = scheduleReleasesAdminApi;
