import { api } from '@/lib/api';
import type { Sponsor } from '@/types/api';

export const SPONSOR_TIERS = ['platinum', 'gold', 'silver', 'bronze', 'partner'] as const;
export type AdminSponsorTier = (typeof SPONSOR_TIERS)[number];

/** GET /api/admin/sponsors: the public fields and the contribution in whole dollars. */
export interface AdminSponsor extends Sponsor {
  contribution: number;
}

/** POST and PUT /api/admin/sponsors body (spec: every field required). */
export interface SponsorInput {
  name: string;
  description: string;
  website: string;
  logo_url: string;
  tier: AdminSponsorTier;
  contribution: number;
}

// Invalidated on failure too (a 404 means the list was stale); other admins' changes come as 'sponsors.changed'.
export const sponsorsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSponsors: build.query<AdminSponsor[], void>({
      query: () => '/api/admin/sponsors',
      providesTags: ['Sponsors'],
    }),
    createSponsor: build.mutation<AdminSponsor, SponsorInput>({
      query: (body) => ({ url: '/api/admin/sponsors', method: 'POST', body }),
      invalidatesTags: ['Sponsors'],
    }),
    updateSponsor: build.mutation<AdminSponsor, { id: number } & SponsorInput>({
      query: ({ id, ...body }) => ({ url: `/api/admin/sponsors/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Sponsors'],
    }),
    deleteSponsor: build.mutation<void, number>({
      query: (id) => ({ url: `/api/admin/sponsors/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Sponsors'],
    }),
  }),
});

export const { useGetAdminSponsorsQuery, useCreateSponsorMutation, useUpdateSponsorMutation, useDeleteSponsorMutation } =
  sponsorsAdminApi;
