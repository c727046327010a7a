// The active language of this page and its messages (Lingui). One language per page load: the address says which
// (locales.ts), the switcher loads the other address. Messages come in areas (lingui.config.ts): the site's with the
// page, the console's with the console's code.
import { i18n, setupI18n, type I18n } from '@lingui/core';
import { currentLocale, setActiveLocale } from './active-locale';
import type { Locale } from './locales';

export { currentLocale, intlLocale } from './active-locale';

export { i18n };

type Messages = { messages: Record<string, unknown> };
type Area = 'site' | 'console';

// Each language's catalog is a chunk of its own: a page loads only its language's messages.
const CATALOGS: Record<Area, Record<Locale, () => Promise<Messages>>> = {
  site: { en: () => import('@/locales/en/site.po'), de: () => import('@/locales/de/site.po') },
  console: { en: () => import('@/locales/en/console.po'), de: () => import('@/locales/de/console.po') },
};

const loaded = new Set<string>();

async function load(area: Area, locale: Locale): Promise<void> {
  const key = `${area}:${locale}`;
  if (loaded.has(key)) return;
  const { messages } = await CATALOGS[area][locale]();
  i18n.load(locale, messages as never);
  loaded.add(key);
}

/** Loads the site's messages of a language and makes it the page's. */
export async function activateLocale(locale: Locale): Promise<void> {
  await load('site', locale);
  setActiveLocale(locale);
  i18n.activate(locale);
}

/** Loads an area's messages for the active language (the console's, before its code renders). */
export function loadArea(area: Area): Promise<void> {
  return load(area, currentLocale());
}

/** Another language's messages beside the page's (the offer to read the page in the browser's language). */
export async function messagesIn(locale: Locale): Promise<I18n> {
  const { messages } = await CATALOGS.site[locale]();
  return setupI18n({ locale, messages: { [locale]: messages as never } });
}
