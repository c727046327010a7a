import { api } from '@/lib/api';
import type { SessionFeedback } from '@/types/api';
import type { NewProposal, Proposal, UploadImageResponse } from './types';

/**
 * The speaker's own proposals and photo. The list is keyed by the user's id, so a different person signing in
 * in the same tab never sees the previous one's list. `proposals.changed` refetches it (app/realtime.ts); there is
 * no polling.
 */
export const speakerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPresentations: build.query<Proposal[], number>({
      query: () => '/api/speaker/presentations',
      providesTags: ['Proposals'],
    }),
    submitSpeakerProposal: build.mutation<Proposal, NewProposal>({
      query: (body) => ({ url: '/api/speaker/proposals', method: 'POST', body }),
      invalidatesTags: ['Proposals'],
    }),
    confirmProposal: build.mutation<Proposal, number>({
      query: (id) => ({ url: `/api/speaker/proposals/${id}/confirm`, method: 'POST' }),
      invalidatesTags: ['Proposals'],
    }),
    withdrawProposal: build.mutation<Proposal, number>({
      query: (id) => ({ url: `/api/speaker/proposals/${id}/withdraw`, method: 'POST' }),
      invalidatesTags: ['Proposals'],
    }),
    /** The ratings and comments of the speaker's own sessions, keyed by the user's id; `feedback.changed` refetches. */
    getSpeakerFeedback: build.query<SessionFeedback[], number>({
      query: () => '/api/speaker/feedback',
      providesTags: ['Feedback'],
    }),
    uploadSpeakerImage: build.mutation<UploadImageResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/speaker/profile/upload-image', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useGetMyPresentationsQuery,
  useSubmitSpeakerProposalMutation,
  useConfirmProposalMutation,
  useWithdrawProposalMutation,
  useUploadSpeakerImageMutation,
  useGetSpeakerFeedbackQuery,
} = speakerApi;
