import type { Speaker } from '../generated/prisma/client.js';

/** A speaker as the public API shows it (spec: Speaker entity); `image` and `image_url` carry the same URL. */
export function toPublicSpeaker(s: Speaker) {
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

/** What organisers see: everything public plus visibility and the linked account. */
export function toAdminSpeaker(s: Speaker) {
  return { ...toPublicSpeaker(s), display_on_public: s.display_on_public, user_id: s.user_id, email: s.email };
}
