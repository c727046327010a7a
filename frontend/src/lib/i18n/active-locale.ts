// The language of this page, without its messages: what formatting (lib/format.ts) and the embeddable widget read,
// which must not pull the catalogs in. lib/i18n/i18n.ts sets it when it activates a language.
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

let active: Locale = DEFAULT_LOCALE;

/** The language of this page. */
export function currentLocale(): Locale {
  return active;
}

/** Its Intl locale ('en-US', 'de-AT'): what dates, times and numbers are formatted in. */
export function intlLocale(): string {
  return LOCALES[active].intl;
}

export function setActiveLocale(locale: Locale): void {
  active = locale;
}
