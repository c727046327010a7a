// The proposal form's rules (spec section 5). The server applies the same ones; checking here first means an
// invalid form never leaves the browser.
import { detailText } from '@/lib/api-errors';
import type { ProposalPayload } from '@/types/api';
import { requestLimits } from '@/types/request-limits';

export type ProposalField = keyof ProposalPayload;
export type ProposalValues = Record<ProposalField, string>;
export type ProposalErrors = Partial<Record<ProposalField, string>>;

export const PRESENTATION_TYPES: { value: ProposalPayload['presentation_type']; label: string }[] = [
  { value: 'technology_application', label: 'Technology Application' },
  { value: 'technology_spotlight', label: 'Technology Spotlight' },
  { value: 'research_output', label: 'Research Output' },
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
};

/** The server's limits for a field (its generated description), with the label the form's messages use. */
const length = (field: 'title' | 'abstract' | 'speaker_name' | 'speaker_position' | 'speaker_bio', label: string) => {
  const { minLength, maxLength } = requestLimits.ProposalDto[field];
  return { min: minLength, max: maxLength, label };
};

export const LENGTHS: Partial<Record<ProposalField, { min: number; max: number; label: string }>> = {
  title: length('title', 'Title'),
  abstract: length('abstract', 'Abstract'),
  speaker_name: length('speaker_name', 'Name'),
  speaker_position: length('speaker_position', 'Position'),
  speaker_bio: length('speaker_bio', 'Bio'),
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateProposalField(field: ProposalField, raw: string): string | undefined {
  const value = raw.trim();
  const length = LENGTHS[field];
  if (length) {
    if (!value) return `${length.label} is required`;
    if (value.length < length.min || value.length > length.max) {
      return `${length.label} must be between ${length.min} and ${length.max} characters`;
    }
    return undefined;
  }
  if (field === 'email') {
    if (!value) return 'Email is required';
    return EMAIL_PATTERN.test(value) ? undefined : 'Enter a valid email address';
  }
  if (field === 'organization') return value ? undefined : 'Organization is required';
  if (field === 'presentation_type') {
    return PRESENTATION_TYPES.some((t) => t.value === value) ? undefined : 'Select a presentation type';
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
  return trimmed as unknown as ProposalPayload;
}

/** Spec section 8: the server's detail if it is text; a validation list as its messages, one per line. */
export function proposalErrorMessage(error: unknown): string {
  return detailText(error, 'An error occurred while submitting your proposal.');
}
