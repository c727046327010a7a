// The venue's wall clock (Europe/Vienna) across the daylight-saving changes.
import { formatSlot, venueTime } from './event-time.js';

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
