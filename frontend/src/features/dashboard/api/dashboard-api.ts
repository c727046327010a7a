import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { ProfileUpdate, LanguageUpdate } from './types';

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

export const { useGetProfileQuery, useUpdateProfileMutation, useResendConfirmationMutation, useGetCalendarLinksQuery, useRotateCalendarLinkMutation } =
  dashboardApi;
