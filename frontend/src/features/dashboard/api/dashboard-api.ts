import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import { localScheduleToMerge, writeLocalSchedule } from '../lib/local-schedule';
import { onScheduleUpdated } from './schedule-socket';
import type { ProfileUpdate, ScheduleChange, UserScheduleResponse, LanguageUpdate } from './types';

const idsOf = (response: UserScheduleResponse): number[] => response.session_ids;

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The dashboard's own copy of the signed-in user, so the profile has its loading and error states. Keyed by the
     * user's id, so after signing in as someone else in the same tab the previous person's profile is never shown.
     */
    getProfile: build.query<Answer<'/api/auth/me', 'get'>, number>({
      query: () => route('get', '/api/auth/me'),
      providesTags: ['Me'],
    }),
    /** A new link to confirm the account's address (the welcome mail's may be lost or expired). */
    resendConfirmation: build.mutation<Answer<'/api/auth/resend-confirmation', 'post'>, void>({
      query: () => route('post', '/api/auth/resend-confirmation'),
    }),
    updateProfile: build.mutation<Answer<'/api/user/profile', 'put'>, ProfileUpdate | LanguageUpdate>({
      query: (body) => ({ ...route('put', '/api/user/profile', { body }), headers: { 'X-User-Role': 'user' } }),
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(dashboardApi.util.upsertQueryData('getProfile', data.id, data));
        } catch {
          // The profile card shows the failure.
        }
      },
    }),

    /**
     * The saved session ids of `userId`. The first load on a device that holds a list never synced (saved before
     * sign-in, or by an older version of the site) merges that list into the server's; from then on the server
     * list is the truth and the local one only mirrors it.
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

    /** The private feed of `userId` (the signed-in user); created on first use. */
    getCalendarLinks: build.query<Answer<'/api/user/calendar', 'get'>, number>({
      query: () => route('get', '/api/user/calendar'),
      providesTags: ['Me'],
    }),
    /** A new feed address; the old one stops working. */
    rotateCalendarLink: build.mutation<Answer<'/api/user/calendar/rotate', 'post'>, number>({
      query: () => route('post', '/api/user/calendar/rotate'),
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(dashboardApi.util.upsertQueryData('getCalendarLinks', userId, data));
        } catch {
          // The calendar card shows the failure.
        }
      },
    }),
  }),
});

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: number[] }>;
}

/** Shows the change at once; the server's answer then replaces the list, or the change is undone on failure. */
async function applyOptimistically(userId: number, change: (ids: number[]) => number[], { dispatch, queryFulfilled }: Lifecycle) {
  const patch = dispatch(dashboardApi.util.updateQueryData('getUserSchedule', userId, (draft) => change([...draft]))) as { undo: () => void };
  try {
    const { data } = await queryFulfilled;
    dispatch(dashboardApi.util.updateQueryData('getUserSchedule', userId, () => data));
    writeLocalSchedule(userId, data);
  } catch {
    patch.undo();
  }
}

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useResendConfirmationMutation,
  useGetUserScheduleQuery,
  useAddToScheduleMutation,
  useRemoveFromScheduleMutation,
  useGetCalendarLinksQuery,
  useRotateCalendarLinkMutation,
} = dashboardApi;
