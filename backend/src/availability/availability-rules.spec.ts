// Availability, the pure part: conference days in venue time, which sets of ranges can be stored, and who of a
// session's speakers is unavailable for it.
import { conferenceDays, covers, dayOf, rangesProblem, unavailableSpeakers, type TimeRange } from './availability-rules.js';

describe('src/availability/availability-rules.spec.ts', () => {
  // Vienna is UTC+1 in November: 09:00 at the venue is 08:00Z.
  const range = (start: string, end: string): TimeRange => ({ start_time: new Date(start), end_time: new Date(end) });
  const DAYS = ['2025-11-17', '2025-11-18'];

  describe('conferenceDays', () => {
    it('takes the venue day of each start, once, earliest first', () => {
      const starts = ['2025-11-18T08:00:00Z', '2025-11-17T23:30:00Z', '2025-11-17T08:00:00Z', '2025-11-18T10:00:00Z'].map((s) => new Date(s));
      // 23:30Z on the 17th is 00:30 on the 18th in Vienna.
      expect(conferenceDays(starts)).toEqual(['2025-11-17', '2025-11-18']);
      expect(conferenceDays([])).toEqual([]);
    });
  });

  describe('dayOf', () => {
    it('is the venue day of a range inside one, up to its midnight', () => {
      expect(dayOf(range('2025-11-17T08:00:00Z', '2025-11-17T16:00:00Z'))).toBe('2025-11-17');
      expect(dayOf(range('2025-11-16T23:00:00Z', '2025-11-17T23:00:00Z'))).toBe('2025-11-17');
      expect(dayOf(range('2025-11-17T22:00:00Z', '2025-11-17T23:15:00Z'))).toBeNull();
    });
  });

  describe('rangesProblem', () => {
    it('accepts ranges on quarter hours inside conference days, meeting end to start', () => {
      expect(rangesProblem([range('2025-11-17T08:00:00Z', '2025-11-17T10:00:00Z'), range('2025-11-17T10:00:00Z', '2025-11-17T11:15:00Z')], DAYS)).toBeNull();
      expect(rangesProblem([], [])).toBeNull();
    });

    it('refuses an end not after the start, odd minutes, a day outside the programme and overlaps, naming the range', () => {
      expect(rangesProblem([range('2025-11-17T10:00:00Z', '2025-11-17T10:00:00Z')], DAYS)).toEqual({ index: 0, msg: 'The end must be after the start' });
      expect(rangesProblem([range('2025-11-17T10:00:00Z', '2025-11-17T10:20:00Z')], DAYS)?.msg).toBe(
        'Times must be on the quarter hour (:00, :15, :30 or :45)',
      );
      expect(String(rangesProblem([range('2025-11-19T08:00:00Z', '2025-11-19T10:00:00Z')], DAYS)?.msg)).toBe(
        'Wed, Nov 19, 9:00 AM - 11:00 AM is not within a conference day (2025-11-17, 2025-11-18)',
      );
      const overlapping = [range('2025-11-17T08:00:00Z', '2025-11-17T10:00:00Z'), range('2025-11-17T09:00:00Z', '2025-11-17T11:00:00Z')];
      const overlap = rangesProblem(overlapping, DAYS);
      expect(overlap?.index).toBe(1);
      expect(String(overlap?.msg)).toBe('Mon, Nov 17, 10:00 AM - 12:00 PM overlaps Mon, Nov 17, 9:00 AM - 11:00 AM: make them one range');
    });
  });

  describe('covers and unavailableSpeakers', () => {
    const ada = { id: 1, name: 'Ada' };
    const bob = { id: 2, name: 'Bob' };
    const ranges = new Map([[1, [range('2025-11-17T10:00:00Z', '2025-11-17T11:00:00Z'), range('2025-11-17T08:00:00Z', '2025-11-17T10:00:00Z')]]]);
    const session = (start: string, end: string, status = 'scheduled') => ({
      start_time: new Date(start),
      end_time: new Date(end),
      status,
      speakers: [ada, bob],
    });

    it('covers a session across ranges that meet, not one that runs past them', () => {
      expect(covers(ranges.get(1)!, new Date('2025-11-17T09:30:00Z'), new Date('2025-11-17T10:30:00Z'))).toBe(true);
      expect(covers(ranges.get(1)!, new Date('2025-11-17T10:30:00Z'), new Date('2025-11-17T11:30:00Z'))).toBe(false);
      expect(covers([], new Date('2025-11-17T10:30:00Z'), new Date('2025-11-17T11:30:00Z'))).toBe(false);
    });

    it('names the speakers with ranges who are not available for the whole session; never those without, never when cancelled', () => {
      expect(unavailableSpeakers(session('2025-11-17T08:30:00Z', '2025-11-17T10:30:00Z'), ranges)).toEqual([]);
      expect(unavailableSpeakers(session('2025-11-17T10:30:00Z', '2025-11-17T11:30:00Z'), ranges)).toEqual([ada]);
      expect(unavailableSpeakers(session('2025-11-18T08:00:00Z', '2025-11-18T09:00:00Z'), ranges)).toEqual([ada]);
      expect(unavailableSpeakers(session('2025-11-18T08:00:00Z', '2025-11-18T09:00:00Z', 'cancelled'), ranges)).toEqual([]);
    });
  });
});
