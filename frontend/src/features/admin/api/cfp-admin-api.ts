import { api } from '@/lib/api';
import type { Proposal } from '@/types/api';

export type { Proposal, ProposalStatus } from '@/types/api';

export type ReviewDecision = 'accepted' | 'rejected';

export const SESSION_TYPES = ['talk', 'keynote', 'presentation', 'workshop', 'panel', 'networking', 'break'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** POST /api/admin/sessions with the proposal it schedules. */
export interface SessionFromProposal {
  title: string;
  description: string;
  type: SessionType;
  startTime: string;
  endTime: string;
  room: string;
  proposal_id: number;
}

export const cfpAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubmissions: build.query<Proposal[], void>({
      query: () => '/cfp/submissions',
      providesTags: ['Proposals'],
    }),
    reviewSubmission: build.mutation<Proposal, { id: number; status: ReviewDecision; notes?: string }>({
      query: ({ id, ...body }) => ({ url: `/cfp/submissions/${id}/status`, method: 'PATCH', body }),
      // Also after a 409: the list was stale, so it is fetched again.
      invalidatesTags: ['Proposals'],
    }),
    createSessionFromProposal: build.mutation<{ id: number }, SessionFromProposal>({
      query: (body) => ({ url: '/api/admin/sessions', method: 'POST', body }),
      invalidatesTags: ['Proposals', 'Sessions'],
    }),
  }),
});

export const { useGetSubmissionsQuery, useReviewSubmissionMutation, useCreateSessionFromProposalMutation } = cfpAdminApi;
