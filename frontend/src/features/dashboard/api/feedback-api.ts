import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { FeedbackInput } from '@/types/api';

export interface RateSessionArgs extends FeedbackInput {
  userId: number;
  sessionId: number;
}

/**
 * The attendee's own session ratings. Keyed by the user's id, like the rest of the dashboard, so that someone else
 * signing in in the same tab never sees the previous person's ratings. A saved rating goes into the list as the
 * server answered it.
 */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyFeedback: build.query<Answer<'/api/user/feedback', 'get'>, number>({
      query: () => route('get', '/api/user/feedback'),
      providesTags: ['Feedback'],
    }),
    // Whether this account may rate at all (a confirmed address, a paid registration): fetched again when the account
    // changes (user.updated after confirming or paying invalidates 'Me').
    getFeedbackEligibility: build.query<Answer<'/api/user/feedback/eligibility', 'get'>, number>({
      query: () => route('get', '/api/user/feedback/eligibility'),
      providesTags: ['Me', 'Feedback'],
    }),
    rateSession: build.mutation<Answer<'/api/user/feedback/{sessionId}', 'put'>, RateSessionArgs>({
      query: ({ sessionId, rating, comment }) => route('put', '/api/user/feedback/{sessionId}', { path: { sessionId }, body: { rating, comment } }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            feedbackApi.util.updateQueryData('getMyFeedback', userId, (list) => {
              const at = list.findIndex((f) => f.session_id === data.session_id);
              if (at >= 0) list[at] = data;
              else list.push(data);
            }),
          );
        } catch {
          // The rating form shows the failure.
        }
      },
    }),
  }),
});

export const { useGetFeedbackEligibilityQuery, useGetMyFeedbackQuery, useRateSessionMutation } = feedbackApi;
