import type { Prisma } from '../generated/prisma/client.js';
import { conferenceDays, type TimeRange } from './availability-rules.js';

type Db = Prisma.TransactionClient;

/** Entered times by speaker id (all speakers', or these speakers'): one query, earliest first. */
export async function rangesBySpeaker(db: Db, speakerIds?: readonly number[]): Promise<Map<number, TimeRange[]>> {
  const rows = await db.speakerAvailability.findMany({
    where: speakerIds ? { speaker_id: { in: [...speakerIds] } } : undefined,
    orderBy: [{ speaker_id: 'asc' }, { start_time: 'asc' }],
    select: { speaker_id: true, start_time: true, end_time: true },
  });
  const result = new Map<number, TimeRange[]>();
  for (const { speaker_id, ...range } of rows) {
    const list = result.get(speaker_id);
    if (list) list.push(range);
    else result.set(speaker_id, [range]);
  }
  return result;
}

/** The programme's days as they are now (cancelled sessions do not make a day). */
export async function programmeDays(db: Db): Promise<string[]> {
  const sessions = await db.session.findMany({ where: { status: { not: 'cancelled' } }, select: { start_time: true } });
  return conferenceDays(sessions.map((s) => s.start_time));
}
