import { useCallback, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { languageFilterOf, withLanguageFilter, type LanguageFilter } from '../lib/language-filter';

const never = () => () => {};

/**
 * The programme's language filter as the address holds it (?language=de), and a way to change it (the address follows,
 * so the view can be shared). The server renders /schedule once for every query, unfiltered: while the page hydrates
 * the filter is 'all' as in that HTML, and the address's filter applies right after (no hydration mismatch).
 */
export function useLanguageFilter(): [LanguageFilter, (filter: LanguageFilter) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const choose = useCallback((filter: LanguageFilter) => setParams((current) => withLanguageFilter(current, filter), { replace: true }), [setParams]);
  return [hydrated ? languageFilterOf(params) : 'all', choose];
}
