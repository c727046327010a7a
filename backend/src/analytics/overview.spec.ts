import { venueDay } from '../common/event-time.js';
import { runningTotals } from './overview.js';

describe('src/analytics/overview.spec.ts', () => {
  describe('the overview charts’ running totals', () => {
    it('counts each day at the venue, fills the days between, and runs up to today', () => {
      const today = new Date('2025-03-05T10:00:00Z');
      const days = runningTotals(
        {
          accounts: [new Date('2025-03-01T08:00:00Z'), new Date('2025-03-01T09:00:00Z'), new Date('2025-03-03T12:00:00Z')],
          // 23:30 UTC on the 2nd is already the 3rd in Vienna.
          paid: [new Date('2025-03-02T23:30:00Z')],
        },
        today,
      );
      expect(days).toEqual([
        { day: '2025-03-01', totals: { accounts: 2, paid: 0 } },
        { day: '2025-03-02', totals: { accounts: 2, paid: 0 } },
        { day: '2025-03-03', totals: { accounts: 3, paid: 1 } },
        { day: '2025-03-04', totals: { accounts: 3, paid: 1 } },
        { day: '2025-03-05', totals: { accounts: 3, paid: 1 } },
      ]);
      expect(venueDay(new Date('2025-03-02T23:30:00Z'))).toBe('2025-03-03');
    });

    it('is empty without events, and crosses a change to summer time', () => {
      expect(runningTotals({ accounts: [] }, new Date())).toEqual([]);
      const days = runningTotals({ accounts: [new Date('2025-03-29T10:00:00Z')] }, new Date('2025-04-01T10:00:00Z'));
      expect(days.map((d) => d.day)).toEqual(['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01']);
    });
  });
});
