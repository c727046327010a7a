import { api } from '@/lib/api';
import { livePublicQuery } from './public-version';

export type ScheduleChangeKind = 'moved' | 'room' | 'cancelled' | 'reinstated' | 'removed';

export interface ScheduleSlot {
  startTime: string;
  endTime: string;
  room: string;
  status: string;
}

/** One published change of the programme (time, room or status); who made it is not published. */
export interface ScheduleChange {
  id: number;
  at: string;
  session_id: number;
  title: string;
  kinds: ScheduleChangeKind[];
  before: ScheduleSlot;
  /** Null when the session was removed. */
  after: ScheduleSlot | null;
}

export const CHANGES_SHOWN = 20;

// Patched by pushes like the schedule itself (public-live.ts); tagged 'Public' for a full reload.
export const scheduleChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScheduleChanges: build.query<ScheduleChange[], void>({
      query: () => ({ url: '/public/schedule/changes', params: { limit: CHANGES_SHOWN } }),
      transformResponse: (response: { changes: ScheduleChange[] }) => response.changes,
      ...livePublicQuery,
    }),
  }),
});

export const { useGetScheduleChangesQuery } = scheduleChangesApi;
