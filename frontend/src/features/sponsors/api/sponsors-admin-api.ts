import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
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
    getAdminSponsors: build.query<Answer<'/api/admin/sponsors', 'get'>, void>({
      query: () => route('get', '/api/admin/sponsors'),
      providesTags: ['Sponsors'],
    }),
    createSponsor: build.mutation<Answer<'/api/admin/sponsors', 'post'>, SponsorInput>({
      query: (body) => route('post', '/api/admin/sponsors', { body }),
      invalidatesTags: ['Sponsors'],
    }),
    updateSponsor: build.mutation<Answer<'/api/admin/sponsors/{id}', 'put'>, { id: number } & SponsorInput>({
      query: ({ id, ...body }) => route('put', '/api/admin/sponsors/{id}', { path: { id }, body }),
      invalidatesTags: ['Sponsors'],
    }),
    deleteSponsor: build.mutation<Answer<'/api/admin/sponsors/{id}', 'delete'>, number>({
      query: (id) => route('delete', '/api/admin/sponsors/{id}', { path: { id } }),
      invalidatesTags: ['Sponsors'],
    }),
  }),
});

export const { useGetAdminSponsorsQuery, useCreateSponsorMutation, useUpdateSponsorMutation, useDeleteSponsorMutation } = sponsorsAdminApi;
