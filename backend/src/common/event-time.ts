// Session times as attendees read them: in the venue's time zone, en-US, 12-hour (spec); German in de-AT.
// The zone is a setting (time_zone, issue 29): the settings service names it here at start-up and whenever it changes,
// so every mail, feed and label of this process follows it; Vienna until then (the default of a fresh install).
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from '../i18n/languages.js';

export const DEFAULT_TIME_ZONE = 'Europe/Vienna';
let venueZone = DEFAULT_TIME_ZONE;

/** The venue's time zone (IANA), as the settings name it. */
export function venueTimeZone(): string {
  return venueZone;
}

/** Called by the settings service: from now on every date this process writes is the new zone's. */
export function setVenueTimeZone(zone: string): void {
  venueZone = zone;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, locale and options, made on first use.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter in the venue's zone (the current one unless `zone` says otherwise). */
export function venueFormat(locale: string, options: Intl.DateTimeFormatOptions, zone = venueZone): Intl.DateTimeFormat {
  const key = `${zone}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })));
  return format;
}

const DAY_AND_TIME = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
const TIME_ONLY = { hour: 'numeric', minute: '2-digit' } as const;

/** 'Tue, Nov 18, 9:00 AM - 10:30 AM'; in German 'Di., 18. Nov., 9:00 - 10:30'. */
export function formatSlot(start: Date, end: Date, language: Language = DEFAULT_LANGUAGE): string {
  const locale = INTL_LOCALE[language];
  return `${venueFormat(locale, DAY_AND_TIME).format(start)} - ${venueFormat(locale, TIME_ONLY).format(end)}`;
}

const WALL_CLOCK = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
} as const;

/** A moment as the venue's wall clock: 2025-11-18, 09:00, +01:00. */
export function venueTime(date: Date, zone = venueZone) {
  const parts = Object.fromEntries(
    venueFormat('en-CA', WALL_CLOCK, zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, seconds: parts.second, offset };
}

/** The venue's calendar day of an instant, YYYY-MM-DD. */
export const venueDay = (date: Date, zone = venueZone) => venueTime(date, zone).date;

const offsetMs = (offset: string) => (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000;

/** The instant the venue's clocks read `day` (YYYY-MM-DD) at `time` (HH:MM): 2025-11-17, 09:00 in Vienna -> 08:00Z. */
export function venueInstant(day: string, time: string, zone = venueZone): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  // Twice, so a time next to a daylight-saving switch takes the offset valid at the result.
  let utc = asUtc - offsetMs(venueTime(new Date(asUtc), zone).offset);
  utc = asUtc - offsetMs(venueTime(new Date(utc), zone).offset);
  return new Date(utc);
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
