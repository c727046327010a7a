import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { dayLabel, formFrom, newRow, nextRow, rangeLabel, rowErrors, slotsOf, timeLabel } from './availability-form';

// The messages are Lingui's (lib/i18n): English, as a page at /… has them.
beforeAll(() => activateLocale('en'));

// Vienna is UTC+1 in November: 09:00 at the venue is 08:00Z.
const server = {
  days: ['2025-11-17', '2025-11-18'],
  slots: [
    { startTime: '2025-11-17T08:00:00.000Z', endTime: '2025-11-17T11:00:00.000Z' },
    { startTime: '2025-11-18T13:00:00.000Z', endTime: '2025-11-18T23:00:00.000Z' },
  ],
};

describe('the availability form', () => {
  it('shows the server’s ranges per venue day in venue minutes, a range to midnight ending at 24:00', () => {
    const form = formFrom(server);
    expect(Object.keys(form)).toEqual(['2025-11-17', '2025-11-18']);
    expect(form['2025-11-17'].map(({ from, to }) => [from, to])).toEqual([[540, 720]]);
    expect(form['2025-11-18'].map(({ from, to }) => [from, to])).toEqual([[840, 1440]]);
  });

  it('sends back the same instants, earliest first', () => {
    const form = formFrom(server);
    form['2025-11-17'].unshift(newRow(13 * 60, 14 * 60));
    expect(slotsOf(form)).toEqual([server.slots[0], { startTime: '2025-11-17T12:00:00.000Z', endTime: '2025-11-17T13:00:00.000Z' }, server.slots[1]]);
  });

  it('names rows that end before they start or overlap another', () => {
    const bad = newRow(600, 540);
    const first = newRow(540, 660);
    const overlapping = newRow(600, 720);
    const meeting = newRow(720, 780);
    const errors = rowErrors({ '2025-11-17': [bad, first, overlapping, meeting] });
    expect(errors.get(bad.key)).toBe('The end must be after the start');
    expect(errors.get(overlapping.key)).toBe('Overlaps 9:00 AM - 11:00 AM: make them one range');
    expect(errors.has(first.key) || errors.has(meeting.key)).toBe(false);
  });

  it('offers a new row after the day’s last range, and labels times in the site’s 12-hour style', () => {
    expect([nextRow([]).from, nextRow([]).to]).toEqual([540, 1020]);
    const after = nextRow([newRow(540, 720)]);
    expect([after.from, after.to]).toEqual([720, 780]);
    expect(timeLabel(0)).toBe('12:00 AM');
    expect(timeLabel(12 * 60 + 15)).toBe('12:15 PM');
    expect(rangeLabel({ from: 23 * 60, to: 24 * 60 })).toBe('11:00 PM - 12:00 AM (end of day)');
  });

  it("uses the 24-hour clock and the language's dates on a German page", async () => {
    await activateLocale('de');
    try {
      expect(timeLabel(9 * 60)).toBe('09:00');
      expect(timeLabel(23 * 60 + 45)).toBe('23:45');
      expect(dayLabel('2025-11-17')).toBe('Montag, 17. November 2025');
    } finally {
      await activateLocale('en');
    }
  });

  it('names calendar days in English on an English page', () => expect(dayLabel('2025-11-17')).toBe('Monday, November 17, 2025'));
});
