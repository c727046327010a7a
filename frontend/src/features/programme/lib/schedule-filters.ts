// What the programme shows (/schedule?room=…&track=…&type=…&language=…&q=…): kept in the address, so a filtered
// view can be shared and survives a reload; grid, list and "Now and next" all show the sessions that pass.
import type { SessionLanguage } from '@/lib/session-language';
import { heldInFilter, type LanguageFilter, languageFilterOf } from './language-filter';

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

export interface FilterableSession {
  title: string;
  description: string;
  room: string;
  track: string;
  type: string;
  language: SessionLanguage;
  speakers: readonly { name: string }[];
}

// Case and accents do not matter: 'munchen' finds 'München'.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function matchesFilters(session: FilterableSession, filters: ScheduleFilters): boolean {
  if (filters.room && (session.room?.trim() || 'TBA') !== filters.room) return false;
  if (filters.track && session.track?.trim() !== filters.track) return false;
  if (filters.type && (session.type?.trim().toLowerCase() || 'talk') !== filters.type) return false;
  if (!heldInFilter(session.language, filters.language)) return false;
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold([session.title, session.description, ...session.speakers.map((s) => s.name)].join(' '));
  return words.every((word) => text.includes(word));
}

/** The sessions that pass, in their order. */
export function applyFilters<T extends FilterableSession>(sessions: readonly T[], filters: ScheduleFilters): T[] {
  const none = filters.language === 'all' && activeFilterCount(filters) === 0;
  return none ? [...sessions] : sessions.filter((s) => matchesFilters(s, filters));
}

/** The choices each select offers: every room, track and type of the programme (all days), sorted. */
export function filterOptions(sessions: readonly FilterableSession[]) {
  const sorted = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return {
    rooms: sorted(sessions.map((s) => s.room?.trim() || 'TBA')),
    tracks: sorted(sessions.map((s) => s.track?.trim() ?? '')),
    types: sorted(sessions.map((s) => s.type?.trim().toLowerCase() || 'talk')),
  };
}
