// What a session is held in (issue 28: English, German or both): how a badge abbreviates it, how it reads to a person
// or a screen reader, and its name in a list. One place for the words, used by the programme, the home page's
// cards and the console's session form.
import { t } from '@lingui/core/macro';
import type { Schemas } from '@/types/api';
import { sessionLanguageValues } from '@/types/openapi';

export type SessionLanguage = Schemas['SessionLanguage'];
export const SESSION_LANGUAGES: readonly SessionLanguage[] = sessionLanguageValues;

/** 'EN', 'DE', 'EN · DE': the badge on a session card. */
export function languageBadge(language: SessionLanguage): string {
  switch (language) {
    case 'de':
      return t({ message: 'DE', comment: 'Badge on a session held in German: the language code' });
    case 'both':
      return t({ message: 'EN · DE', comment: 'Badge on a session held in English and German: the language codes' });
    default:
      return t({ message: 'EN', comment: 'Badge on a session held in English: the language code' });
  }
}

/** 'Held in German': what the badge means, for screen readers and as its tooltip. */
export function heldIn(language: SessionLanguage): string {
  switch (language) {
    case 'de':
      return t`Held in German`;
    case 'both':
      return t`Held in English and German`;
    default:
      return t`Held in English`;
  }
}

/** 'German': the language's name, as a filter or a form lists it. */
export function languageName(language: SessionLanguage): string {
  switch (language) {
    case 'de':
      return t`German`;
    case 'both':
      return t`English and German`;
    default:
      return t`English`;
  }
}
