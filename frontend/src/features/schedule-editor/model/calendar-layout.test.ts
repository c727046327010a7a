import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { session } from './session.fixture';
import { buildWeekLayout, daySummaryLabel, DAY_END, DAY_START, minutesToPx, movedStart, resizedEnd, roomsOf, SLOT_PX } from './calendar-layout';

// The texts are Lingui messages: English, as the page's language.
beforeAll(() => activateLocale('en'));

describe('buildWeekLayout', () => {
  it('puts each session on its venue day, in its room column, at its time', () => {
    const a = session('09:00', '10:30', 'Room 2');
    const layout = buildWeekLayout([a], ['Room 1', 'Room 2'], '2031-03-10');
    const placed = layout.byId.get(a.id)!;
    expect(placed).toMatchObject({ day: '2031-03-11', start: 540, end: 630, roomIndex: 1, lane: 0, lanes: 1 });
    expect(placed.top).toBe(2 * SLOT_PX);
    expect(placed.height).toBe(3 * SLOT_PX);
    expect(layout.days.map((d) => d.count)).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });

  it("gives overlapping sessions of one room lanes side by side, and counts the day's clashes and unavailable speakers", () => {
    const clash = { conflicts: [{ type: 'room' as const, session_id: 0, title: 'x' }] };
    const a = session('09:00', '10:00', 'Room 1', clash);
    const b = session('09:30', '11:00', 'Room 1', { ...clash, unavailable_speakers: [{ id: 1, name: 'Ada' }] });
    const c = session('10:00', '10:30', 'Room 1', { unavailable_speakers: [{ id: 2, name: 'Bob' }] });
    const d = session('11:00', '12:00', 'Room 1');
    const layout = buildWeekLayout([a, b, c, d], ['Room 1'], '2031-03-10');
    expect([a, b, c].map((s) => layout.byId.get(s.id)!.lanes)).toEqual([2, 2, 2]);
    expect([a, b, c].map((s) => layout.byId.get(s.id)!.lane)).toEqual([0, 1, 0]);
    expect(layout.byId.get(d.id)).toMatchObject({ lane: 0, lanes: 1 });
    expect(layout.days[1]).toEqual({ day: '2031-03-11', count: 4, clashes: 2, unavailable: 2 });
  });

  it("names a day tab's counts for screen readers, leaving out what is zero", () => {
    expect(daySummaryLabel({ day: '2031-03-11', count: 1, clashes: 0, unavailable: 0 }, 'Tue 11 Mar')).toBe('Tue 11 Mar: 1 session');
    expect(daySummaryLabel({ day: '2031-03-11', count: 4, clashes: 2, unavailable: 1 }, 'Tue 11 Mar')).toBe(
      "Tue 11 Mar: 4 sessions, 2 clashes, 1 unavailable (session outside a speaker's availability)",
    );
    expect(daySummaryLabel({ day: '2031-03-11', count: 3, clashes: 0, unavailable: 2 }, 'Tue 11 Mar')).toBe(
      "Tue 11 Mar: 3 sessions, 2 unavailable (sessions outside a speaker's availability)",
    );
  });

  it('leaves out sessions of other weeks', () => {
    const layout = buildWeekLayout([session('09:00', '10:00', 'Room 1')], ['Room 1'], '2031-03-17');
    expect(layout.byId.size).toBe(0);
  });
});

describe('rooms and geometry', () => {
  it('lists every room once, in natural order, with no room as TBA', () => {
    expect(roomsOf([{ room: 'Room 10' }, { room: 'Room 2' }, { room: ' ' }, { room: 'Room 2' }])).toEqual(['Room 2', 'Room 10', 'TBA']);
  });

  it('clamps positions to the visible day', () => {
    expect(minutesToPx(DAY_START - 60)).toBe(0);
    expect(minutesToPx(DAY_END + 60)).toBe(minutesToPx(DAY_END));
  });
});

describe('moves and resizes by half-hours', () => {
  it('moves within the visible day, and never pushes a session out of it', () => {
    expect(movedStart(540, 600, 1)).toBe(570);
    expect(movedStart(540, 600, -1)).toBe(510);
    expect(movedStart(DAY_START, DAY_START + 60, -1)).toBe(DAY_START);
    expect(movedStart(DAY_END - 60, DAY_END, 1)).toBe(DAY_END - 60);
  });

  it('resizes the end, never before a half-hour after the start nor past the day unless already there', () => {
    expect(resizedEnd(540, 600, 1)).toBe(630);
    expect(resizedEnd(540, 570, -1)).toBe(570);
    expect(resizedEnd(540, DAY_END, 1)).toBe(DAY_END);
  });
});
