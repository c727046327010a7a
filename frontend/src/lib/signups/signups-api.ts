import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

export type MySignup = Answer<'/api/user/signups', 'get'>['signups'][number];

/**
 * The account's own sign-ups for sessions with limited seats (issue 46). Keyed by the user's id, like the dashboard,
 * so that someone else signing in in the same tab never sees the previous person's seats.
 */
export const signupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySignups: build.query<MySignup[], number>({
      query: () => route('get', '/api/user/signups'),
      transformResponse: (answer: Answer<'/api/user/signups', 'get'>) => answer.signups,
      providesTags: ['Signups'],
    }),
    signUp: build.mutation<Answer<'/api/sessions/{id}/signup', 'post'>, number>({
      query: (id) => route('post', '/api/sessions/{id}/signup', { path: { id } }),
      invalidatesTags: ['Signups'],
    }),
    leaveSignup: build.mutation<void, number>({
      query: (id) => route('delete', '/api/sessions/{id}/signup', { path: { id } }),
      invalidatesTags: ['Signups'],
    }),
  }),
});

export const { useGetMySignupsQuery, useSignUpMutation, useLeaveSignupMutation } = signupsApi;
