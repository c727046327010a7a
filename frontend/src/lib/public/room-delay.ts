import { useEffect, useRef, useState } from 'react';
import { firstRenderNow } from '@/lib/render-clock';
import { venueWallClock } from '@/lib/venue-time';
import { useGetPublicRoomsQuery } from './rooms-api';

/** The venue's calendar date at an instant, YYYY-MM-DD. */
export function venueDate(at: Date): string {
  const { year, month, day } = venueWallClock(at);
  return `${year}-${month}-${day}`;
}

const roomKey = (room: string) => room.trim().toLowerCase();

/** How late a room runs at `at`: a mark counts on the venue date it was made for only (the server's rule, room-now.ts). */
export function delayOf(rooms: readonly { name: string; delay_day: string | null; delay_minutes: number }[] | undefined, room: string, at: Date): number {
  const mark = rooms?.find((r) => roomKey(r.name) === roomKey(room));
  return mark && mark.delay_day === venueDate(at) ? mark.delay_minutes : 0;
}

/**
 * How late a session runs: its room's delay today, while the session is still to end that day (a session of another
 * day, or one that ended, is not late). 0 when on time.
 */
export function sessionDelay(
  rooms: readonly { name: string; delay_day: string | null; delay_minutes: number }[] | undefined,
  session: { room: string; startTime: string; endTime: string; status?: string },
  at: Date,
): number {
  if (session.status === 'cancelled') return 0;
  const delay = delayOf(rooms, session.room, at);
  if (delay === 0 || venueDate(new Date(session.startTime)) !== venueDate(at)) return 0;
  return Date.parse(session.endTime) + delay * 60_000 > at.getTime() ? delay : 0;
}

/**
 * The session's delay, from the rooms' live record: first as of the server's render (a server-rendered page hydrates
 * as rendered), then by the browser's clock, each minute while some room runs late (a mark ends with its session
 * and its day).
 */
export function useSessionDelay(session: { room: string; startTime: string; endTime: string; status?: string }): number {
  const { data } = useGetPublicRoomsQuery();
  const [now, setNow] = useState(firstRenderNow);
  const late = data?.rooms.some((r) => r.delay_minutes > 0) ?? false;
  const ticked = useRef(false);
  useEffect(() => {
    if (!late) return;
    // At once after hydration (the render's instant may be old), then each minute.
    const timer = setTimeout(() => setNow(Date.now()), ticked.current ? 60_000 : 0);
    ticked.current = true;
    return () => clearTimeout(timer);
  }, [late, now]);
  return sessionDelay(data?.rooms, session, new Date(now));
}
