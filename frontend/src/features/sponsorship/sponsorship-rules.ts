// The application form's rules (spec section 5), checked before anything is sent.
import { detailText } from '@/lib/api-errors';
import type { SponsorshipPayload } from '@/types/api';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export interface SponsorshipValues {
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  tier: SponsorshipPayload['tier'] | '';
  website: string;
  message: string;
  is_lt_innovate_member: boolean;
  member_type: SponsorshipPayload['member_type'];
}
export type SponsorshipField = Exclude<keyof SponsorshipValues, 'is_lt_innovate_member'>;
export type SponsorshipErrors = Partial<Record<SponsorshipField, string>>;

/** In the order the form shows them, so the first error found is the first one on screen. */
export const EMPTY_APPLICATION: SponsorshipValues = {
  company_name: '',
  contact_name: '',
  email: '',
  phone: '',
  tier: 'gold',
  website: '',
  message: '',
  is_lt_innovate_member: false,
  member_type: '',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A host with a dot and a top-level domain, an optional http(s) scheme, port and path: 'example.com/x' passes.
const URL_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

const REQUIRED: Partial<Record<SponsorshipField, MessageDescriptor>> = {
  company_name: msg`Company name is required`,
  contact_name: msg`Contact person is required`,
  email: msg`Email is required`,
  phone: msg`Phone is required`,
  tier: msg`Select a sponsorship package`,
};

export function validateSponsorshipField(field: SponsorshipField, values: SponsorshipValues): string | undefined {
  const value = values[field].trim();
  const required = REQUIRED[field];
  if (!value && required) return i18n._(required);
  switch (field) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? undefined : t`Enter a valid email address`;
    case 'website':
      return !value || URL_PATTERN.test(value) ? undefined : t`Enter a valid website address, e.g. https://example.com`;
    case 'member_type':
      return values.is_lt_innovate_member && !value ? t`Select your membership type` : undefined;
    default:
      return undefined;
  }
}

export function validateSponsorship(values: SponsorshipValues): SponsorshipErrors {
  const errors: SponsorshipErrors = {};
  for (const field of Object.keys(values) as (keyof SponsorshipValues)[]) {
    if (field === 'is_lt_innovate_member') continue;
    const message = validateSponsorshipField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function toSponsorshipPayload(values: SponsorshipValues): SponsorshipPayload {
  const website = values.website.trim();
  const message = values.message.trim();
  return {
    company_name: values.company_name.trim(),
    contact_name: values.contact_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    tier: values.tier as SponsorshipPayload['tier'],
    // Optional fields are left out rather than sent empty.
    ...(website ? { website } : {}),
    ...(message ? { message } : {}),
    is_lt_innovate_member: values.is_lt_innovate_member,
    member_type: values.is_lt_innovate_member ? values.member_type : '',
  };
}

/** Spec section 8: the server's detail, or a generic message. */
export function sponsorshipErrorMessage(error: unknown): string {
  return detailText(error, t`An error occurred while submitting your application.`);
}
