import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

/*
 * The organisers' lists of a session's sign-ups (issue 46). Each list is tagged with its session's id: any change of
 * the session's sign-ups (an attendee's, another organiser's) pushes `sessions.changed` naming it, and the list loads
 * again (app/pushed-session-changes.ts). The CSV is a download, not a call (lib/download.ts).
 */

export type SessionSignups = Answer<'/api/admin/sessions/{id}/signups', 'get'>;
export type SessionSignup = SessionSignups['signups'][number];

export const signupsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessionSignups: build.query<SessionSignups, number>({
      query: (id) => route('get', '/api/admin/sessions/{id}/signups', { path: { id } }),
      providesTags: (_answer, _error, id) => [{ type: 'SessionSignups', id }],
    }),
    promoteSignup: build.mutation<Answer<'/api/admin/sessions/{id}/signups/{userId}/promote', 'post'>, { sessionId: number; userId: number }>({
      query: ({ sessionId, userId }) => route('post', '/api/admin/sessions/{id}/signups/{userId}/promote', { path: { id: sessionId, userId } }),
      invalidatesTags: (_answer, _error, { sessionId }) => [{ type: 'SessionSignups', id: sessionId }, 'Analytics'],
    }),
    removeSignup: build.mutation<void, { sessionId: number; userId: number }>({
      query: ({ sessionId, userId }) => route('delete', '/api/admin/sessions/{id}/signups/{userId}', { path: { id: sessionId, userId } }),
      invalidatesTags: (_answer, _error, { sessionId }) => [{ type: 'SessionSignups', id: sessionId }, 'Analytics'],
    }),
  }),
});

export const { useGetSessionSignupsQuery, usePromoteSignupMutation, useRemoveSignupMutation } = signupsAdminApi;

/** Where the list's CSV is served (with the organiser's token). */
export const signupsCsvPath = (sessionId: number) => `/api/admin/sessions/${sessionId}/signups.csv`;
