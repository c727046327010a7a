// The proposal form's rules (spec section 5). The server applies the same ones; checking here first means an
// invalid form never leaves the browser.
import { detailText } from '@/lib/api-errors';
import type { ProposalPayload } from '@/types/api';
import { requestLimits } from '@/types/request-limits';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export type ProposalField = keyof ProposalPayload;
export type ProposalValues = Record<ProposalField, string>;
export type ProposalErrors = Partial<Record<ProposalField, string>>;

export const PRESENTATION_TYPES: { value: ProposalPayload['presentation_type']; label: MessageDescriptor }[] = [
  { value: 'technology_application', label: msg`Technology Application` },
  { value: 'technology_spotlight', label: msg`Technology Spotlight` },
  { value: 'research_output', label: msg`Research Output` },
];

/** In the order the form shows them, so the first error found is the first one on screen. */
export const EMPTY_PROPOSAL: ProposalValues = {
  title: '',
  presentation_type: '',
  abstract: '',
  speaker_name: '',
  speaker_position: '',
  organization: '',
  email: '',
  speaker_bio: '',
  // 'yes' or 'no' once answered (issue 47): the form requires an answer, the API takes none from older clients.
  recording_consent: '',
};

/** The server's limits for a field (its generated description), with the label the form's messages use. */
const length = (field: 'title' | 'abstract' | 'speaker_name' | 'speaker_position' | 'speaker_bio', label: MessageDescriptor) => {
  const { minLength, maxLength } = requestLimits.ProposalDto[field];
  return { min: minLength, max: maxLength, label };
};

export const LENGTHS: Partial<Record<ProposalField, { min: number; max: number; label: MessageDescriptor }>> = {
  title: length('title', msg`Title`),
  abstract: length('abstract', msg`Abstract`),
  speaker_name: length('speaker_name', msg`Name`),
  speaker_position: length('speaker_position', msg`Position`),
  speaker_bio: length('speaker_bio', msg`Bio`),
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateProposalField(field: ProposalField, raw: string): string | undefined {
  const value = raw.trim();
  const length = LENGTHS[field];
  if (length) {
    const label = i18n._(length.label);
    const { min, max } = length;
    if (!value) return t`${label} is required`;
    if (value.length < min || value.length > max) {
      return t`${label} must be between ${min} and ${max} characters`;
    }
    return undefined;
  }
  if (field === 'email') {
    if (!value) return t`Email is required`;
    return EMAIL_PATTERN.test(value) ? undefined : t`Enter a valid email address`;
  }
  if (field === 'organization') return value ? undefined : t`Organization is required`;
  if (field === 'recording_consent') return value === 'yes' || value === 'no' ? undefined : t`Say whether your talk may be recorded`;
  if (field === 'presentation_type') {
    return PRESENTATION_TYPES.some((type) => type.value === value) ? undefined : t`Select a presentation type`;
  }
  return undefined;
}

export function validateProposal(values: ProposalValues): ProposalErrors {
  const errors: ProposalErrors = {};
  for (const field of Object.keys(values) as ProposalField[]) {
    const message = validateProposalField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export function toProposalPayload(values: ProposalValues): ProposalPayload {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  const consent = values.recording_consent === 'yes' ? true : values.recording_consent === 'no' ? false : null;
  return { ...trimmed, recording_consent: consent } as unknown as ProposalPayload;
}

/** Spec section 8: the server's detail if it is text; a validation list as its messages, one per line. */
export function proposalErrorMessage(error: unknown): string {
  return detailText(error, t`An error occurred while submitting your proposal.`);
}
