import { eventDayKey, formatLongDate } from '@/lib/format';
import type { ConferenceSession } from '@/types/api';

export interface EventDay {
  /** YYYY-MM-DD at the venue. */
  key: string;
  /** 'Monday, November 17, 2025' */
  label: string;
}

/** The start of a session: startTime, else the date and UTC time parts. */
export function sessionStart(session: ConferenceSession): string | null {
  if (session.startTime) return session.startTime;
  if (session.date) return `${session.date}T${session.time || '00:00'}:00Z`;
  return null;
}

/** The end of a session: endTime, else start plus duration (default 60 minutes). */
export function sessionEnd(session: ConferenceSession): string | null {
  if (session.endTime) return session.endTime;
  const start = sessionStart(session);
  if (!start) return null;
  return new Date(new Date(start).getTime() + (session.duration || 60) * 60_000).toISOString();
}

const startMs = (session: ConferenceSession) => {
  const start = sessionStart(session);
  return start ? new Date(start).getTime() : Number.POSITIVE_INFINITY;
};

/** Ascending by start (spec); sessions without a start go last. */
export function byStart(sessions: readonly ConferenceSession[]): ConferenceSession[] {
  return [...sessions].sort((a, b) => startMs(a) - startMs(b));
}

/** The event days that have sessions, earliest first, each labelled with its long date. */
export function eventDays(sessions: readonly ConferenceSession[]): EventDay[] {
  return daysOfStarts(byStart(sessions).map(sessionStart));
}

/** The days of these starts (in order), each once: what the server gives for the days of the programme. */
export function daysOfStarts(starts: readonly (string | null)[]): EventDay[] {
  const days = new Map<string, EventDay>();
  for (const start of starts) {
    if (!start) continue;
    const key = eventDayKey(start);
    if (!days.has(key)) days.set(key, { key, label: formatLongDate(start) });
  }
  return [...days.values()];
}

export function sessionsOnDay(sessions: readonly ConferenceSession[], dayKey: string): ConferenceSession[] {
  return byStart(sessions).filter((session) => {
    const start = sessionStart(session);
    return start !== null && eventDayKey(start) === dayKey;
  });
}
