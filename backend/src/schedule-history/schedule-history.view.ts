import { z } from 'zod';
import { dateTime, id } from '../views/fields.js';
import type { ScheduleCommand } from '../generated/prisma/client.js';
import { AdminSessionView, SessionStatus } from '../sessions/session.view.js';
import { commandLabel, type Placement } from '../sessions/placement.js';

export const PlacementView = z
  .object({ startTime: dateTime(), endTime: dateTime(), room: z.string(), status: SessionStatus })
  .meta({ id: 'SchedulePlacement', description: 'Where and when a session takes place: what undo and redo put back.' });

export const ScheduleCommandView = z
  .object({
    id: id(),
    kind: z.enum(['move', 'edit']).meta({ description: 'move: a calendar drag, resize or key; edit: the session form.' }),
    label: z.string().meta({ description: 'What the change did, e.g. "Move \'Keynote\' to 10:00 AM, Hall A" (venue time).' }),
    session_id: id().nullable().meta({ description: 'Null once the session was deleted (the command can no longer be undone).' }),
    title: z.string(),
    before: PlacementView,
    after: PlacementView,
    created_at: dateTime(),
  })
  .meta({ id: 'ScheduleCommand', description: 'One of your own schedule changes that can be undone or redone.' });
export type ScheduleCommandView = z.output<typeof ScheduleCommandView>;

export const ScheduleHistoryView = z
  .object({
    undo: z.array(ScheduleCommandView).meta({ description: 'Your undo stack, the next to undo first (at most 10 shown).' }),
    redo: z.array(ScheduleCommandView).meta({ description: 'Your redo stack, the next to redo first (at most 10 shown).' }),
  })
  .meta({ id: 'ScheduleHistory', description: "The signed-in organiser's own undo and redo stacks; nobody else's changes are in them." });
export type ScheduleHistoryView = z.output<typeof ScheduleHistoryView>;

export const ScheduleStepView = z
  .object({
    command: ScheduleCommandView,
    session: AdminSessionView,
    history: ScheduleHistoryView,
  })
  .meta({
    id: 'ScheduleStep',
    description: 'After an undo or redo: the command undone, redone or (keep_theirs) dropped, the session as it is now, and your stacks.',
  });
export type ScheduleStepView = z.output<typeof ScheduleStepView>;

export type CommandRow = ScheduleCommand & { session: { title: string } | null };

export function toCommandView(row: CommandRow): ScheduleCommandView {
  const before = row.before as unknown as Placement;
  const after = row.after as unknown as Placement;
  const title = row.session?.title ?? row.title;
  return {
    id: row.id,
    kind: row.kind === 'edit' ? 'edit' : 'move',
    label: commandLabel(title, before, after),
    session_id: row.session_id,
    title,
    before,
    after,
    created_at: row.created_at.toISOString(),
  };
}

/** The 409 of a step: the session changed since (with `current`, to force or keep theirs), or the stack moved on (no `current`). */
export const StepConflictView = z
  .object({ detail: z.string(), current: AdminSessionView.optional() })
  .meta({ id: 'ScheduleStepConflict', description: 'Why the step was refused; `current` is the session as it is now when someone changed it since.' });
