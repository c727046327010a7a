// The sponsor form's values and checks (spec section 5: every field required, website and logo URLs, contribution a
// number of at least 0 in steps of 100 on the input), matching what the server accepts.
import { websiteHref } from '@/lib/format';
import { isWebUrl } from '@/lib/web-url';
import { SPONSOR_TIERS, type AdminSponsor, type AdminSponsorTier, type SponsorInput } from '../api/sponsors-admin-api';
import { t } from '@lingui/core/macro';
import { formTranslations, translationsPayload, type FormTranslations } from '@/components/admin/translations';

export const SPONSOR_TEXTS = ['description'] as const;
export type SponsorFormValues = Record<Exclude<keyof SponsorInput, 'tier' | 'translations'>, string> & {
  tier: AdminSponsorTier;
  translations: FormTranslations<(typeof SPONSOR_TEXTS)[number]>;
};
export type SponsorFormErrors = Partial<Record<keyof SponsorInput, string>>;

export const EMPTY_SPONSOR: SponsorFormValues = {
  name: '',
  description: '',
  website: '',
  logo_url: '',
  tier: 'gold',
  contribution: '',
  translations: formTranslations(SPONSOR_TEXTS),
};

const isTier = (tier: string): tier is AdminSponsorTier => (SPONSOR_TIERS as readonly string[]).includes(tier);

export function sponsorFormValues(s: AdminSponsor): SponsorFormValues {
  return {
    name: s.name,
    description: s.description ?? '',
    website: s.website ?? '',
    logo_url: s.logo_url ?? '',
    tier: s.tier,
    contribution: String(s.contribution ?? 0),
    translations: formTranslations(SPONSOR_TEXTS, s.translations),
  };
}

export function checkSponsor(v: SponsorFormValues): SponsorFormErrors {
  const errors: SponsorFormErrors = {};
  if (!v.name.trim()) errors.name = t`Name is required`;
  if (!v.description.trim()) errors.description = t`Description is required`;
  const website = v.website.trim();
  // The public site links a website without its scheme as https://, so 'example.org' is a website too.
  if (!website) errors.website = t`Website is required`;
  else if (/\s/.test(website) || !isWebUrl(websiteHref(website) ?? '')) errors.website = t`Website must be a URL, e.g. https://example.org`;
  const logo = v.logo_url.trim();
  if (!logo) errors.logo_url = t`Logo URL is required`;
  else if (!(isWebUrl(logo) || /^\/\S*$/.test(logo))) errors.logo_url = t`Logo URL must be a URL (https://…) or a path on this site (/…)`;
  if (!isTier(v.tier)) errors.tier = t`Choose a tier`;
  const contribution = v.contribution.trim();
  if (!contribution) errors.contribution = t`Contribution is required`;
  else if (!/^\d+$/.test(contribution)) errors.contribution = t`Contribution must be a whole amount, at least 0`;
  return errors;
}

export function sponsorInput(v: SponsorFormValues): SponsorInput {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    website: v.website.trim(),
    logo_url: v.logo_url.trim(),
    tier: v.tier,
    contribution: Number(v.contribution.trim()),
    translations: translationsPayload(v.translations),
  };
}
