// Where and when a session takes place, as an undoable command records it, and the one line that names a command.
import { venueFormat } from '../common/event-time.js';
import type { SessionStatus } from '../generated/prisma/enums.js';

/** The fields an undo or redo puts back: what a calendar move or the form's time, room and status change. */
export interface Placement {
  startTime: string;
  endTime: string;
  room: string;
  status: SessionStatus;
}

export const PLACEMENT_FIELDS = ['startTime', 'endTime', 'room', 'status'] as const;
export type PlacementField = (typeof PLACEMENT_FIELDS)[number];

export function placementOf(session: { start_time: Date; end_time: Date; room: string; status: SessionStatus }): Placement {
  return { startTime: session.start_time.toISOString(), endTime: session.end_time.toISOString(), room: session.room || 'TBA', status: session.status };
}

/** The fields that differ: what a command changed, and so all that undoing or redoing it writes. */
export function changedFields(before: Placement, after: Placement): PlacementField[] {
  return PLACEMENT_FIELDS.filter((field) => before[field] !== after[field]);
}

const time = () => venueFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
const day = () => venueFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const dayKey = () => venueFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * "Move 'Keynote' to 10:00 AM, Hall A" (venue time; the day too when it changed), "Resize 'Keynote' to 10:00 AM -
 * 12:00 PM", "Move 'Keynote' to Hall B", "Mark 'Keynote' cancelled".
 */
export function commandLabel(title: string, before: Placement, after: Placement): string {
  const changed = new Set(changedFields(before, after));
  const name = `'${title}'`;
  const start = new Date(after.startTime);
  const end = new Date(after.endTime);
  const newDay = dayKey().format(start) !== dayKey().format(new Date(before.startTime));
  const at = `${newDay ? `${day().format(start)}, ` : ''}${time().format(start)}`;
  const sameLength = Date.parse(after.endTime) - Date.parse(after.startTime) === Date.parse(before.endTime) - Date.parse(before.startTime);
  const parts: string[] = [];
  if (changed.has('startTime')) parts.push(sameLength ? at : `${at} - ${time().format(end)}`);
  else if (changed.has('endTime')) parts.push(`${time().format(start)} - ${time().format(end)}`);
  if (changed.has('startTime') || changed.has('room')) parts.push(after.room);
  const status = changed.has('status') ? after.status : null;
  if (parts.length === 0) return status ? `Mark ${name} ${status}` : `Change ${name}`;
  const verb = changed.has('startTime') || changed.has('room') ? 'Move' : 'Resize';
  return `${verb} ${name} to ${parts.join(', ')}${status ? ` and mark it ${status}` : ''}`;
}
