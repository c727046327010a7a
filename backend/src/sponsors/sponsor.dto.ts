import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { translationsField } from '../i18n/translations.js';
import { filledIn, isWebAddress, lowerCased, typeError } from '../http/request-fields.js';
import { SponsorTier } from '../generated/prisma/enums.js';
import { fixedText } from '../i18n/error-text.js';

/** The tiers the database knows (prisma/schema.prisma), in rank order. */
export const SPONSOR_TIERS = Object.values(SponsorTier);
export type SponsorTierName = SponsorTier;

/**
 * POST /api/admin/sponsors. Spec: name, description, website, logo URL, tier and contribution are all required; tier
 * may be left out (gold). A website may omit its scheme (the public site prepends https://).
 */
const CreateSponsorBody = z.object({
  name: filledIn('name', 200),
  description: filledIn('description', 5000, { lines: true }),
  website: z
    .string(typeError(/*i18n*/ 'website is required'))
    .trim()
    .refine((website) => isWebAddress(website, false), { error: /*i18n*/ 'website must be a URL', params: { type: 'url_parsing' } })
    .max(500),
  logo_url: z
    .string(typeError(/*i18n*/ 'logo_url is required'))
    .trim()
    .max(2000)
    .regex(/^(https?:\/\/[^\s/]+[^\s]*|\/[^\s]*)$/i, { error: /*i18n*/ 'logo_url must be a URL or a path on this site' }),
  tier: lowerCased(
    z.enum(SponsorTier, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'tier', values: SPONSOR_TIERS.join(', ') }) }),
  ).optional(),
  contribution: z.int(typeError(/*i18n*/ 'contribution must be a whole number')).min(0, { error: /*i18n*/ 'contribution must be at least 0' }),
  translations: translationsField({ description: 5000 }).optional(),
});
export class CreateSponsorDto extends RequestDto(CreateSponsorBody) {}

export class UpdateSponsorDto extends RequestDto(CreateSponsorBody.partial()) {}
