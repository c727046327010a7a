import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';
import { livePublicQuery } from './public-version';

export type ScheduleChangeKind = Schemas['ScheduleChangeKind'];
export type ScheduleSlot = Schemas['ScheduleSlot'];
/** One published change of the programme (time, room or status); who made it is not published. */
export type ScheduleChange = Schemas['ScheduleChange'];

export const CHANGES_SHOWN = 20;

// Patched by pushes like the schedule itself (public-live.ts); tagged 'Public' for a full reload.
export const scheduleChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScheduleChanges: build.query<ScheduleChange[], void>({
      query: () => route('get', '/public/schedule/changes', { query: { limit: CHANGES_SHOWN } }),
      transformResponse: (response: Answer<'/public/schedule/changes', 'get'>) => response.changes,
      ...livePublicQuery,
    }),
  }),
});

export const { useGetScheduleChangesQuery } = scheduleChangesApi;
