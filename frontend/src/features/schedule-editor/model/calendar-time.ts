// Calendar arithmetic in the venue's wall clock (Vienna): a day is a 'YYYY-MM-DD' key, a time of day is minutes
// since its midnight. The calendar shows venue time whatever zone the organiser's browser is in.
import { venueLocalToIso, venueWallClock } from '@/lib/venue-time';
import { currentLocale, intlLocale } from '@/lib/i18n/active-locale';

export interface VenueMoment {
  day: string;
  minutes: number;
}

// The calendar lays out every session again whenever the list changes; most times have been seen before.
const moments = new Map<string, VenueMoment>();

/** '2025-11-17T08:00:00Z' -> {day: '2025-11-17', minutes: 540} (09:00 in Vienna). */
export function venueMoment(iso: string): VenueMoment {
  const known = moments.get(iso);
  if (known) return known;
  const wall = venueWallClock(new Date(iso));
  const moment = { day: `${wall.year}-${wall.month}-${wall.day}`, minutes: Number(wall.hour) * 60 + Number(wall.minute) };
  if (moments.size > 20_000) moments.clear();
  moments.set(iso, moment);
  return moment;
}

/** The instant of a venue wall-clock time; minutes past 24:00 roll into the next day. */
export function venueIso(day: string, minutes: number): string {
  const shifted = addDays(day, Math.floor(minutes / 1440));
  const m = ((minutes % 1440) + 1440) % 1440;
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  const mm = String(m % 60).padStart(2, '0');
  return venueLocalToIso(`${shifted}T${hh}:${mm}`) ?? new Date(NaN).toISOString();
}

const asUtcDate = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const date = asUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Weeks start on Monday. */
export function mondayOf(day: string): string {
  const weekday = asUtcDate(day).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function todayKey(): string {
  return venueMoment(new Date().toISOString()).day;
}

export function isDayKey(value: string | null | undefined): value is string {
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(asUtcDate(value).getTime()));
}

// Day keys are calendar dates: formatted as UTC midnight so no zone can shift them to another day. In the page's
// language; English keeps its own choices (the day tabs' British 'Mon 17 Nov', elsewhere American).
function dayFormat(english: string, options: Intl.DateTimeFormatOptions) {
  let made: { locale: string; format: Intl.DateTimeFormat } | undefined;
  return {
    format(date: Date): string {
      const locale = currentLocale() === 'en' ? english : intlLocale();
      if (made?.locale !== locale) made = { locale, format: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }) };
      return made.format.format(date);
    },
  };
}

const shortDay = dayFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const longDay = dayFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const monthDay = dayFormat('en-US', { month: 'short', day: 'numeric' });
const monthDayYear = dayFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Mon 17 Nov' (day tabs). */
export function shortDayLabel(day: string): string {
  return shortDay.format(asUtcDate(day));
}

/** 'Monday, November 17, 2025' (as the public schedule names days). */
export function longDayLabel(day: string): string {
  return longDay.format(asUtcDate(day));
}

/** 'Nov 17 - Nov 23, 2025' */
export function weekLabel(monday: string): string {
  return `${monthDay.format(asUtcDate(monday))} - ${monthDayYear.format(asUtcDate(addDays(monday, 6)))}`;
}

/** 540 -> '9:00 AM' (the 12-hour style of the rest of the site); in German the 24-hour '09:00'. */
export function clockLabel(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  if (currentLocale() !== 'en') return `${String(h).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
