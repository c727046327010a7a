import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { route } from '@/lib/api-routes';
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

/** A saved-list answer as a query's data (the ids), or its error. */
const listOrError = (result: { data?: unknown; error?: unknown }): { data: number[] } | { error: FetchBaseQueryError } =>
  result.error ? { error: result.error as FetchBaseQueryError } : { data: idsOf(result.data as UserScheduleResponse) };

/**
 * A user's changes to their list, per user: sent one after another, and how many are still unanswered. A star pressed
 * twice in quick succession sends its remove only once the add is answered, so the server applies them in the order
 * they were made (two requests at once could reach it the other way round, and the session stay saved); and while a
 * change is unanswered, neither an earlier change's answer nor a push (each the list as it was then) replaces what
 * the page shows: the last answer does.
 */
const changes = new Map<number, { sent: Promise<unknown>; unanswered: number }>();
const changesOf = (userId: number) => changes.get(userId) ?? changes.set(userId, { sent: Promise.resolve(), unanswered: 0 }).get(userId)!;

/** Sends a change once the user's earlier ones are answered. */
function inTurn<T>(userId: number, send: () => T | PromiseLike<T>): Promise<T> {
  const queue = changesOf(userId);
  const answer = queue.sent.then(async () => send());
  queue.sent = answer.catch(() => undefined);
  return answer;
}

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
        const answer = listOrError(result);
        if ('data' in answer) writeLocalSchedule(userId, answer.data);
        return answer;
      },
      // 'Me': a reconnect or a change to the user refetches it, in case a push was missed.
      providesTags: ['Me'],
      // Streaming update: other tabs and devices of the same user follow at once.
      async onCacheEntryAdded(userId, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        let stop = () => {};
        try {
          await cacheDataLoaded;
          stop = onScheduleUpdated((ids) => {
            if (changesOf(userId).unanswered > 0) return;
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
      queryFn: ({ userId, sessionId }, _api, _extraOptions, baseQuery) =>
        inTurn(userId, () => baseQuery(route('post', '/api/user/schedule/{sessionId}', { path: { sessionId } }))).then(listOrError),
      onQueryStarted: ({ userId, sessionId }, lifecycle) =>
        applyOptimistically(userId, (ids) => (ids.includes(sessionId) ? ids : [...ids, sessionId]), lifecycle),
    }),
    removeFromSchedule: build.mutation<number[], ScheduleChange>({
      queryFn: ({ userId, sessionId }, _api, _extraOptions, baseQuery) =>
        inTurn(userId, () => baseQuery(route('delete', '/api/user/schedule/{sessionId}', { path: { sessionId } }))).then(listOrError),
      onQueryStarted: ({ userId, sessionId }, lifecycle) => applyOptimistically(userId, (ids) => ids.filter((id) => id !== sessionId), lifecycle),
    }),
    /** Adds several sessions at once (a person keeping their saved sessions on another device, from their personal link). */
    mergeIntoSchedule: build.mutation<number[], { userId: number; sessionIds: readonly number[] }>({
      queryFn: ({ userId, sessionIds }, _api, _extraOptions, baseQuery) =>
        inTurn(userId, () => baseQuery(route('post', '/api/user/schedule/merge', { body: { session_ids: [...sessionIds] } }))).then(listOrError),
      onQueryStarted: ({ userId, sessionIds }, lifecycle) =>
        applyOptimistically(userId, (ids) => [...ids, ...sessionIds.filter((id) => !ids.includes(id))], lifecycle),
    }),
  }),
});

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: number[] }>;
}

/**
 * Shows the change at once; the server's answer then replaces the list when no later change is unanswered (that one's
 * answer will), or the change is undone on failure.
 */
async function applyOptimistically(userId: number, change: (ids: number[]) => number[], { dispatch, queryFulfilled }: Lifecycle) {
  const queue = changesOf(userId);
  queue.unanswered++;
  const patch = dispatch(savedSessionsApi.util.updateQueryData('getUserSchedule', userId, (draft) => change([...draft]))) as { undo: () => void };
  let data: number[];
  try {
    ({ data } = await queryFulfilled);
  } catch {
    queue.unanswered--;
    patch.undo();
    return;
  }
  if (--queue.unanswered > 0) return;
  dispatch(savedSessionsApi.util.updateQueryData('getUserSchedule', userId, () => data));
  writeLocalSchedule(userId, data);
}

export const { useGetUserScheduleQuery, useAddToScheduleMutation, useRemoveFromScheduleMutation, useMergeIntoScheduleMutation } = savedSessionsApi;
