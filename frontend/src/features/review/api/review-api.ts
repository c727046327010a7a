import { api } from '@/lib/api';
import type { ReviewerProposal, ReviewerProposalDetail, ReviewState, ReviewSubmission } from './types';

/**
 * The programme committee as a reviewer sees it. Everything provides 'Review', which the `review.changed` push
 * refetches (app/realtime.ts): a new assignment, another reviewer's review, a withdrawn proposal or a phase change
 * shows without polling. The state and queue are keyed by the user's id, so a different person signing in in the same
 * tab never sees the previous one's queue.
 */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewState: build.query<ReviewState, number>({
      query: () => '/api/review/state',
      providesTags: ['Review'],
    }),
    getReviewQueue: build.query<ReviewerProposal[], number>({
      query: () => '/api/review/proposals',
      providesTags: ['Review'],
    }),
    getReviewProposal: build.query<ReviewerProposalDetail, number>({
      query: (id) => `/api/review/proposals/${id}`,
      providesTags: ['Review'],
    }),
    submitReview: build.mutation<ReviewerProposalDetail, { id: number; body: ReviewSubmission }>({
      query: ({ id, body }) => ({ url: `/api/review/proposals/${id}/review`, method: 'PUT', body }),
      invalidatesTags: ['Review'],
    }),
    declareConflict: build.mutation<void, number>({
      query: (id) => ({ url: `/api/review/proposals/${id}/conflict`, method: 'POST' }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const { useGetReviewStateQuery, useGetReviewQueueQuery, useGetReviewProposalQuery, useSubmitReviewMutation, useDeclareConflictMutation } = reviewApi;
