import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { emailAddress, filledIn, lowerCase, lowerCased, optionalText, optionalWebAddress, typeError } from '../http/request-fields.js';
import { fixedText } from '../i18n/error-text.js';

export const APPLICATION_TIERS = ['gold', 'silver', 'bronze'] as const;
export const MEMBER_TYPES = ['regular', 'premium'] as const;

/** POST /public/sponsorship/apply (spec: sponsorship application payload and form rules). */
export class SponsorshipApplicationDto extends RequestDto(
  z
    .object({
      company_name: filledIn('company_name', 200),
      contact_name: filledIn('contact_name', 200),
      email: emailAddress(/*i18n*/ 'email must be a valid email address', 254),
      phone: filledIn('phone', 50),
      tier: lowerCased(
        z.enum(APPLICATION_TIERS, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'tier', values: APPLICATION_TIERS.join(', ') }) }),
      ).default('gold'),
      website: optionalWebAddress(/*i18n*/ 'website must be a valid URL', 500, false),
      message: optionalText(5000),
      is_lt_innovate_member: z.boolean(typeError(/*i18n*/ 'is_lt_innovate_member must be true or false')).default(false),
      /** Required for members; a non-member's value is ignored and stored empty (spec: unticking clears it). */
      member_type: z
        .unknown()
        .transform((value) => {
          const type = lowerCase(value);
          return typeof type === 'string' ? type : '';
        })
        .default('')
        .meta({ type: 'string', enum: [...MEMBER_TYPES, ''], description: 'Required for members (regular or premium); ignored for others.' }),
    })
    .refine((application) => !application.is_lt_innovate_member || MEMBER_TYPES.some((type) => type === application.member_type), {
      path: ['member_type'],
      error: /*i18n*/ 'member_type is required for members (regular or premium)',
      params: { type: 'enum' },
    }),
) {}
