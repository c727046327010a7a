// What runs in each room now and next, from the public programme and the rooms' delay marks: pure, so the public
// route, the tests and the screens' reasoning share one rule. A room running late shifts its sessions: one whose
// start plus the delay has not come is still next, one whose end plus the delay has not come is still on.
import { venueDay } from '../common/event-time.js';
import { isRoom, roomKey } from '../rooms/room-key.js';
import type { SessionView } from '../sessions/session.view.js';
import type { NowSessionView, PublicRoomView, RoomNowView } from './room-delay.view.js';

const MINUTE = 60_000;

/** How late a room runs at `at`: its mark counts on the venue date it was made for only (it clears itself at midnight). */
export const delayOn = (room: Pick<PublicRoomView, 'delay_day' | 'delay_minutes'> | undefined, today: string) =>
  room && room.delay_day === today ? room.delay_minutes : 0;

const nowSession = (s: SessionView): NowSessionView => ({
  id: s.id,
  title: s.title,
  start_time: s.startTime,
  end_time: s.endTime,
  speakers: s.speakers.map((p) => p.name),
});

/** Each room with a session today (venue time), in name order: the session under way and the next one. */
export function roomsNow(sessions: readonly SessionView[], rooms: readonly PublicRoomView[], at: Date): RoomNowView[] {
  const today = venueDay(at);
  const known = new Map(rooms.map((r) => [roomKey(r.name), r]));
  const byRoom = new Map<string, { name: string; sessions: SessionView[] }>();
  for (const s of sessions) {
    if (s.status === 'cancelled' || !isRoom(s.room) || venueDay(new Date(s.startTime)) !== today) continue;
    const key = roomKey(s.room);
    const held = byRoom.get(key) ?? byRoom.set(key, { name: known.get(key)?.name ?? s.room.trim(), sessions: [] }).get(key)!;
    held.sessions.push(s);
  }
  const time = at.getTime();
  return [...byRoom.entries()]
    .map(([key, { name, sessions: inRoom }]) => {
      const room = known.get(key);
      const delay = delayOn(room, today) * MINUTE;
      const ordered = inRoom.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id);
      const now = ordered.find((s) => Date.parse(s.startTime) + delay <= time && time < Date.parse(s.endTime) + delay);
      const next = ordered.find((s) => Date.parse(s.startTime) + delay > time);
      return {
        room: name,
        now: now ? nowSession(now) : null,
        next: next ? nowSession(next) : null,
        delay_minutes: delayOn(room, today),
        stream_url: room?.stream_url ?? null,
      };
    })
    .sort((a, b) => a.room.localeCompare(b.room, 'en', { numeric: true }));
}
