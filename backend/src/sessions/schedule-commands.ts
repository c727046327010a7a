// Writing an organiser's undo history, inside the transaction of the change it records: every session edit records
// itself here, so the sessions module owns the writing; schedule-history/ lists, undoes and redoes what it wrote.
import type { Prisma } from '../generated/prisma/client.js';
import { changedFields, placementOf, type Placement } from './placement.js';

type Tx = Prisma.TransactionClient;
type Row = { id: number; title: string; version: number; start_time: Date; end_time: Date; room: string; status: Placement['status'] };

/** How many of an organiser's changes stay undoable. */
export const HISTORY_LIMIT = 50;

export type CommandKind = 'move' | 'edit';

/** Every command of this organiser, locked until the transaction ends: their undo, redo and new changes queue here. */
export async function lockHistory(tx: Tx, actorId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM schedule_commands WHERE actor_id = ${actorId} FOR UPDATE`;
}

/**
 * Records a change of a session's placement by `actorId` (nothing when the placement stayed): it becomes the top of
 * their undo stack, their redo stack is cleared (a new change ends what could be redone), and the oldest commands
 * beyond HISTORY_LIMIT go. The session row is already locked by the edit, so locks are taken session first, then
 * history, as everywhere.
 */
export async function recordCommand(tx: Tx, actorId: number, kind: CommandKind, before: Row, after: Row): Promise<void> {
  const from = placementOf(before);
  const to = placementOf(after);
  if (changedFields(from, to).length === 0) return;
  await lockHistory(tx, actorId);
  await tx.scheduleCommand.deleteMany({ where: { actor_id: actorId, state: 'undone' } });
  await tx.scheduleCommand.create({
    data: {
      actor_id: actorId,
      session_id: after.id,
      title: after.title,
      kind,
      before: { ...from },
      after: { ...to },
      version: after.version,
      base_version: before.version,
    },
  });
  const kept = await tx.scheduleCommand.findMany({ where: { actor_id: actorId }, orderBy: { id: 'desc' }, take: HISTORY_LIMIT, select: { id: true } });
  await tx.scheduleCommand.deleteMany({ where: { actor_id: actorId, id: { notIn: kept.map((c) => c.id) } } });
}
