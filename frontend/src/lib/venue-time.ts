// Organisers and speakers enter times as the venue's wall clock, whatever zone the browser is in; the server wants UTC.
import { venueTimeZone } from '@/lib/venue-zone';

/** A wall-clock reading, each part zero-padded: {year: '2025', month: '11', day: '17', hour: '09', minute: '00', second: '00'}. */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

// One formatter per zone: building one per call is what makes date formatting slow (the calendar reads every session).
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** What the clocks show at the venue (or in `timeZone`) at an instant. */
export function venueWallClock(date: Date, timeZone: string = venueTimeZone()): WallClock {
  const parts = wallClockFormat(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Milliseconds the venue zone is ahead of UTC at the given instant. */
function zoneOffset(utcMs: number, timeZone: string): number {
  const wall = venueWallClock(new Date(utcMs), timeZone);
  const wallMs = Date.UTC(+wall.year, +wall.month - 1, +wall.day, +wall.hour, +wall.minute, +wall.second);
  return wallMs - Math.floor(utcMs / 1000) * 1000;
}

/** '2025-11-17T09:00' at the venue -> '2025-11-17T08:00:00.000Z'. Null for an incomplete value. */
export function venueLocalToIso(local: string, timeZone: string = venueTimeZone()): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  // Two passes so a time next to a daylight-saving switch takes the offset valid at the result.
  let utc = asUtc - zoneOffset(asUtc, timeZone);
  utc = asUtc - zoneOffset(utc, timeZone);
  return new Date(utc).toISOString();
}

/** '2025-11-17T08:00:00.000Z' -> '2025-11-17T09:00' at the venue: the value of a datetime-local input. '' if invalid. */
export function isoToVenueLocal(iso: string | null | undefined, timeZone: string = venueTimeZone()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = venueWallClock(date, timeZone);
  return `${wall.year}-${wall.month}-${wall.day}T${wall.hour}:${wall.minute}`;
}
