// When what a screen shows changes by itself (a session ends or starts, the delay taken into account): the screen
// asks for /public/now again then, without waiting for a push (time passing is nobody's edit).
import type { NowAnswer } from '@/lib/public/rooms-api';

const MINUTE = 60_000;

/** The first moment after `now` at which a room's now or next changes; null when nothing more happens today. */
export function nextChange(answer: NowAnswer | undefined, now: number): number | null {
  let first: number | null = null;
  for (const room of answer?.rooms ?? []) {
    const delay = room.delay_minutes * MINUTE;
    const moments = [room.now && Date.parse(room.now.end_time) + delay, room.next && Date.parse(room.next.start_time) + delay];
    for (const moment of moments) if (moment && moment > now && (first === null || moment < first)) first = moment;
  }
  return first;
}

const roomKey = (room: string) => room.trim().toLowerCase();

/** The room a screen's address names (any case and spacing), from /public/now. */
export const roomIn = (answer: NowAnswer | undefined, name: string) => answer?.rooms.find((r) => roomKey(r.room) === roomKey(name));
