// The keyboard alternative to dragging and resizing a session block.
import type { AdminSession } from '../api/schedule-admin-api';
import { addDays, clockLabel, longDayLabel, venueIso, venueMoment } from './calendar-time';
import { conflictsText, movedStart, resizedEnd, roomOf, type Placement } from './calendar-layout';
import { unavailableText } from './unavailable-times';
import type { MoveChange } from '../hooks/use-session-mover';
import { t } from '@lingui/core/macro';

/** How to move a session from the keyboard (the blocks' description and the drag instructions). */
export const keyboardHelp = () =>
  t`Press Enter for details. Arrow Up or Down moves a session 30 minutes earlier or later, Arrow Left or Right moves it to the previous or next room, Shift with Arrow Left or Right moves it a day, Shift with Arrow Up or Down makes it end 30 minutes earlier or later.`;

export type KeyOutcome = { kind: 'open' } | { kind: 'move'; change: MoveChange; day: string } | { kind: 'refuse'; message: string } | { kind: 'ignore' };

/** What a key pressed on a focused block does. */
export function keyOutcome(p: Placement, key: string, shift: boolean, rooms: readonly string[]): KeyOutcome {
  if (key === 'Enter' || key === ' ') return { kind: 'open' };
  const title = p.session.title;
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const steps = key === 'ArrowUp' ? -1 : 1;
    if (shift) {
      const end = resizedEnd(p.start, p.end, steps);
      if (end === p.end) return { kind: 'refuse', message: steps < 0 ? t`''${title}'' cannot be made shorter.` : t`''${title}'' cannot be made longer.` };
      return { kind: 'move', change: { endTime: venueIso(p.day, end) }, day: p.day };
    }
    const start = movedStart(p.start, p.end, steps);
    if (start === p.start)
      return {
        kind: 'refuse',
        message: steps < 0 ? t`''${title}'' cannot move earlier on this calendar.` : t`''${title}'' cannot move later on this calendar.`,
      };
    return { kind: 'move', change: { startTime: venueIso(p.day, start) }, day: p.day };
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const steps = key === 'ArrowLeft' ? -1 : 1;
    if (shift) {
      const day = addDays(p.day, steps);
      return { kind: 'move', change: { startTime: venueIso(day, p.start) }, day };
    }
    const room = rooms[p.roomIndex + steps];
    if (room === undefined)
      return { kind: 'refuse', message: steps < 0 ? t`''${title}'' is already in the first room.` : t`''${title}'' is already in the last room.` };
    return { kind: 'move', change: { room }, day: p.day };
  }
  return { kind: 'ignore' };
}

/** The announcement after a move: where the session is now, and any clash. */
export function movedText(saved: AdminSession): string {
  const start = venueMoment(saved.startTime);
  const end = venueMoment(saved.endTime);
  const conflicts = conflictsText(saved.conflicts);
  const clash = saved.conflicts.length ? ` ${t`Clash: ${conflicts}.`}` : '';
  const unavailable = saved.unavailable_speakers.length ? ` ${unavailableText(saved.unavailable_speakers)}.` : '';
  const title = saved.title;
  const day = longDayLabel(start.day);
  const from = clockLabel(start.minutes);
  const to = clockLabel(end.minutes);
  const room = roomOf(saved);
  return t`''${title}'' now ${day}, ${from} - ${to}, ${room}.` + clash + unavailable;
}

/** Where a session is (for the conflict dialog): 'Tuesday, March 11, 2031, 10:00 AM - 11:00 AM, Room B'. */
export function whereText(startTime: string, endTime: string, room: string): string {
  return `${whenText(startTime, endTime)}, ${room.trim() || 'TBA'}`;
}

/** 'Tuesday, March 11, 2031, 10:00 AM - 11:00 AM' (venue time). */
export function whenText(startTime: string, endTime: string): string {
  const start = venueMoment(startTime);
  const end = venueMoment(endTime);
  return `${longDayLabel(start.day)}, ${clockLabel(start.minutes)} - ${clockLabel(end.minutes)}`;
}

/** Where this editor wanted the session: the change applied to the session as they saw it. */
export function intendedWhere(mine: AdminSession, change: MoveChange): string {
  const startTime = change.startTime ?? mine.startTime;
  const endTime =
    change.endTime ??
    (change.startTime ? new Date(Date.parse(change.startTime) + Date.parse(mine.endTime) - Date.parse(mine.startTime)).toISOString() : mine.endTime);
  return whereText(startTime, endTime, change.room ?? mine.room);
}
