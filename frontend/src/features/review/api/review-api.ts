import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { ReviewSubmission } from './types';

/**
 * The programme committee as a reviewer sees it. Everything provides 'Review', which the `review.changed` push
 * refetches (app/realtime.ts): a new assignment, another reviewer's review, a withdrawn proposal or a phase change
 * shows without polling. The state and queue are keyed by the user's id, so a different person signing in in the same
 * tab never sees the previous one's queue.
 */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewState: build.query<Answer<'/api/review/state', 'get'>, number>({
      query: () => route('get', '/api/review/state'),
      providesTags: ['Review'],
    }),
    getReviewQueue: build.query<Answer<'/api/review/proposals', 'get'>, number>({
      query: () => route('get', '/api/review/proposals'),
      providesTags: ['Review'],
    }),
    getReviewProposal: build.query<Answer<'/api/review/proposals/{id}', 'get'>, number>({
      query: (id) => route('get', '/api/review/proposals/{id}', { path: { id } }),
      providesTags: ['Review'],
    }),
    submitReview: build.mutation<Answer<'/api/review/proposals/{id}/review', 'put'>, { id: number; body: ReviewSubmission }>({
      query: ({ id, body }) => route('put', '/api/review/proposals/{id}/review', { path: { id }, body }),
      invalidatesTags: ['Review'],
    }),
    declareConflict: build.mutation<Answer<'/api/review/proposals/{id}/conflict', 'post'>, number>({
      query: (id) => route('post', '/api/review/proposals/{id}/conflict', { path: { id } }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const { useGetReviewStateQuery, useGetReviewQueueQuery, useGetReviewProposalQuery, useSubmitReviewMutation, useDeclareConflictMutation } = reviewApi;
