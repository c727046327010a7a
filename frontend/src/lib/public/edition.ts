// Which edition the site is about (issue 29), from the settings: its year is that of its first day (event_starts_on),
// its dates are its first to last day, and its time zone is the one every date and time is shown in.
import { currentLocale, intlLocale } from '@/lib/i18n/active-locale';
import { setVenueTimeZone, venueTimeZone } from '@/lib/venue-zone';
import { useGetConferenceSettingsQuery, useGetSiteContentQuery } from './public-api';

/** The spec's edition, said until the settings arrive (the server-rendered pages have them from the start). */
const SPEC_EDITION = { event_starts_on: '2025-11-17', event_ends_on: '2025-11-19' };

/** '2025': the year of the edition's first day. */
export function useEditionYear(): string {
  const { data } = useGetConferenceSettingsQuery();
  return (data ?? SPEC_EDITION).event_starts_on.slice(0, 4);
}

/** '17-19 November 2025' ('17.–19. November 2025' in German): the edition's days, in the page's language. */
export function useEditionDates(): string {
  const { data } = useGetConferenceSettingsQuery();
  const { event_starts_on, event_ends_on } = data ?? SPEC_EDITION;
  return editionDates(event_starts_on, event_ends_on);
}

/** What the site says of when the edition is: the organisers' own words (the hero's date label), else its days. */
export function useDateLabel(): string {
  const { data: content } = useGetSiteContentQuery();
  const dates = useEditionDates();
  return content?.hero.date_label || dates;
}

/** The days as the spec writes them: a range within one month reads '17-19 November 2025' in English. */
export function editionDates(startsOn: string, endsOn: string): string {
  const english = currentLocale() === 'en';
  // Calendar days, not instants: read and written in UTC so no zone moves them.
  const format = new Intl.DateTimeFormat(english ? 'en-GB' : intlLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const range = format.formatRange(new Date(`${startsOn}T12:00:00Z`), new Date(`${endsOn}T12:00:00Z`));
  if (!english) return range;
  // Intl sets the dash between thin spaces; the spec writes '17-19 November' and a plain ' – ' between months.
  const spaced = range.replace(/\s*–\s*/, ' – ');
  return spaced.replace(/^(\d+) – (\d+) /, '$1-$2 ');
}

/**
 * The venue's time zone, as the settings name it: made the zone of every date formatted below the caller in this
 * render (lib/venue-zone.ts), before those render. The root layout calls it, and remounts what it shows when the
 * zone changes, so every date on the page follows.
 */
export function useVenueZone(): string {
  const { data } = useGetConferenceSettingsQuery();
  const zone = data?.time_zone ?? venueTimeZone();
  setVenueTimeZone(zone);
  return zone;
}
