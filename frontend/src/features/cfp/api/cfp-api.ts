import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { ProposalPayload } from '@/types/api';

export const cfpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Errors keep the server's body: `detail` is a string or a list of {loc, msg, type}. */
    submitProposal: build.mutation<Answer<'/cfp/submit', 'post'>, ProposalPayload>({
      query: (body) => route('post', '/cfp/submit', { body }),
    }),
  }),
});

export const { useSubmitProposalMutation } = cfpApi;
