// Where each session of one day sits in the read-only timetable (/schedule on wide screens): rooms as columns, venue
// time as rows. Pure, so the maths is tested without a browser.
import { assignLanes } from '@/lib/session-lanes';
import { venueWallClock } from '@/lib/venue-time';

/** Pixels per minute of the grid: 48 px per half-hour, as the organisers' calendar. */
export const PX_PER_MINUTE = 1.6;
/** A block is at least this tall, so a five-minute item stays readable. */
export const MIN_BLOCK_PX = 28;

export interface TimedSession {
  id: number;
  room: string;
  startTime: string;
  endTime: string;
}

export interface TimetableBlock<T extends TimedSession> {
  session: T;
  roomIndex: number;
  /** Venue minutes since midnight of the day. */
  start: number;
  end: number;
  /** Side by side within the room while its sessions overlap. */
  lane: number;
  lanes: number;
  top: number;
  height: number;
}

export interface TimetableLayout<T extends TimedSession> {
  rooms: string[];
  /** Venue minutes of the first and last row: whole hours around the day's sessions. */
  start: number;
  end: number;
  height: number;
  /** In the order given (the list's order), so both views read alike. */
  blocks: TimetableBlock<T>[];
}

export const roomName = (session: Pick<TimedSession, 'room'>) => session.room?.trim() || 'TBA';

/** Minutes since the venue's midnight of `dayKey` (YYYY-MM-DD) at an instant; a later day counts on past 24:00. */
export function venueMinutes(iso: string, dayKey: string): number {
  const wall = venueWallClock(new Date(iso));
  const days = Math.round((Date.UTC(+wall.year, +wall.month - 1, +wall.day) - Date.parse(`${dayKey}T00:00:00Z`)) / 86_400_000);
  return days * 1440 + Number(wall.hour) * 60 + Number(wall.minute);
}

/** The rooms in a natural order ('Room 2' before 'Room 10'), 'TBA' last. */
export function sortRooms(rooms: Iterable<string>): string[] {
  return [...new Set(rooms)].sort((a, b) => (a === 'TBA' ? 1 : b === 'TBA' ? -1 : a.localeCompare(b, 'en', { numeric: true })));
}

/** The timetable of one venue day: its sessions (already that day's, filtered) in columns per room. */
export function layoutDay<T extends TimedSession>(sessions: readonly T[], dayKey: string): TimetableLayout<T> {
  const rooms = sortRooms(sessions.map(roomName));
  const timed = sessions.map((session) => {
    const start = venueMinutes(session.startTime, dayKey);
    // A session running past midnight is drawn to the end of its day; one without a length still gets a minute.
    const end = Math.max(Math.min(venueMinutes(session.endTime, dayKey), 24 * 60), start + 1);
    return { session, start, end };
  });
  const first = timed.length ? Math.min(...timed.map((s) => s.start)) : 9 * 60;
  const last = timed.length ? Math.max(...timed.map((s) => s.end)) : 10 * 60;
  const start = Math.floor(first / 60) * 60;
  const end = Math.max(Math.ceil(last / 60) * 60, start + 60);
  const blocks: TimetableBlock<T>[] = timed.map(({ session, start: from, end: to }) => {
    const top = (from - start) * PX_PER_MINUTE;
    return {
      session,
      roomIndex: rooms.indexOf(roomName(session)),
      start: from,
      end: to,
      lane: 0,
      lanes: 1,
      top,
      height: Math.max(MIN_BLOCK_PX, (to - from) * PX_PER_MINUTE),
    };
  });
  assignLanes(blocks);
  return { rooms, start, end, height: (end - start) * PX_PER_MINUTE, blocks };
}

/** The hours the time axis labels, as venue minutes: every full hour from the first row to the last. */
export function hourRows(layout: Pick<TimetableLayout<TimedSession>, 'start' | 'end'>): number[] {
  const rows: number[] = [];
  for (let m = layout.start; m < layout.end; m += 60) rows.push(m);
  return rows;
}

/** A row of the timetable as screen readers get it: a start time, and per room (in column order) what starts then. */
export interface TimetableRow<T extends TimedSession> {
  start: number;
  cells: TimetableBlock<T>[][];
}

/**
 * The table behind the picture (WCAG 1.3.1): one row per start time, in order, with a cell per room, so a screen reader
 * can read across a time or down a room. Blocks sharing a start and a room share a cell, in the layout's order.
 */
export function timetableRows<T extends TimedSession>(layout: Pick<TimetableLayout<T>, 'rooms' | 'blocks'>): TimetableRow<T>[] {
  const starts = [...new Set(layout.blocks.map((b) => b.start))].sort((a, b) => a - b);
  return starts.map((start) => ({
    start,
    cells: layout.rooms.map((_, roomIndex) => layout.blocks.filter((b) => b.start === start && b.roomIndex === roomIndex)),
  }));
}
