import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';
import { scheduleAdminApi } from './schedule-admin-api';

/*
 * Undo and redo in the schedule editor: the signed-in organiser's own stacks, kept by the server. A step names the
 * command on top of the stack; a session changed by someone else since is refused with 409 and `current` unless the
 * step says `force` (overwrite) or `keep_theirs`.
 */

/** One of the organiser's own changes, with a label such as "Move 'Keynote' to 10:00 AM, Hall A". */
export type ScheduleCommand = Schemas['ScheduleCommand'];
export type ScheduleHistory = Schemas['ScheduleHistory'];
export type ScheduleStep = Schemas['ScheduleStep'];
export type StepDirection = 'undo' | 'redo';
export type StepRequest = Body<'/api/admin/schedule/undo', 'post'> & { direction: StepDirection };

export const scheduleHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Any session change may change what can be undone (a deleted session's command, say): it refetches with the list.
    getScheduleHistory: build.query<Answer<'/api/admin/schedule/history', 'get'>, void>({
      query: () => route('get', '/api/admin/schedule/history'),
      providesTags: ['Sessions', 'ScheduleEdits'],
    }),
    stepSchedule: build.mutation<Answer<`/api/admin/schedule/${StepDirection}`, 'post'>, StepRequest>({
      query: ({ direction, ...body }) => route('post', `/api/admin/schedule/${direction}`, { body }),
      // The answer carries the session and both stacks: the calendar and the buttons follow at once.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(scheduleHistoryApi.util.upsertQueryData('getScheduleHistory', undefined, data.history));
          dispatch(
            scheduleAdminApi.util.updateQueryData('getAdminSessions', undefined, (draft) => {
              const at = draft.findIndex((s) => s.id === data.session.id);
              if (at >= 0) draft[at] = data.session;
            }),
          );
        } catch {
          // A refused step changes nothing here; the caller tells the organiser.
        }
      },
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useGetScheduleHistoryQuery, useStepScheduleMutation } = scheduleHistoryApi;
