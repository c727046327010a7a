import { describe, expect, it } from 'vitest';
import { isoToVenueLocal, venueLocalToIso, venueWallClock } from './venue-time';

describe('venueLocalToIso (venue wall clock, Europe/Vienna, to UTC)', () => {
  it('converts winter and summer times with their offsets', () => {
    expect(venueLocalToIso('2025-11-17T09:00')).toBe('2025-11-17T08:00:00.000Z');
    expect(venueLocalToIso('2027-06-17T09:00')).toBe('2027-06-17T07:00:00.000Z');
  });

  it('takes the offset valid at the result next to the daylight-saving switches', () => {
    // 2027-03-28: clocks go from 02:00 to 03:00.
    expect(venueLocalToIso('2027-03-28T01:30')).toBe('2027-03-28T00:30:00.000Z');
    expect(venueLocalToIso('2027-03-28T03:30')).toBe('2027-03-28T01:30:00.000Z');
    // 2026-10-25: clocks go from 03:00 back to 02:00.
    expect(venueLocalToIso('2026-10-25T01:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(venueLocalToIso('2026-10-25T03:30')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('gives null for an incomplete value', () => {
    expect(venueLocalToIso('2025-11-17')).toBeNull();
    expect(venueLocalToIso('')).toBeNull();
  });
});

describe('isoToVenueLocal and venueWallClock (UTC to the venue wall clock)', () => {
  it('reads the venue clock in winter, in summer and across midnight', () => {
    expect(isoToVenueLocal('2025-11-17T08:00:00.000Z')).toBe('2025-11-17T09:00');
    expect(isoToVenueLocal('2027-06-17T07:00:00Z')).toBe('2027-06-17T09:00');
    expect(isoToVenueLocal('2025-11-16T23:30:00Z')).toBe('2025-11-17T00:30');
    expect(venueWallClock(new Date('2025-11-17T08:05:07Z'))).toEqual({ year: '2025', month: '11', day: '17', hour: '09', minute: '05', second: '07' });
  });

  it('gives an empty value for nothing or an invalid instant', () => {
    expect(isoToVenueLocal(null)).toBe('');
    expect(isoToVenueLocal('not a date')).toBe('');
  });
});
