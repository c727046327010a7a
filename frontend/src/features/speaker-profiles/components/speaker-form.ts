// The speaker form's values, its checks (spec section 5: name required, LinkedIn must be a URL) and the list filter.
import type { AdminSpeaker, SpeakerInput } from '@/lib/admin/speakers-admin-api';
import { isWebUrl } from '@/lib/web-url';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formTranslations, translationsPayload, type FormTranslations } from '@/components/admin/translations';

export const SPEAKER_TEXTS = ['title', 'bio_short', 'bio', 'talk_title', 'talk_abstract'] as const;
export type SpeakerFormValues = Omit<Record<keyof SpeakerInput, string>, 'display_on_public' | 'translations'> & {
  display_on_public: boolean;
  translations: FormTranslations<(typeof SPEAKER_TEXTS)[number]>;
};
export type SpeakerFormErrors = Partial<Record<keyof SpeakerInput, string>>;

export const EMPTY_SPEAKER: SpeakerFormValues = {
  name: '',
  title: '',
  company: '',
  bio: '',
  bio_short: '',
  talk_title: '',
  talk_abstract: '',
  linkedin_url: '',
  display_on_public: true,
  translations: formTranslations(SPEAKER_TEXTS),
};

export function speakerFormValues(s: AdminSpeaker): SpeakerFormValues {
  return {
    name: s.name,
    title: s.title ?? '',
    company: s.company ?? '',
    bio: s.bio ?? '',
    bio_short: s.bio_short ?? '',
    talk_title: s.talk_title ?? '',
    talk_abstract: s.talk_abstract ?? '',
    linkedin_url: s.linkedin_url ?? '',
    display_on_public: s.display_on_public,
    translations: formTranslations(SPEAKER_TEXTS, s.translations),
  };
}

export function checkSpeaker(v: SpeakerFormValues): SpeakerFormErrors {
  const errors: SpeakerFormErrors = {};
  if (!v.name.trim()) errors.name = t`Name is required`;
  const linkedin = v.linkedin_url.trim();
  if (linkedin && !isWebUrl(linkedin)) errors.linkedin_url = t`LinkedIn must be a URL, e.g. https://www.linkedin.com/in/name`;
  return errors;
}

const orNull = (text: string) => text.trim() || null;

export function speakerInput(v: SpeakerFormValues): SpeakerInput {
  return {
    name: v.name.trim(),
    title: orNull(v.title),
    company: orNull(v.company),
    bio: orNull(v.bio),
    bio_short: orNull(v.bio_short),
    talk_title: orNull(v.talk_title),
    talk_abstract: orNull(v.talk_abstract),
    linkedin_url: orNull(v.linkedin_url),
    display_on_public: v.display_on_public,
    translations: translationsPayload(v.translations),
  };
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
