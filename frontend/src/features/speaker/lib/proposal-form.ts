import { errorDetail } from '@/lib/api-errors';
import type { NewProposal, SpeakerPresentationType, SpeakerProfile } from '../api/types';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export const SPEAKER_PRESENTATION_TYPES: { value: SpeakerPresentationType; label: MessageDescriptor }[] = [
  { value: 'talk', label: msg`Talk` },
  { value: 'workshop', label: msg`Workshop` },
  { value: 'panel', label: msg`Panel` },
];

export const EMPTY_NEW_PROPOSAL: NewProposal = { title: '', abstract: '', presentation_type: 'talk', speaker_name: '', speaker_bio: '', organization: '' };

/** A new proposal as the speaker's profile starts it: their name, full bio (or the short one) and company. */
export function proposalFromProfile(profile: SpeakerProfile | undefined): NewProposal {
  if (!profile) return EMPTY_NEW_PROPOSAL;
  return {
    ...EMPTY_NEW_PROPOSAL,
    speaker_name: profile.name,
    speaker_bio: profile.bio?.trim() || profile.bio_short?.trim() || '',
    organization: profile.company ?? '',
  };
}
export const TITLE_LIMITS = { min: 5, max: 200 };

/** Spec section 5: title first (trimmed), then abstract. Returns the first problem or null. */
export function validateNewProposal(values: NewProposal): { field: 'title' | 'abstract'; message: string } | null {
  const title = values.title.trim();
  if (!title) return { field: 'title', message: t`Title is required` };
  if (title.length < TITLE_LIMITS.min || title.length > TITLE_LIMITS.max) {
    const { min, max } = TITLE_LIMITS;
    return { field: 'title', message: t`Title must be between ${min} and ${max} characters` };
  }
  if (!values.abstract.trim()) return { field: 'abstract', message: t`Abstract is required` };
  return null;
}

/** The server's detail text, or its validation list as 'field: message' lines, or the default (spec section 8). */
export function proposalErrorLines(error: unknown): string[] {
  const detail = errorDetail(error);
  if (typeof detail === 'string' && detail.trim()) return [detail];
  if (Array.isArray(detail) && detail.length > 0) {
    return detail.map((item) => {
      const field = Array.isArray(item.loc) ? item.loc[item.loc.length - 1] : undefined;
      return field !== undefined && field !== 'body' ? `${String(field)}: ${item.msg ?? ''}` : (item.msg ?? '');
    });
  }
  return [t`Failed to submit proposal`];
}
