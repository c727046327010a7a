// Speakers' availability, the pure part: which days a speaker may enter times for, whether a set of times can be
// stored, and which of a session's speakers are unavailable for it. Times are instants; days are the venue's
// calendar days (common/event-time.ts), as the editor shows them.
import { formatSlot, venueTime } from '../common/event-time.js';
import { text, type Text } from '../i18n/error-text.js';

export interface TimeRange {
  start_time: Date;
  end_time: Date;
}

/** A sane upper bound: a few ranges a day for a conference of a few days. */
export const MAX_AVAILABILITY_RANGES = 50;
/** Times are entered in quarter hours. */
const STEP_MS = 15 * 60_000;

export const NO_DAYS = /*i18n*/ 'Availability opens once the programme has days';

/** The programme's days: the venue days on which sessions start, earliest first. */
export function conferenceDays(starts: Iterable<Date>): string[] {
  return [...new Set([...starts].map((start) => venueTime(start).date))].sort();
}

/** The venue day a range lies in, or null if it is not inside one (its end may be the next midnight). */
export function dayOf(range: TimeRange): string | null {
  const start = venueTime(range.start_time);
  const end = venueTime(range.end_time);
  if (end.date === start.date) return start.date;
  const endsAtMidnight = end.time === '00:00' && end.seconds === '00';
  const nextDay = new Date(`${start.date}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  return endsAtMidnight && end.date === nextDay.toISOString().slice(0, 10) ? start.date : null;
}

export interface RangeProblem {
  /** The index of the refused range in what was sent. */
  index: number;
  msg: Text;
}

/**
 * What is wrong with a speaker's new set of ranges (the first problem found), or null if it can be stored: each
 * range ends after it starts, on quarter hours, inside one of `days`; no two overlap (ranges that meet end to start
 * are fine). Overlaps are refused, not merged, so what is stored is what the speaker sees.
 */
export function rangesProblem(ranges: readonly TimeRange[], days: readonly string[]): RangeProblem | null {
  for (const [index, range] of ranges.entries()) {
    if (range.end_time <= range.start_time) return { index, msg: /*i18n*/ 'The end must be after the start' };
    if (range.start_time.getTime() % STEP_MS !== 0 || range.end_time.getTime() % STEP_MS !== 0) {
      return { index, msg: /*i18n*/ 'Times must be on the quarter hour (:00, :15, :30 or :45)' };
    }
    const day = dayOf(range);
    if (!day || !days.includes(day)) {
      return {
        index,
        msg: text(/*i18n*/ '{slot} is not within a conference day ({days})', { slot: formatSlot(range.start_time, range.end_time), days: days.join(', ') }),
      };
    }
  }
  const sorted = ranges.map((range, index) => ({ range, index })).sort((a, b) => a.range.start_time.getTime() - b.range.start_time.getTime());
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1].range;
    const after = sorted[i].range;
    if (after.start_time < before.end_time) {
      const first = formatSlot(before.start_time, before.end_time);
      const second = formatSlot(after.start_time, after.end_time);
      return { index: sorted[i].index, msg: text(/*i18n*/ '{second} overlaps {first}: make them one range', { second, first }) };
    }
  }
  return null;
}

/** Whether `ranges` (in any order) together cover the whole of [start, end). */
export function covers(ranges: readonly TimeRange[], start: Date, end: Date): boolean {
  let reached = start.getTime();
  for (const range of [...ranges].sort((a, b) => a.start_time.getTime() - b.start_time.getTime())) {
    if (range.start_time.getTime() > reached) break;
    reached = Math.max(reached, range.end_time.getTime());
    if (reached >= end.getTime()) return true;
  }
  return reached >= end.getTime();
}

export interface AvailabilitySlot {
  start_time: Date;
  end_time: Date;
  status: string;
  speakers: { id: number; name: string }[];
}

/**
 * The session's speakers who entered their availability and are not available for all of it. A speaker who entered
 * nothing is available at any time; a cancelled session needs nobody.
 */
export function unavailableSpeakers(slot: AvailabilitySlot, rangesBySpeaker: ReadonlyMap<number, readonly TimeRange[]>) {
  if (slot.status === 'cancelled') return [];
  return slot.speakers
    .filter((speaker) => {
      const ranges = rangesBySpeaker.get(speaker.id);
      return ranges !== undefined && ranges.length > 0 && !covers(ranges, slot.start_time, slot.end_time);
    })
    .map((speaker) => ({ id: speaker.id, name: speaker.name }));
}
