// What the programme shows (/schedule?room=…&track=…&type=…&language=…&q=…): kept in the address, so a filtered
// view can be shared and survives a reload; grid, list and "Now and next" all show the sessions that pass. Reading
// the address is part of the page's first load; matching sessions (schedule-match.ts) loads once a filter is set.
import { type LanguageFilter, languageFilterOf } from './language-filter';

export interface ScheduleFilters {
  room: string;
  track: string;
  type: string;
  language: LanguageFilter;
  /** Words that must all occur in the title, description or a speaker's name. */
  q: string;
}

export const NO_FILTERS: ScheduleFilters = { room: '', track: '', type: '', language: 'all', q: '' };

export type ScheduleView = 'grid' | 'list';

const clean = (value: string | null) => (value ?? '').trim().slice(0, 200);

/** The filters an address asks for. `lang` is read as well as `language`, the name the language filter always had. */
export function filtersOf(params: URLSearchParams): ScheduleFilters {
  const language = params.has('language') ? languageFilterOf(params) : languageFilterOf(new URLSearchParams({ language: params.get('lang') ?? '' }));
  return {
    room: clean(params.get('room')),
    track: clean(params.get('track')),
    type: clean(params.get('type')).toLowerCase(),
    language,
    q: clean(params.get('q')),
  };
}

/** The address's query with these filters: empty ones are left out, every other parameter stays. */
export function withFilters(params: URLSearchParams, filters: Partial<ScheduleFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters)) {
    const name = key === 'language' ? 'language' : key;
    if (key === 'language') next.delete('lang');
    if (!value || value === 'all') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** Whether the address asks for the list on a wide screen (the grid is the default there). */
export const viewOf = (params: URLSearchParams): ScheduleView => (params.get('view') === 'list' ? 'list' : 'grid');

export function withView(params: URLSearchParams, view: ScheduleView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'grid') next.delete('view');
  else next.set('view', view);
  return next;
}

/** How many filters besides the language narrow the view (the count on the Filters button). */
export const activeFilterCount = (filters: ScheduleFilters) => [filters.room, filters.track, filters.type, filters.q].filter(Boolean).length;
