import { sessionEnd, sessionStart } from '@/lib/schedule-days';
import type { ConferenceSession } from '@/types/api';

function span(session: ConferenceSession): [start: number, end: number] | null {
  const start = sessionStart(session);
  const end = sessionEnd(session);
  if (!start || !end) return null;
  const range: [number, number] = [new Date(start).getTime(), new Date(end).getTime()];
  return Number.isFinite(range[0]) && Number.isFinite(range[1]) && range[0] < range[1] ? range : null;
}

/**
 * Which of `sessions` run at the same time as which others (by id, each list in start order). Back to back is not an
 * overlap, and a cancelled session overlaps nothing: it does not take anyone's time.
 */
export function overlapsAmong(sessions: readonly ConferenceSession[]): Map<number, ConferenceSession[]> {
  const timed = sessions
    .filter((session) => session.status !== 'cancelled')
    .map((session) => ({ session, range: span(session) }))
    .filter((entry): entry is { session: ConferenceSession; range: [number, number] } => entry.range !== null)
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  const found = new Map<number, ConferenceSession[]>();
  const note = (one: ConferenceSession, other: ConferenceSession) => found.set(one.id, [...(found.get(one.id) ?? []), other]);
  for (let i = 0; i < timed.length; i++) {
    for (let j = i + 1; j < timed.length && timed[j].range[0] < timed[i].range[1]; j++) {
      if (timed[j].session.id === timed[i].session.id) continue;
      note(timed[i].session, timed[j].session);
      note(timed[j].session, timed[i].session);
    }
  }
  for (const list of found.values()) list.sort((a, b) => (span(a)?.[0] ?? 0) - (span(b)?.[0] ?? 0));
  return found;
}

/** The starred sessions `session` overlaps with, when it is starred itself; none otherwise. */
export function starredOverlaps(session: ConferenceSession, sessions: readonly ConferenceSession[], starred: readonly number[]): ConferenceSession[] {
  if (!starred.includes(session.id) || starred.length < 2) return [];
  const picked = sessions.filter((s) => s.id !== session.id && starred.includes(s.id));
  return overlapsAmong([session, ...picked]).get(session.id) ?? [];
}
