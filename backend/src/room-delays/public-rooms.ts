import type { Prisma } from '../generated/prisma/client.js';
import type { PublicRoomsView } from './room-delay.view.js';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { numeric: true });

/**
 * The rooms' public record: each room with a stream or a delay mark. The mark keeps its day, and readers compare it
 * with today's, so a mark from yesterday reads as no delay without anyone writing at midnight.
 */
export async function publicRooms(db: Prisma.TransactionClient): Promise<PublicRoomsView> {
  const [rooms, delays] = [await db.room.findMany({ where: { stream_url: { not: null } } }), await db.roomDelay.findMany()];
  const byKey = new Map<string, PublicRoomsView['rooms'][number]>();
  for (const r of rooms) byKey.set(r.key, { name: r.name, stream_url: r.stream_url, delay_day: null, delay_minutes: 0 });
  for (const d of delays) {
    const held = byKey.get(d.key);
    if (held) Object.assign(held, { delay_day: d.day, delay_minutes: d.minutes });
    else byKey.set(d.key, { name: d.name, stream_url: null, delay_day: d.day, delay_minutes: d.minutes });
  }
  return { rooms: [...byKey.values()].sort(byName) };
}
