// The programme's language filter (/schedule?language=de): all sessions, or those a visitor can follow in English
// or in German. A session held in both languages is in either. Kept in the address so a filtered view can be shared.
import type { SessionLanguage } from '@/lib/session-language';

export const LANGUAGE_FILTERS = ['all', 'en', 'de'] as const;
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];

/** The query parameter that holds the filter. */
export const LANGUAGE_PARAM = 'language';

/** The filter an address asks for; anything but a known language (none, 'fr', 'both') shows every session. */
export function languageFilterOf(params: URLSearchParams): LanguageFilter {
  const value = params.get(LANGUAGE_PARAM)?.trim().toLowerCase();
  return value === 'en' || value === 'de' ? value : 'all';
}

/** The address's query with this filter: 'all' leaves the parameter out; every other parameter stays. */
export function withLanguageFilter(params: URLSearchParams, filter: LanguageFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === 'all') next.delete(LANGUAGE_PARAM);
  else next.set(LANGUAGE_PARAM, filter);
  return next;
}

/** Whether a session held in `language` passes the filter. */
export const heldInFilter = (language: SessionLanguage, filter: LanguageFilter): boolean => filter === 'all' || language === filter || language === 'both';

/** The sessions that pass, in their order. */
export function filterByLanguage<T extends { language: SessionLanguage }>(sessions: readonly T[], filter: LanguageFilter): T[] {
  return filter === 'all' ? [...sessions] : sessions.filter((s) => heldInFilter(s.language, filter));
}
