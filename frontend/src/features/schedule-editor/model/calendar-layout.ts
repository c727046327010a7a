// Where every session of a week goes on the calendar. Computed once per (sessions, week) and memoised by the caller,
// so hovering or dragging never recomputes it.
import type { AdminSession, Conflict } from '../api/schedule-admin-api';
import { assignLanes } from '@/lib/session-lanes';
import { addDays, venueMoment } from './calendar-time';
import { plural, t } from '@lingui/core/macro';

/** Spec section 9: 08:00-20:00 in 30-minute rows of 48 px. */
export const DAY_START = 8 * 60;
export const DAY_END = 20 * 60;
export const SLOT_MINUTES = 30;
export const SLOT_PX = 48;
export const SLOTS = (DAY_END - DAY_START) / SLOT_MINUTES;
export const GRID_HEIGHT = SLOTS * SLOT_PX;
const MIN_BLOCK_PX = 22;

export interface Placement {
  session: AdminSession;
  day: string;
  /** Venue minutes since midnight of `day`. */
  start: number;
  end: number;
  roomIndex: number;
  /** Side by side within the room while sessions overlap (a clash or a cancelled one under its replacement). */
  lane: number;
  lanes: number;
  top: number;
  height: number;
}

export interface DaySummary {
  day: string;
  count: number;
  clashes: number;
  /** Sessions placed outside a speaker's availability. */
  unavailable: number;
}

export interface WeekLayout {
  monday: string;
  days: DaySummary[];
  rooms: string[];
  byDay: Map<string, Placement[]>;
  byId: Map<number, Placement>;
}

export const roomOf = (session: Pick<AdminSession, 'room'>) => session.room?.trim() || 'TBA';

export function minutesToPx(minutes: number): number {
  return ((Math.min(Math.max(minutes, DAY_START), DAY_END) - DAY_START) / SLOT_MINUTES) * SLOT_PX;
}

/** The venue's rooms: every room any session uses, so a room's column stays while it is empty this week. */
export function roomsOf(sessions: readonly Pick<AdminSession, 'room'>[]): string[] {
  return [...new Set(sessions.map(roomOf))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Where one session sits, from the session alone (the keyboard's base, read before the calendar re-renders). */
export function placementOf(session: AdminSession, rooms: readonly string[]): Placement {
  const start = venueMoment(session.startTime);
  const endMoment = venueMoment(session.endTime);
  // A session running past midnight is drawn to the end of its first day.
  const end = Math.max(endMoment.day === start.day ? endMoment.minutes : 24 * 60, start.minutes + 1);
  const top = minutesToPx(start.minutes);
  return {
    session,
    day: start.day,
    start: start.minutes,
    end,
    roomIndex: Math.max(rooms.indexOf(roomOf(session)), 0),
    lane: 0,
    lanes: 1,
    top,
    height: Math.max(MIN_BLOCK_PX, minutesToPx(end) - top),
  };
}

export function buildWeekLayout(sessions: readonly AdminSession[], rooms: readonly string[], monday: string): WeekLayout {
  const dayKeys = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const inWeek = new Set(dayKeys);
  const rows = sessions.map((session) => placementOf(session, rooms)).filter((p) => inWeek.has(p.day));
  const byDay = new Map<string, Placement[]>(dayKeys.map((d) => [d, []]));
  const byId = new Map<number, Placement>();
  for (const placement of rows) {
    byDay.get(placement.day)?.push(placement);
    byId.set(placement.session.id, placement);
  }
  const days = dayKeys.map((day) => {
    const placements = byDay.get(day) ?? [];
    assignLanes(placements);
    placements.sort((a, b) => a.start - b.start || a.roomIndex - b.roomIndex);
    return {
      day,
      count: placements.length,
      clashes: placements.filter((p) => p.session.conflicts.length > 0).length,
      unavailable: placements.filter((p) => p.session.unavailable_speakers.length > 0).length,
    };
  });
  return { monday, days, rooms: [...rooms], byDay, byId };
}

/**
 * A day tab's accessible name: its visible words in order ('Tue 10 Feb: 3 sessions, 1 clash, 2 unavailable'), the
 * last spelt out, as the tab shows it with an icon only.
 */
export function daySummaryLabel(summary: DaySummary, dayLabel: string): string {
  const { count, clashes, unavailable } = summary;
  const parts = [plural(count, { one: '# session', other: '# sessions' })];
  if (clashes > 0) parts.push(plural(clashes, { one: '# clash', other: '# clashes' }));
  if (unavailable > 0) {
    parts.push(
      plural(unavailable, {
        one: "# unavailable (session outside a speaker's availability)",
        other: "# unavailable (sessions outside a speaker's availability)",
      }),
    );
  }
  const list = parts.join(', ');
  return t`${dayLabel}: ${list}`;
}

/** 'Room clash with Keynote' / 'Ada Lovelace also in Workshop' (the calendar's tooltip and screen-reader text). */
export function conflictText(conflict: Conflict): string {
  const title = conflict.title;
  if (conflict.type === 'room') return t`Room clash with ${title}`;
  const speaker = conflict.speaker_name;
  return speaker ? t`${speaker} also in ${title}` : t`A speaker also in ${title}`;
}

export function conflictsText(conflicts: readonly Conflict[]): string {
  return conflicts.map(conflictText).join('; ');
}

/** The start after moving `steps` half-hours, kept inside the visible day when the session fits in it. */
export function movedStart(start: number, end: number, steps: number): number {
  const duration = end - start;
  const next = start + steps * SLOT_MINUTES;
  if (duration > DAY_END - DAY_START) return next;
  return Math.min(Math.max(next, Math.min(start, DAY_START)), Math.max(start, DAY_END - duration));
}

/** The end after resizing by `steps` half-hours: never before the start, never past 20:00 unless it already was. */
export function resizedEnd(start: number, end: number, steps: number): number {
  const next = end + steps * SLOT_MINUTES;
  const shortest = start + Math.min(SLOT_MINUTES, end - start);
  return Math.min(Math.max(next, shortest), Math.max(end, DAY_END));
}
