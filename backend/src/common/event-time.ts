// Session times as attendees read them: in the venue's time zone, en-US, 12-hour (spec); German in de-AT.
import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, type Language } from './languages.js';
export const EVENT_TIME_ZONE = 'Europe/Vienna';

const slotFormats = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      dayAndTime: new Intl.DateTimeFormat(INTL_LOCALE[language], {
        timeZone: EVENT_TIME_ZONE,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
      timeOnly: new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: EVENT_TIME_ZONE, hour: 'numeric', minute: '2-digit' }),
    },
  ]),
) as Record<Language, { dayAndTime: Intl.DateTimeFormat; timeOnly: Intl.DateTimeFormat }>;

/** 'Tue, Nov 18, 9:00 AM - 10:30 AM'; in German 'Di., 18. Nov., 9:00 - 10:30'. */
export function formatSlot(start: Date, end: Date, language: Language = DEFAULT_LANGUAGE): string {
  const { dayAndTime, timeOnly } = slotFormats[language];
  return `${dayAndTime.format(start)} - ${timeOnly.format(end)}`;
}

const venueFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** A moment as the venue's wall clock: 2025-11-18, 09:00, +01:00. */
export function venueTime(date: Date) {
  const parts = Object.fromEntries(venueFormat.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, seconds: parts.second, offset };
}
