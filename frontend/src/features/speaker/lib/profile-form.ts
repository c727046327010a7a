// The speaker's profile form: its values (text fields, '' for none), the checks the server makes too, and the
// public speaker the preview shows.
import { requestLimits } from '@/types/request-limits';
import type { PublicSpeaker } from '@/types/api';
import type { SpeakerProfile, SpeakerProfileInput } from '../api/types';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export type ProfileKey = 'name' | 'title' | 'company' | 'bio_short' | 'bio' | 'linkedin_url';
export type ProfileValues = Record<ProfileKey, string>;
export type ProfileErrors = Partial<Record<ProfileKey, string>>;

const LIMITS = requestLimits.SpeakerProfileDto;

export const PROFILE_FIELDS: { key: ProfileKey; label: MessageDescriptor; maxLength: number; rows?: number; required?: boolean; helper?: MessageDescriptor }[] =
  [
    { key: 'name', label: msg`Name`, maxLength: LIMITS.name.maxLength, required: true },
    { key: 'title', label: msg`Title or position`, maxLength: LIMITS.title.maxLength },
    { key: 'company', label: msg`Company or organisation`, maxLength: LIMITS.company.maxLength },
    { key: 'bio_short', label: msg`Short bio`, maxLength: LIMITS.bio_short.maxLength, rows: 2, helper: msg`A sentence or two, shown on the speaker cards.` },
    { key: 'bio', label: msg`Full bio`, maxLength: LIMITS.bio.maxLength, rows: 5, helper: msg`Shown in your speaker details and sent with your proposals.` },
    {
      key: 'linkedin_url',
      label: msg`LinkedIn`,
      maxLength: LIMITS.linkedin_url.maxLength,
      helper: msg`An https address, e.g. https://www.linkedin.com/in/name`,
    },
  ];

export function profileValues(p: SpeakerProfile): ProfileValues {
  return {
    name: p.name,
    title: p.title ?? '',
    company: p.company ?? '',
    bio_short: p.bio_short ?? '',
    bio: p.bio ?? '',
    linkedin_url: p.linkedin_url ?? '',
  };
}

/** The server's rules: a name, and LinkedIn as an https address. */
export function checkProfile(v: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!v.name.trim()) errors.name = t`Name is required`;
  const linkedin = v.linkedin_url.trim();
  if (linkedin && !isHttpsUrl(linkedin)) errors.linkedin_url = t`LinkedIn must be an https address, e.g. https://www.linkedin.com/in/name`;
  return errors;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const orNull = (text: string) => text.trim() || null;

export function profileInput(v: ProfileValues): SpeakerProfileInput {
  return {
    name: v.name.trim(),
    title: orNull(v.title),
    company: orNull(v.company),
    bio_short: orNull(v.bio_short),
    bio: orNull(v.bio),
    linkedin_url: orNull(v.linkedin_url),
  };
}

/** The card and details /speakers would show for these values (no talk: that comes from the programme). */
export function previewSpeaker(v: ProfileValues, id: number | null, imageUrl: string | null): PublicSpeaker {
  const input = profileInput(v);
  return {
    id: id ?? 0,
    name: input.name || t`Your name`,
    title: input.title ?? null,
    company: input.company ?? null,
    bio_short: input.bio_short ?? null,
    bio: input.bio ?? null,
    linkedin_url: input.linkedin_url ?? null,
    image: imageUrl,
    image_url: imageUrl,
    talk_title: null,
    talk_abstract: null,
  };
}
