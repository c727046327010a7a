// The words of a session notice: one line per session, said to an attendee who saved it or to one of its speakers,
// in their language, and the notice that gathers a window's lines.
import type { I18n } from '@lingui/core';
import { formatSlot } from '../common/event-time.js';
import { i18nIn, type Language } from '../i18n/languages.js';
import type { SessionSnapshot } from '../events/domain-events.js';
import { revive } from '../events/durable-events.js';

/**
 * What a change means to one user; `speaker`: they speak in the session (their own wording, and their page). A type,
 * not an interface: Prisma takes it as JSON only with the implicit index signature a type has.
 */
export type NoticeLine = {
  line: string;
  cancelled: boolean;
  speaker: boolean;
};

/**
 * A line as a notice keeps it while its window is open: with the session as it stood when the window opened
 * (`from`, as JSON), so a later change of the same session is said from there, and a change back says nothing.
 */
export type PendingLine = NoticeLine & { from: SessionSnapshot };

/** A notice's lines, keyed by session id: each session's net change in the window. */
export type NoticeLines = Record<string, PendingLine>;

/** The lines of a notice as stored (JSON): `from` read back with its times as dates. */
export function readLines(stored: unknown): NoticeLines {
  return revive(stored ?? {}) as NoticeLines;
}

/** Where a notice leads: a speaker's own session matters most, so any line of theirs leads to their page. */
export const noticeLink = (lines: NoticeLine[]) => (lines.some((l) => l.speaker) ? '/speaker' : '/dashboard');

/** Whether the change is one an attendee or speaker plans around: time, room, cancellation, removal. */
export function isNoticeable(before: SessionSnapshot, after: SessionSnapshot | null): boolean {
  if (!after) return true;
  const moved = before.start_time.getTime() !== after.start_time.getTime() || before.end_time.getTime() !== after.end_time.getTime();
  return moved || before.room !== after.room || (before.status === 'cancelled') !== (after.status === 'cancelled');
}

/** Who reads a line: a speaker of the session or not, in their language, which names the session `title`. */
export interface Reader {
  speaker: boolean;
  language: Language;
  title: string;
}

/** Who the line is about: "Your session 'X'" for its speakers, "'X'" for those who saved it. */
function named(i18n: I18n, reader: Reader): string {
  return reader.speaker ? i18n._("Your session ''{title}''", { title: reader.title }) : i18n._("''{title}''", { title: reader.title });
}

/** What changed, in one line in the reader's language; null when nothing noticeable did (isNoticeable). */
export function describeChange(before: SessionSnapshot, after: SessionSnapshot | null, reader: Reader): NoticeLine | null {
  if (!isNoticeable(before, after)) return null;
  const i18n = i18nIn(reader.language);
  const name = named(i18n, reader);
  const { speaker } = reader;
  if (!after) return { line: i18n._('{name} was removed from the programme.', { name }), cancelled: true, speaker };
  if (after.status === 'cancelled' && before.status !== 'cancelled') return { line: i18n._('{name} has been cancelled.', { name }), cancelled: true, speaker };
  const moved = before.start_time.getTime() !== after.start_time.getTime() || before.end_time.getTime() !== after.end_time.getTime();
  const parts = [
    before.status === 'cancelled' && after.status !== 'cancelled' && i18n._('is back in the programme'),
    moved && i18n._('now takes place {slot}', { slot: formatSlot(after.start_time, after.end_time, reader.language) }),
    before.room !== after.room && i18n._('is now in {room}', { room: after.room }),
  ].filter((part): part is string => Boolean(part));
  const what = parts.reduce((all, part) => i18n._('{first} and {second}', { first: all, second: part }));
  return { line: i18n._('{name} {what}.', { name, what }), cancelled: false, speaker };
}

/** The in-app notice for a window's lines (at least one), in the reader's language. */
export function summary(entries: NoticeLine[], language: Language) {
  const i18n = i18nIn(language);
  const title = entries.length > 1 ? i18n._('Schedule changes') : entries[0].cancelled ? i18n._('Session cancelled') : i18n._('Session changed');
  return {
    title,
    message: entries.map((e) => e.line).join(' '),
    type: entries.some((e) => e.cancelled) ? 'warning' : 'info',
    link: noticeLink(entries),
  } as const;
}
