// The public 'What changed' list: published changes of time, room and status, read from the audit trail. Who made a
// change is not published; wording edits are not listed.
import { z } from 'zod';
import { dateTime, id } from '../common/openapi.js';
import type { AuditEntry } from '../generated/prisma/client.js';

interface SessionJson {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  room: string;
  status: string;
}

const ChangeKindView = z.enum(['moved', 'room', 'cancelled', 'reinstated', 'removed']).meta({ id: 'ScheduleChangeKind' });
export type ChangeKind = z.output<typeof ChangeKindView>;

const SlotView = z.object({ startTime: dateTime(), endTime: dateTime(), room: z.string(), status: z.string() }).meta({ id: 'ScheduleSlot' });

export const ScheduleChangeView = z
  .object({
    id: id(),
    at: dateTime(),
    session_id: id(),
    title: z.string(),
    kinds: z.array(ChangeKindView),
    before: SlotView,
    after: SlotView.nullable().meta({ description: 'null when the session was removed.' }),
  })
  .meta({ id: 'ScheduleChange', description: "One published change of a session's time, room or status ('What changed')." });
export type PublicChange = z.output<typeof ScheduleChangeView>;

const slot = (s: SessionJson) => ({ startTime: s.startTime, endTime: s.endTime, room: s.room, status: s.status });

export function toPublicChange(entry: AuditEntry): PublicChange | null {
  const before = entry.before as SessionJson | null;
  const after = entry.after as SessionJson | null;
  if (!before) return null;
  const kinds: ChangeKind[] = [];
  if (!after) {
    kinds.push('removed');
  } else {
    if (before.startTime !== after.startTime || before.endTime !== after.endTime) kinds.push('moved');
    if (before.room !== after.room) kinds.push('room');
    if (before.status !== 'cancelled' && after.status === 'cancelled') kinds.push('cancelled');
    if (before.status === 'cancelled' && after.status !== 'cancelled') kinds.push('reinstated');
  }
  if (kinds.length === 0) return null;
  return {
    id: entry.id,
    at: entry.created_at.toISOString(),
    session_id: before.id,
    title: (after ?? before).title,
    kinds,
    before: slot(before),
    after: after ? slot(after) : null,
  };
}

/** How far back the list looks: the newest schedule edits, of which those that changed a slot are published. */
const SCAN = 500;

export async function publishedChanges(prisma: { auditEntry: { findMany: (args: object) => Promise<AuditEntry[]> } }, limit: number) {
  const entries = await prisma.auditEntry.findMany({
    where: { entity: 'session', action: { in: ['update', 'move', 'delete'] } },
    orderBy: { id: 'desc' },
    take: SCAN,
  });
  return entries
    .map(toPublicChange)
    .filter((c): c is PublicChange => c !== null)
    .slice(0, limit);
}
