// The speaker's own profile: the shared profile form (components/speaker-profile) with the texts a speaker keeps
// about themselves, labelled for them, checked as PUT /api/speaker/profile checks (LinkedIn https only); and the
// public speaker the preview shows.
import {
  checkProfile,
  profileFieldSpecs,
  profileInput,
  profileValues,
  type ProfileErrors,
  type ProfileValues,
} from '@/components/speaker-profile/profile-form';
import type { PublicSpeaker } from '@/types/api';
import type { SpeakerProfile, SpeakerProfileInput } from '../api/types';
import { msg, t } from '@lingui/core/macro';

const OWN_KEYS = ['name', 'title', 'company', 'bio_short', 'bio', 'linkedin_url'] as const;
export type OwnProfileKey = (typeof OWN_KEYS)[number];
export type OwnProfileValues = ProfileValues<OwnProfileKey>;
export type OwnProfileErrors = ProfileErrors<OwnProfileKey>;

export const OWN_PROFILE_FIELDS = profileFieldSpecs<OwnProfileKey>([
  { key: 'name', label: msg`Name` },
  { key: 'title', label: msg`Title or position` },
  { key: 'company', label: msg`Company or organisation` },
  { key: 'bio_short', label: msg`Short bio`, helper: msg`A sentence or two, shown on the speaker cards.` },
  { key: 'bio', label: msg`Full bio`, helper: msg`Shown in your speaker details and sent with your proposals.` },
  { key: 'linkedin_url', label: msg`LinkedIn`, helper: msg`An https address, e.g. https://www.linkedin.com/in/name` },
]);

export const ownProfileValues = (p: SpeakerProfile): OwnProfileValues => profileValues(OWN_KEYS, p);

export const checkOwnProfile = (v: OwnProfileValues): OwnProfileErrors => checkProfile(v, 'https');

export const ownProfileInput = (v: OwnProfileValues): SpeakerProfileInput => profileInput(OWN_KEYS, v);

/** The card and details /speakers would show for these values (no talk: that comes from the programme). */
export function previewSpeaker(v: OwnProfileValues, id: number | null, imageUrl: string | null): PublicSpeaker {
  const input = ownProfileInput(v);
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
