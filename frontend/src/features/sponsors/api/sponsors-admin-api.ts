import { adminCollection } from '@/lib/admin/admin-collection-api';
import type { Schemas } from '@/types/api';
import { sponsorTierValues } from '@/types/openapi';

export type AdminSponsorTier = Schemas['SponsorTier'];
export const SPONSOR_TIERS: readonly AdminSponsorTier[] = sponsorTierValues;

/** GET /api/admin/sponsors: the public fields and the contribution in whole dollars. */
export type AdminSponsor = Schemas['AdminSponsor'];

/** POST and PUT /api/admin/sponsors body (spec: every field required; the form always sends a tier). */
export type SponsorInput = Required<Schemas['CreateSponsorDto']>;

/** Every sponsor, added, edited and deleted; other admins' changes come as 'sponsors.changed'. */
export const sponsorsAdmin = adminCollection('adminSponsors', { list: '/api/admin/sponsors', item: '/api/admin/sponsors/{id}', tag: 'Sponsors' });
