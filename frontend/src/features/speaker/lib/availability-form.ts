// The Availability section's form: per conference day, time ranges as venue minutes since midnight (quarter-hour
// steps, up to 24:00), converted to and from the server's instants.
import { isoToVenueLocal, venueLocalToIso } from '@/lib/venue-time';
import type { Schemas } from '@/types/api';
import { currentLocale, intlLocale } from '@/lib/i18n/active-locale';
import { t } from '@lingui/core/macro';

export type AvailabilityRange = Schemas['AvailabilityRange'];
export type MyAvailability = Schemas['MyAvailability'];

export const STEP_MINUTES = 15;
export const DAY_MINUTES = 24 * 60;

export interface RangeRow {
  /** Stable while editing (React key and label). */
  key: number;
  from: number;
  to: number;
}

/** Day key (YYYY-MM-DD at the venue) -> its rows. */
export type AvailabilityForm = Record<string, RangeRow[]>;

let nextKey = 1;
export const newRow = (from: number, to: number): RangeRow => ({ key: nextKey++, from, to });

/** '2025-11-17T08:00:00Z' -> ['2025-11-17', 540] at the venue; an end at the next midnight is 1440 of `day`. */
function venueMinutes(iso: string, day?: string): [string, number] {
  const local = isoToVenueLocal(iso);
  const key = local.slice(0, 10);
  const minutes = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  if (day && key !== day && minutes === 0) return [day, DAY_MINUTES];
  return [key, minutes];
}

/** The form for the server's days and ranges; ranges on a day no longer in the programme are left out. */
export function formFrom({ days, slots }: MyAvailability): AvailabilityForm {
  const form: AvailabilityForm = Object.fromEntries(days.map((day) => [day, []]));
  for (const slot of slots) {
    const [day, from] = venueMinutes(slot.startTime);
    const [, to] = venueMinutes(slot.endTime, day);
    form[day]?.push(newRow(from, to));
  }
  return form;
}

const venueIso = (day: string, minutes: number) => {
  if (minutes < DAY_MINUTES) return venueLocalToIso(`${day}T${clock24(minutes)}`);
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return venueLocalToIso(`${next.toISOString().slice(0, 10)}T00:00`);
};

/** What PUT /api/speaker/availability takes: every row of every day, earliest first. */
export function slotsOf(form: AvailabilityForm): AvailabilityRange[] {
  return Object.keys(form)
    .sort()
    .flatMap((day) =>
      [...form[day]].sort((a, b) => a.from - b.from).map((row) => ({ startTime: venueIso(day, row.from) ?? '', endTime: venueIso(day, row.to) ?? '' })),
    );
}

export const rowCount = (form: AvailabilityForm) => Object.values(form).reduce((n, rows) => n + rows.length, 0);

/** Row key -> what is wrong with it: an end not after its start, or an overlap with an earlier row of the day. */
export function rowErrors(form: AvailabilityForm): Map<number, string> {
  const errors = new Map<number, string>();
  for (const rows of Object.values(form)) {
    for (const row of rows) if (row.to <= row.from) errors.set(row.key, t`The end must be after the start`);
    const sorted = rows.filter((row) => !errors.has(row.key)).sort((a, b) => a.from - b.from);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i].from < sorted[i - 1].to) {
        const range = rangeLabel(sorted[i - 1]);
        errors.set(sorted[i].key, t`Overlaps ${range}: make them one range`);
      }
    }
  }
  return errors;
}

/** A new row for a day: after its last range, else 9:00 AM - 5:00 PM. */
export function nextRow(rows: readonly RangeRow[]): RangeRow {
  const last = Math.max(0, ...rows.map((row) => row.to));
  if (rows.length === 0) return newRow(9 * 60, 17 * 60);
  const from = Math.min(last, DAY_MINUTES - STEP_MINUTES);
  return newRow(from, Math.min(from + 60, DAY_MINUTES));
}

function clock24(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * 540 -> '9:00 AM'; 1440 -> '12:00 AM (end of day)' (the site's 12-hour style in English); in other languages the
 * 24-hour clock, as lib/format shows times there: '09:00', '24:00 (Tagesende)'.
 */
export function timeLabel(minutes: number): string {
  const twelveHour = currentLocale() === 'en';
  if (minutes >= DAY_MINUTES) {
    const end = twelveHour ? timeLabel(0) : clock24(DAY_MINUTES);
    return t`${end} (end of day)`;
  }
  if (!twelveHour) return clock24(minutes);
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const rangeLabel = (row: Pick<RangeRow, 'from' | 'to'>) => `${timeLabel(row.from)} - ${timeLabel(row.to)}`;

/** The choices of the From and To selects: every quarter hour of the day (To up to the end of the day). */
export const FROM_TIMES = Array.from({ length: DAY_MINUTES / STEP_MINUTES }, (_, i) => i * STEP_MINUTES);
export const TO_TIMES = FROM_TIMES.map((m) => m + STEP_MINUTES);

const longDays = new Map<string, Intl.DateTimeFormat>();
/** '2025-11-17' -> 'Monday, November 17, 2025' ('Montag, 17. November 2025' in German; a calendar date: no zone may shift it). */
export function dayLabel(day: string): string {
  const tag = intlLocale();
  let longDay = longDays.get(tag);
  if (!longDay)
    longDays.set(tag, (longDay = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })));
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
