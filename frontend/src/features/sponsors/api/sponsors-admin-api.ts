import { api } from '@/lib/api';
import type { Schemas } from '@/types/api';
import { sponsorTierValues } from '@/types/openapi';

export type AdminSponsorTier = Schemas['SponsorTier'];
export const SPONSOR_TIERS: readonly AdminSponsorTier[] = sponsorTierValues;

/** GET /api/admin/sponsors: the public fields and the contribution in whole dollars. */
export type AdminSponsor = Schemas['AdminSponsor'];

/** POST and PUT /api/admin/sponsors body (spec: every field required; the form always sends a tier). */
export type SponsorInput = Required<Schemas['CreateSponsorDto']>;

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

export const { useGetAdminSponsorsQuery, useCreateSponsorMutation, useUpdateSponsorMutation, useDeleteSponsorMutation } = sponsorsAdminApi;
