import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';
import { localScheduleToMerge, writeLocalSchedule } from './local-stars';
import { onScheduleUpdated } from './schedule-socket';

/** GET /api/user/schedule, the merge, add and remove calls, and the socket event `schedule.updated`. */
type UserScheduleResponse = Schemas['SavedSessions'];

export interface ScheduleChange {
  userId: number;
  sessionId: number;
}

const idsOf = (response: UserScheduleResponse): number[] => response.session_ids;

/**
 * The signed-in user's saved sessions: the dashboard's list and the stars where people browse. Shared code, so
 * that every page with a star uses the one cache entry, kept live by the socket.
 */
export const savedSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The saved session ids of `userId`. The first load on a device that holds a list never synced (a visitor's
     * stars, or a list saved by an older version of the site) merges that list into the server's; from then on the
     * server list is the truth and the local one only mirrors it.
     */
    getUserSchedule: build.query<number[], number>({
      async queryFn(userId, _api, _extraOptions, baseQuery) {
        const local = localScheduleToMerge();
        const result =
          local.length > 0
            ? await baseQuery(route('post', '/api/user/schedule/merge', { body: { session_ids: local } }))
            : await baseQuery(route('get', '/api/user/schedule'));
        if (result.error) return { error: result.error as FetchBaseQueryError };
        const ids = idsOf(result.data as UserScheduleResponse);
        writeLocalSchedule(userId, ids);
        return { data: ids };
      },
      // 'Me': a reconnect or a change to the user refetches it, in case a push was missed.
      providesTags: ['Me'],
      // Streaming update: other tabs and devices of the same user follow at once.
      async onCacheEntryAdded(userId, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        let stop = () => {};
        try {
          await cacheDataLoaded;
          stop = onScheduleUpdated((ids) => {
            updateCachedData(() => ids);
            writeLocalSchedule(userId, ids);
          });
        } catch {
          // The entry went away before its first load.
        }
        await cacheEntryRemoved;
        stop();
      },
    }),
    addToSchedule: build.mutation<number[], ScheduleChange>({
      query: ({ sessionId }) => route('post', '/api/user/schedule/{sessionId}', { path: { sessionId } }),
      transformResponse: (saved: Answer<'/api/user/schedule/{sessionId}', 'post'>) => idsOf(saved),
      onQueryStarted: ({ userId, sessionId }, lifecycle) =>
        applyOptimistically(userId, (ids) => (ids.includes(sessionId) ? ids : [...ids, sessionId]), lifecycle),
    }),
    removeFromSchedule: build.mutation<number[], ScheduleChange>({
      query: ({ sessionId }) => route('delete', '/api/user/schedule/{sessionId}', { path: { sessionId } }),
      transformResponse: (saved: Answer<'/api/user/schedule/{sessionId}', 'delete'>) => idsOf(saved),
      onQueryStarted: ({ userId, sessionId }, lifecycle) => applyOptimistically(userId, (ids) => ids.filter((id) => id !== sessionId), lifecycle),
    }),
    /** Adds several sessions at once (a person keeping their saved sessions on another device, from their personal link). */
    mergeIntoSchedule: build.mutation<number[], { userId: number; sessionIds: readonly number[] }>({
      query: ({ sessionIds }) => route('post', '/api/user/schedule/merge', { body: { session_ids: [...sessionIds] } }),
      transformResponse: (saved: Answer<'/api/user/schedule/merge', 'post'>) => idsOf(saved),
      onQueryStarted: ({ userId, sessionIds }, lifecycle) =>
        applyOptimistically(userId, (ids) => [...ids, ...sessionIds.filter((id) => !ids.includes(id))], lifecycle),
    }),
  }),
});

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: number[] }>;
}

/** Shows the change at once; the server's answer then replaces the list, or the change is undone on failure. */
async function applyOptimistically(userId: number, change: (ids: number[]) => number[], { dispatch, queryFulfilled }: Lifecycle) {
  const patch = dispatch(savedSessionsApi.util.updateQueryData('getUserSchedule', userId, (draft) => change([...draft]))) as { undo: () => void };
  try {
    const { data } = await queryFulfilled;
    dispatch(savedSessionsApi.util.updateQueryData('getUserSchedule', userId, () => data));
    writeLocalSchedule(userId, data);
  } catch {
    patch.undo();
  }
}

export const { useGetUserScheduleQuery, useAddToScheduleMutation, useRemoveFromScheduleMutation, useMergeIntoScheduleMutation } = savedSessionsApi;
