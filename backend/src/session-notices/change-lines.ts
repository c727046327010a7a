// The words of a session notice: one line per session, said to an attendee who saved it or to one of its speakers,
// and the notice that gathers a window's lines.
import { formatSlot } from '../common/event-time.js';
import type { SessionSnapshot } from '../events/domain-events.js';

/**
 * What a change means to one user; `speaker`: they speak in the session (their own wording, and their page). A type,
 * not an interface: Prisma takes it as JSON only with the implicit index signature a type has.
 */
export type NoticeLine = {
  line: string;
  cancelled: boolean;
  speaker: boolean;
};

/** A notice's lines, keyed by session id: the latest change of a session replaces its line. */
export type NoticeLines = Record<string, NoticeLine>;

/** Where a notice leads: a speaker's own session matters most, so any line of theirs leads to their page. */
export const noticeLink = (lines: NoticeLine[]) => (lines.some((l) => l.speaker) ? '/speaker' : '/dashboard');

/**
 * What changed, in one line; null when nothing an attendee or speaker plans around (time, room, cancellation) did.
 * `speaker`: said to one of the session's speakers ("Your session ...").
 */
export function describeChange(before: SessionSnapshot, after: SessionSnapshot | null, speaker = false): NoticeLine | null {
  const name = (title: string) => (speaker ? `Your session '${title}'` : `'${title}'`);
  if (!after) return { line: `${name(before.title)} was removed from the programme.`, cancelled: true, speaker };
  if (after.status === 'cancelled' && before.status !== 'cancelled') return { line: `${name(before.title)} has been cancelled.`, cancelled: true, speaker };
  const moved = before.start_time.getTime() !== after.start_time.getTime() || before.end_time.getTime() !== after.end_time.getTime();
  const roomChanged = before.room !== after.room;
  const reinstated = before.status === 'cancelled' && after.status !== 'cancelled';
  if (!moved && !roomChanged && !reinstated) return null;
  const parts = [
    reinstated && 'is back in the programme',
    moved && `now takes place ${formatSlot(after.start_time, after.end_time)}`,
    roomChanged && `is now in ${after.room}`,
  ].filter(Boolean);
  return { line: `${name(after.title)} ${parts.join(' and ')}.`, cancelled: false, speaker };
}

/** The in-app notice for a window's lines. */
export function summary(changes: NoticeLines) {
  const entries = Object.values(changes);
  const title = entries.length > 1 ? 'Schedule changes' : entries[0].cancelled ? 'Session cancelled' : 'Session changed';
  return {
    title,
    message: entries.map((e) => e.line).join(' '),
    type: entries.some((e) => e.cancelled) ? 'warning' : 'info',
    link: noticeLink(entries),
  } as const;
}
