// What one widget shows: its element's filters (data-day, data-room) applied to the programme, grouped by day at
// the venue, in the programme's order (the server's: by start; schedule-feed.ts keeps it).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { eventDayKey, formatLongDate } from '@/lib/format';
import type { ConferenceSession } from '@/types/api';

export interface WidgetFilters {
  /** YYYY-MM-DD at the venue. */
  day?: string;
  /** A room's name, compared without regard to case or surrounding spaces. */
  room?: string;
}

export interface DayGroup {
  key: string;
  /** 'Tuesday, November 18, 2025' ('Dienstag, 18. November 2025' in German) */
  label: string;
  sessions: ConferenceSession[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters an element asks for; `error` names one it cannot use (shown in place of the schedule, in its language). */
export function filtersOf(element: { getAttribute(name: string): string | null }): { filters: WidgetFilters; error?: MessageDescriptor } {
  const day = element.getAttribute('data-day')?.trim() || undefined;
  const room = element.getAttribute('data-room')?.trim() || undefined;
  if (day && !DAY.test(day)) return { filters: {}, error: msg`data-day must be a date as YYYY-MM-DD, not "${day}".` };
  return { filters: { day, room } };
}

const sameRoom = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** `intl`: the Intl locale the days are named in ('en-US', 'de-AT'). */
export function groupByDay(sessions: Iterable<ConferenceSession>, filters: WidgetFilters, intl: string): DayGroup[] {
  const shown = [...sessions].filter((s) => (!filters.day || eventDayKey(s.startTime) === filters.day) && (!filters.room || sameRoom(s.room, filters.room)));
  const days = new Map<string, DayGroup>();
  for (const session of shown) {
    const key = eventDayKey(session.startTime);
    let day = days.get(key);
    if (!day) days.set(key, (day = { key, label: formatLongDate(session.startTime, intl), sessions: [] }));
    day.sessions.push(session);
  }
  return [...days.values()];
}
