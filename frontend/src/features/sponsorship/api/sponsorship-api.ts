import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { SponsorshipPayload } from '@/types/api';

export const sponsorshipApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyForSponsorship: build.mutation<Answer<'/public/sponsorship/apply', 'post'>, SponsorshipPayload>({
      query: (body) => route('post', '/public/sponsorship/apply', { body }),
    }),
  }),
});

export const { useApplyForSponsorshipMutation } = sponsorshipApi;
