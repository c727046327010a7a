// The site's languages and their addresses (issue 28): English at /…, every other language under its own prefix
// (/de/…). Pure, so the server, the client and the tests read addresses the same way.

/** Per language: its name in itself (the switcher) and the Intl locale its dates, times and numbers follow. */
export const LOCALES = {
  en: { name: 'English', intl: 'en-US' },
  // The venue is in Vienna: Austrian German ("Jänner").
  de: { name: 'Deutsch', intl: 'de-AT' },
} as const;

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** The language an address is in: its first segment when that names a language other than the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The router's basename for a language: '' for the default, '/de' for German. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The address without its language prefix: '/de/schedule' → '/schedule', '/de' → '/'. */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(basenameOf(locale).length);
  return rest === '' ? '/' : rest;
}

/**
 * Pages whose address is a word in each language, because the law or custom names them so (the accessibility
 * statement is /de/barrierefreiheit): the default language's address, then each other language's. The router routes
 * every one of them in every language; links and the language switcher use the page's own.
 */
export const TRANSLATED_PAGES: Record<string, Partial<Record<Locale, string>>> = { '/accessibility': { de: '/barrierefreiheit' } };

/** A page's address in the default language, whichever language's word names it: '/barrierefreiheit' → '/accessibility'. */
function pageInDefault(page: string): string {
  return Object.entries(TRANSLATED_PAGES).find(([, words]) => Object.values(words).includes(page))?.[0] ?? page;
}

/** The same page in another language: '/schedule' → '/de/schedule', '/de/news' → '/news', '/accessibility' → '/de/barrierefreiheit'. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const inDefault = pageInDefault(withoutLocale(pathname));
  const page = (locale !== DEFAULT_LOCALE && TRANSLATED_PAGES[inDefault]?.[locale]) || inDefault;
  const base = basenameOf(locale);
  return base && page === '/' ? base : `${base}${page}`;
}

/**
 * The language a browser asks for first among ours (Accept-Language or navigator.languages), or null: 'de-AT,de;q=0.9'
 * → 'de'. Weights are honoured; a language we do not have is skipped.
 */
export function preferredLocale(accepted: readonly string[] | string | null | undefined): Locale | null {
  const entries = (typeof accepted === 'string' ? accepted.split(',') : (accepted ?? []))
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return entries.map((entry) => entry.base).find(isLocale) ?? null;
}

/**
 * A public read's address for a page in `locale`: other languages than the default name theirs (`?lang=de`), so the
 * server answers their content and the server's preloads name the same address. The default language's address is
 * unchanged (its requests say `Accept-Language: en`).
 */
export function publicReadIn(url: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}
