import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate, formatTime } from '@/lib/format';
import { setActiveLocale } from '@/lib/i18n/active-locale';
import { DEFAULT_TIME_ZONE, setVenueTimeZone } from '@/lib/venue-zone';
import { venueLocalToIso } from '@/lib/venue-time';
import { editionDates } from './edition';

afterEach(() => {
  setActiveLocale('en');
  setVenueTimeZone(DEFAULT_TIME_ZONE);
});

describe('editionDates', () => {
  it('writes the days as the spec does, in English and German', () => {
    expect(editionDates('2025-11-17', '2025-11-19')).toBe('17-19 November 2025');
    expect(editionDates('2026-11-30', '2026-12-02')).toBe('30 November – 2 December 2026');
    expect(editionDates('2026-11-16', '2026-11-16')).toBe('16 November 2026');
    setActiveLocale('de');
    expect(editionDates('2025-11-17', '2025-11-19')).toBe('17.–19. November 2025');
  });
});

describe('the venue time zone', () => {
  it('is the zone dates and times are shown and entered in once the settings name it', () => {
    expect(formatTime('2025-11-17T08:00:00Z')).toBe('9:00 AM');
    setVenueTimeZone('America/New_York');
    expect(formatTime('2025-11-17T08:00:00Z')).toBe('3:00 AM');
    expect(formatLongDate('2025-11-17T03:00:00Z')).toBe('Sunday, November 16, 2025');
    expect(venueLocalToIso('2025-11-17T09:00')).toBe('2025-11-17T14:00:00.000Z');
  });
});
