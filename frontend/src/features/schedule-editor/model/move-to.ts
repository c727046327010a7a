// "Move to...": the single-pointer alternative to dragging a session (WCAG 2.5.7). A day, a start and a room chosen in
// a dialog become the same move command a drag or a key press sends (use-session-mover.ts).
import type { MoveChange } from '../hooks/use-session-mover';
import { isDayKey, venueIso } from './calendar-time';
import { DAY_END, DAY_START, roomOf, SLOT_MINUTES, type Placement } from './calendar-layout';
import { t } from '@lingui/core/macro';

export interface MoveToChoice {
  /** 'YYYY-MM-DD' at the venue, as a date field gives it ('' when cleared). */
  day: string;
  /** Venue minutes since midnight. */
  start: number;
  room: string;
}

export type MoveToOutcome =
  { kind: 'move'; change: MoveChange; day: string } | { kind: 'invalid'; field: 'day' | 'start'; message: string } | { kind: 'unchanged'; message: string };

/** Where the session is now: what the dialog starts from. */
export function currentChoice(p: Placement): MoveToChoice {
  return { day: p.day, start: p.start, room: roomOf(p.session) };
}

/**
 * The starts offered: every half-hour from 08:00 at which the session, keeping its length, still ends by 20:00 (the
 * calendar's day, as the drag and the keys keep it), and its own start even when it is off those steps or outside.
 */
export function startOptions(p: Placement): number[] {
  const latest = Math.max(DAY_START, DAY_END - (p.end - p.start));
  const starts = new Set<number>([p.start]);
  for (let m = DAY_START; m <= latest; m += SLOT_MINUTES) starts.add(m);
  return [...starts].sort((a, b) => a - b);
}

/**
 * The move a choice asks for, naming only what changed (a new start alone keeps the length, as with a drag), or why
 * there is nothing to send.
 */
export function moveToOutcome(p: Placement, choice: MoveToChoice): MoveToOutcome {
  if (!isDayKey(choice.day)) return { kind: 'invalid', field: 'day', message: t`Choose a day.` };
  if (!startOptions(p).includes(choice.start)) return { kind: 'invalid', field: 'start', message: t`Choose a start time.` };
  const change: MoveChange = {};
  if (choice.day !== p.day || choice.start !== p.start) change.startTime = venueIso(choice.day, choice.start);
  if (choice.room !== roomOf(p.session)) change.room = choice.room;
  if (!change.startTime && change.room === undefined)
    return { kind: 'unchanged', message: t`The session is already there. Choose another day, start or room.` };
  return { kind: 'move', change, day: choice.day };
}
