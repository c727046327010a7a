import { api } from '@/lib/api';
import type { ApiResponse, ProposalPayload } from '@/types/api';

export const cfpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Errors keep the server's body: `detail` is a string or a list of {loc, msg, type}. */
    submitProposal: build.mutation<ApiResponse<'/cfp/submit', 'post'>, ProposalPayload>({
      query: (body) => ({ url: '/cfp/submit', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitProposalMutation } = cfpApi;
