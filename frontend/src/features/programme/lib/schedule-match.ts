// Which sessions pass the programme's filters (schedule-filters.ts), and what the filter selects offer. Loaded with
// the filter panel, when a visitor filters or opens an address with a filter: not part of /schedule's first load.
import type { SessionLanguage } from '@/lib/session-language';
import { heldInFilter } from './language-filter';
import { activeFilterCount, type ScheduleFilters } from './schedule-filters';

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
