// The venue's time zone, in which every date and time of the site is shown (issue 29: a setting, time_zone). The root
// layout names it here from the settings before anything below it renders (lib/public/edition.ts); until then, and
// where no settings are loaded (the embeddable widget), it is the default of a fresh install.
export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

let zone = DEFAULT_TIME_ZONE;

export function venueTimeZone(): string {
  return zone;
}

export function setVenueTimeZone(next: string): void {
  zone = next;
}
