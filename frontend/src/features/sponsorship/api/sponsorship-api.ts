import { api } from '@/lib/api';
import type { ApiResponse, SponsorshipPayload } from '@/types/api';

export const sponsorshipApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyForSponsorship: build.mutation<ApiResponse<'/public/sponsorship/apply', 'post'>, SponsorshipPayload>({
      query: (body) => ({ url: '/public/sponsorship/apply', method: 'POST', body }),
    }),
  }),
});

export const { useApplyForSponsorshipMutation } = sponsorshipApi;
