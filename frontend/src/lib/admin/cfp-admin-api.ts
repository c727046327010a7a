import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';

export type { Proposal, ProposalStatus } from '@/types/api';

export type ReviewDecision = Body<'/cfp/submissions/{id}/status', 'patch'>['status'];

export const cfpAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubmissions: build.query<Answer<'/cfp/submissions', 'get'>, void>({
      query: () => route('get', '/cfp/submissions'),
      providesTags: ['Proposals'],
    }),
    reviewSubmission: build.mutation<Answer<'/cfp/submissions/{id}/status', 'patch'>, { id: number } & Body<'/cfp/submissions/{id}/status', 'patch'>>({
      query: ({ id, ...body }) => route('patch', '/cfp/submissions/{id}/status', { path: { id }, body }),
      // Also after a 409: the list was stale, so it is fetched again.
      invalidatesTags: ['Proposals'],
    }),
  }),
});

export const { useGetSubmissionsQuery, useReviewSubmissionMutation } = cfpAdminApi;
