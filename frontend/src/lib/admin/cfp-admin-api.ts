import { api } from '@/lib/api';
import type { Proposal, Schemas } from '@/types/api';

export type { Proposal, ProposalStatus } from '@/types/api';

export type ReviewDecision = Schemas['ReviewDto']['status'];

export const cfpAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubmissions: build.query<Proposal[], void>({
      query: () => '/cfp/submissions',
      providesTags: ['Proposals'],
    }),
    reviewSubmission: build.mutation<Proposal, { id: number } & Schemas['ReviewDto']>({
      query: ({ id, ...body }) => ({ url: `/cfp/submissions/${id}/status`, method: 'PATCH', body }),
      // Also after a 409: the list was stale, so it is fetched again.
      invalidatesTags: ['Proposals'],
    }),
  }),
});

export const { useGetSubmissionsQuery, useReviewSubmissionMutation } = cfpAdminApi;
