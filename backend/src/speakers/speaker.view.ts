import { z } from 'zod';
import { id } from '../views/fields.js';
import { TranslatedFields, translationsOf } from '../i18n/translations.js';
import type { Speaker } from '../generated/prisma/client.js';

export const PublicSpeakerView = z
  .object({
    id: id(),
    name: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'An absolute URL or a path on this server (/uploads/...); the same as image_url.' }),
    image_url: z.string().nullable(),
    bio: z.string().nullable(),
    bio_short: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    talk_title: z.string().nullable(),
    talk_abstract: z.string().nullable(),
  })
  .meta({ id: 'PublicSpeaker', description: 'A speaker shown on the public site (spec: Speaker entity).' });
export type PublicSpeakerView = z.output<typeof PublicSpeakerView>;

export const AdminSpeakerView = PublicSpeakerView.extend({
  display_on_public: z.boolean(),
  user_id: id().nullable().meta({ description: 'The account the speaker signs in with, if any.' }),
  email: z.string().nullable(),
  recording_consent: z.boolean().nullable().meta({
    description: 'The speaker agrees to their talks being recorded and published; null: not answered. Only the speaker answers it (call or profile).',
  }),
  ...TranslatedFields,
}).meta({ id: 'AdminSpeaker' });
export type AdminSpeakerView = z.output<typeof AdminSpeakerView>;

/** A speaker's texts that organisers (and the speaker) enter in each language. */
export const SPEAKER_TEXTS = ['title', 'bio', 'bio_short', 'talk_title', 'talk_abstract'] as const;

/** A speaker as the public API shows it (spec: Speaker entity); `image` and `image_url` carry the same URL. */

export function toPublicSpeaker(s: Speaker): PublicSpeakerView {
  return {
    id: s.id,
    name: s.name,
    title: s.title,
    company: s.company,
    image: s.image_url,
    image_url: s.image_url,
    bio: s.bio,
    bio_short: s.bio_short,
    linkedin_url: s.linkedin_url,
    talk_title: s.talk_title,
    talk_abstract: s.talk_abstract,
  };
}

/** What organisers see: everything public plus visibility, the linked account and the consent to recording. */
export function toAdminSpeaker(s: Speaker): AdminSpeakerView {
  return {
    ...toPublicSpeaker(s),
    display_on_public: s.display_on_public,
    user_id: s.user_id,
    email: s.email,
    recording_consent: s.recording_consent,
    ...translationsOf(s, SPEAKER_TEXTS),
  };
}
