// The venue's wall clock (Europe/Vienna) across the daylight-saving changes.
import { DEFAULT_TIME_ZONE, formatSlot, setVenueTimeZone, venueInstant, venueTime } from './event-time.js';

describe('src/common/event-time.spec.ts', () => {
  describe('venueTime', () => {
    it('reads winter time as +01:00 and summer time as +02:00', () => {
      expect(venueTime(new Date('2026-11-18T08:00:00Z'))).toEqual({ date: '2026-11-18', time: '09:00', seconds: '00', offset: '+01:00' });
      expect(venueTime(new Date('2027-06-17T08:00:00Z'))).toEqual({ date: '2027-06-17', time: '10:00', seconds: '00', offset: '+02:00' });
    });

    it('skips the hour lost in spring (2027-03-28: 02:00 becomes 03:00)', () => {
      expect(venueTime(new Date('2027-03-28T00:59:00Z'))).toMatchObject({ time: '01:59', offset: '+01:00' });
      expect(venueTime(new Date('2027-03-28T01:00:00Z'))).toMatchObject({ time: '03:00', offset: '+02:00' });
    });

    it('tells the repeated autumn hour apart by its offset (2026-10-25: 02:30 happens twice)', () => {
      expect(venueTime(new Date('2026-10-25T00:30:00Z'))).toMatchObject({ date: '2026-10-25', time: '02:30', offset: '+02:00' });
      expect(venueTime(new Date('2026-10-25T01:30:00Z'))).toMatchObject({ date: '2026-10-25', time: '02:30', offset: '+01:00' });
    });

    it('puts a late-evening UTC start on the next venue day', () => {
      expect(venueTime(new Date('2027-03-16T23:30:00Z')).date).toBe('2027-03-17');
    });
  });

  describe('formatSlot', () => {
    it('writes a slot as attendees read it, in venue time', () => {
      expect(formatSlot(new Date('2026-11-18T08:00:00Z'), new Date('2026-11-18T09:30:00Z'))).toBe('Wed, Nov 18, 9:00 AM - 10:30 AM');
    });
  });

  describe('venueInstant', () => {
    it('reads a venue wall clock as an instant, on either side of a daylight-saving switch', () => {
      expect(venueInstant('2025-11-17', '09:00').toISOString()).toBe('2025-11-17T08:00:00.000Z');
      expect(venueInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
      expect(venueInstant('2026-07-01', '09:00', 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    });
  });

  describe('the venue time zone', () => {
    afterEach(() => setVenueTimeZone(DEFAULT_TIME_ZONE));

    it('is the one every date is written in once the settings name it', () => {
      setVenueTimeZone('America/New_York');
      expect(formatSlot(new Date('2026-11-18T14:00:00Z'), new Date('2026-11-18T15:30:00Z'))).toBe('Wed, Nov 18, 9:00 AM - 10:30 AM');
      expect(venueTime(new Date('2026-11-18T03:00:00Z'))).toMatchObject({ date: '2026-11-17', time: '22:00', offset: '-05:00' });
    });
  });
});
