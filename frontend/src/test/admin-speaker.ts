import type { AdminSpeaker } from '@/lib/admin/speakers-admin-api';

/** A speaker as organisers see it (GET /api/admin/speakers): no account, nothing filled in but the name, unless given. */
export const adminSpeaker = (fields: Pick<AdminSpeaker, 'id' | 'name'> & Partial<AdminSpeaker>): AdminSpeaker => ({
  title: null,
  company: null,
  image: null,
  image_url: null,
  bio: null,
  bio_short: null,
  linkedin_url: null,
  talk_title: null,
  talk_abstract: null,
  display_on_public: true,
  user_id: null,
  email: null,
  recording_consent: null,
  translations: {},
  missing_translations: [],
  ...fields,
});
