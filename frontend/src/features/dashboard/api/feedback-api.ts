import { api } from '@/lib/api';
import type { FeedbackEligibility, FeedbackInput, MyFeedback } from '@/types/api';

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
    getMyFeedback: build.query<MyFeedback[], number>({
      query: () => '/api/user/feedback',
      providesTags: ['Feedback'],
    }),
    // Whether this account may rate at all (a confirmed address, a paid registration): fetched again when the account
    // changes (user.updated after confirming or paying invalidates 'Me').
    getFeedbackEligibility: build.query<FeedbackEligibility, number>({
      query: () => '/api/user/feedback/eligibility',
      providesTags: ['Me', 'Feedback'],
    }),
    rateSession: build.mutation<MyFeedback, RateSessionArgs>({
      query: ({ sessionId, rating, comment }) => ({ url: `/api/user/feedback/${sessionId}`, method: 'PUT', body: { rating, comment } }),
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
