import { z } from 'zod';
import { id } from '../views/fields.js';
import type { Speaker, User } from '../generated/prisma/client.js';

export const SpeakerProfileView = z
  .object({
    speaker_id: id().nullable().meta({ description: 'The speaker record the profile is; null until the account has one.' }),
    name: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    bio_short: z.string().nullable(),
    bio: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    image_url: z.string().nullable(),
    display_on_public: z.boolean().meta({ description: 'Shown on /speakers (organisers publish a speaker).' }),
    recording_consent: z
      .boolean()
      .nullable()
      .meta({ description: 'Agrees to their talks being recorded and published; null: not answered. A no marks their sessions not recorded.' }),
  })
  .meta({ id: 'SpeakerProfile', description: "The signed-in speaker's own profile, as /speakers shows it once published." });
export type SpeakerProfileView = z.output<typeof SpeakerProfileView>;

export function toSpeakerProfile(speaker: Speaker): SpeakerProfileView {
  const { id: speaker_id, name, title, company, bio_short, bio, linkedin_url, image_url, display_on_public, recording_consent } = speaker;
  return { speaker_id, name, title, company, bio_short, bio, linkedin_url, image_url, display_on_public, recording_consent };
}

/** An account without a speaker record yet: its name and organisation are the profile's start. */
export function accountProfile(user: Pick<User, 'full_name' | 'organization'>): SpeakerProfileView {
  return {
    speaker_id: null,
    name: user.full_name,
    title: null,
    company: user.organization.trim() || null,
    bio_short: null,
    bio: null,
    linkedin_url: null,
    image_url: null,
    display_on_public: false,
    recording_consent: null,
  };
}
