// What the public programme shows of a session's room besides its name: where it is streamed and whether it is on
// a venue map. Read live (not frozen by a release), like seats: a stream link set during the event shows at once.
import type { Prisma } from '../generated/prisma/client.js';
import { roomKey } from './room-key.js';

export interface RoomMedia {
  stream_url: string | null;
  on_map: boolean;
}

const NONE: RoomMedia = { stream_url: null, on_map: false };

/** The rooms organisers set a stream or a place on a map for, by room key: one query. */
export async function roomMedia(db: Prisma.TransactionClient): Promise<(room: string) => RoomMedia> {
  const rows = await db.room.findMany({
    where: { OR: [{ stream_url: { not: null } }, { map_id: { not: null } }] },
    select: { key: true, stream_url: true, map_id: true },
  });
  const byKey = new Map(rows.map((r) => [r.key, { stream_url: r.stream_url, on_map: r.map_id !== null }]));
  return (room) => byKey.get(roomKey(room)) ?? NONE;
}
