// "Now and next" during the event: per room, the session running at an instant and the one that starts next that day.
import { roomName, sortRooms } from './timetable-layout';
import { venueDayKey } from './edition-days';

export interface NowNextSession {
  id: number;
  room: string;
  status: string;
  startTime: string;
  endTime: string;
}

export interface RoomNowNext<T extends NowNextSession> {
  room: string;
  now: T | null;
  next: T | null;
}

/**
 * Every room with something running now or starting later on the venue's day of `at`; cancelled sessions are left
 * out. Of sessions running at once in one room the one that started last is "now"; the next is the earliest to start.
 */
export function nowAndNext<T extends NowNextSession>(sessions: readonly T[], at: number): RoomNowNext<T>[] {
  const today = venueDayKey(at);
  const perRoom = new Map<string, RoomNowNext<T>>();
  for (const session of sessions) {
    if (session.status === 'cancelled') continue;
    const start = Date.parse(session.startTime);
    const end = Date.parse(session.endTime);
    if (Number.isNaN(start) || end <= at || venueDayKey(start) !== today) continue;
    const room = roomName(session);
    const entry = perRoom.get(room) ?? { room, now: null, next: null };
    perRoom.set(room, entry);
    if (start <= at) {
      if (!entry.now || Date.parse(entry.now.startTime) < start) entry.now = session;
    } else if (!entry.next || Date.parse(entry.next.startTime) > start) {
      entry.next = session;
    }
  }
  return sortRooms(perRoom.keys()).map((room) => perRoom.get(room)!);
}
