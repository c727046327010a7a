import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersOf, NO_FILTERS, viewOf, withFilters, withView, type ScheduleFilters, type ScheduleView } from '../lib/schedule-filters';

const never = () => () => {};

/** The address's query as the browser holds it now (changes are made only in the browser, after hydration). */
const currentParams = () => new URLSearchParams(window.location.search);

/** False while the page hydrates (as on the server), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

// md and up (MUI's 900 px): where the timetable grid has room for its columns.
export const WIDE = '(min-width: 900px)';

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the grid; false on the server and while hydrating, so the HTML matches. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * The programme's filters and view as the address holds them, and a way to change them (the address follows, so the
 * view can be shared). The server renders /schedule once for every query, unfiltered and as the list: while the page
 * hydrates that is what shows, and the address's filters and view apply right after (no hydration mismatch).
 */
export function useScheduleView() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const wide = useWideScreen();
  const key = hydrated ? params.toString() : '';
  const filters = useMemo<ScheduleFilters>(() => (key ? filtersOf(new URLSearchParams(key)) : NO_FILTERS), [key]);
  const chosenView = hydrated ? viewOf(params) : 'list';
  // Each change starts from the address as it is now, not as the last render saw it: react-router hands its functional
  // update the last render's parameters, so a search typed right after a filter changed wrote the old filter back.
  const setFilters = useCallback((next: Partial<ScheduleFilters>) => setParams(() => withFilters(currentParams(), next), { replace: true }), [setParams]);
  const setView = useCallback((view: ScheduleView) => setParams(() => withView(currentParams(), view), { replace: true }), [setParams]);
  return { filters, setFilters, wide, view: wide ? chosenView : ('list' as const), chosenView, setView, hydrated };
}
