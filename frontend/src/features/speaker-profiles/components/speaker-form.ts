// The console's speaker form: the shared profile form (components/speaker-profile) with every text, the visibility and
// the German texts, checked as POST and PUT /api/admin/speakers check (spec section 5: name required, LinkedIn must be
// a URL); and the list filter.
import type { AdminSpeaker, SpeakerInput } from '@/lib/admin/speakers-admin-api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formTranslations, translationsPayload, type FormTranslations } from '@/components/admin/translations';
import { checkProfile, profileInput, profileValues, type ProfileValues } from '@/components/speaker-profile/profile-form';

/** The texts the console edits, in the body's order. */
const SPEAKER_KEYS = ['name', 'title', 'company', 'bio', 'bio_short', 'talk_title', 'talk_abstract', 'linkedin_url'] as const;
export type SpeakerTextKey = (typeof SPEAKER_KEYS)[number];
/** The texts kept in German too. */
export const SPEAKER_TEXTS = ['title', 'bio_short', 'bio', 'talk_title', 'talk_abstract'] as const;
export type SpeakerFormValues = ProfileValues<SpeakerTextKey> & {
  display_on_public: boolean;
  translations: FormTranslations<(typeof SPEAKER_TEXTS)[number]>;
};
export type SpeakerFormErrors = Partial<Record<keyof SpeakerInput, string>>;

export const EMPTY_SPEAKER: SpeakerFormValues = {
  ...profileValues(SPEAKER_KEYS, {}),
  display_on_public: true,
  translations: formTranslations(SPEAKER_TEXTS),
};

export function speakerFormValues(s: AdminSpeaker): SpeakerFormValues {
  return { ...profileValues(SPEAKER_KEYS, s), display_on_public: s.display_on_public, translations: formTranslations(SPEAKER_TEXTS, s.translations) };
}

export function checkSpeaker(v: SpeakerFormValues): SpeakerFormErrors {
  return checkProfile(v, 'web');
}

export function speakerInput(v: SpeakerFormValues): SpeakerInput {
  return { ...profileInput(SPEAKER_KEYS, v), display_on_public: v.display_on_public, translations: translationsPayload(v.translations) };
}

export type VisibilityFilter = 'all' | 'public' | 'hidden';

export const VISIBILITY_FILTERS: { value: VisibilityFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All Speakers` },
  { value: 'public', label: msg`Public Visible` },
  { value: 'hidden', label: msg`Hidden from Public` },
];

/** Spec: search by name, company or title (any part, any case), then the visibility filter. */
export function filterSpeakers(speakers: readonly AdminSpeaker[], search: string, visibility: VisibilityFilter): AdminSpeaker[] {
  const needle = search.trim().toLocaleLowerCase();
  return speakers.filter((s) => {
    if (visibility === 'public' && !s.display_on_public) return false;
    if (visibility === 'hidden' && s.display_on_public) return false;
    if (!needle) return true;
    return [s.name, s.company, s.title].some((field) => field?.toLocaleLowerCase().includes(needle));
  });
}
