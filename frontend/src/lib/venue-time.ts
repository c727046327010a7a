// Organisers and speakers enter times as the venue's wall clock (Vienna), whatever zone the browser is in; the server wants UTC.
import { config } from '@/lib/config';

/** Milliseconds the venue zone is ahead of UTC at the given instant. */
function zoneOffset(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** '2025-11-17T09:00' at the venue -> '2025-11-17T08:00:00.000Z'. Null for an incomplete value. */
export function venueLocalToIso(local: string, timeZone: string = config.eventTimeZone): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  // Two passes so a time next to a daylight-saving switch takes the offset valid at the result.
  let utc = asUtc - zoneOffset(asUtc, timeZone);
  utc = asUtc - zoneOffset(utc, timeZone);
  return new Date(utc).toISOString();
}

/** '2025-11-17T08:00:00.000Z' -> '2025-11-17T09:00' at the venue: the value of a datetime-local input. '' if invalid. */
export function isoToVenueLocal(iso: string | null | undefined, timeZone: string = config.eventTimeZone): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}
