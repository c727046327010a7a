import { z } from 'zod';
import { id } from '../views/fields.js';
import { TranslatedFields, translationsOf } from '../i18n/translations.js';
import type { Sponsor } from '../generated/prisma/client.js';
import { SponsorTier } from '../generated/prisma/enums.js';

export const SponsorTierView = z.enum(SponsorTier).meta({ id: 'SponsorTier' });
export const SponsorView = z
  .object({
    id: id(),
    name: z.string(),
    description: z.string().nullable(),
    website: z.string().nullable().meta({ description: "As entered: may lack its scheme ('example.com')." }),
    logo_url: z.string().nullable(),
    tier: SponsorTierView,
  })
  .meta({ id: 'Sponsor', description: 'Spec: Sponsor entity.' });
export type SponsorView = z.output<typeof SponsorView>;
export const AdminSponsorView = SponsorView.extend({ contribution: z.number().nullable(), ...TranslatedFields }).meta({ id: 'AdminSponsor' });
export type AdminSponsorView = z.output<typeof AdminSponsorView>;

/** A sponsor's texts that organisers enter in each language. */
export const SPONSOR_TEXTS = ['description'] as const;

/** Spec: Sponsor entity. */
export function toPublicSponsor(s: Sponsor): SponsorView {
  return { id: s.id, name: s.name, description: s.description, website: s.website, logo_url: s.logo_url, tier: s.tier };
}

export function toAdminSponsor(s: Sponsor): AdminSponsorView {
  return { ...toPublicSponsor(s), contribution: s.contribution, ...translationsOf(s, SPONSOR_TEXTS) };
}
