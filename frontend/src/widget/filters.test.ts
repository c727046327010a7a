import { describe, expect, it } from 'vitest';
import type { ConferenceSession } from '@/types/api';
import { filtersOf, groupByDay } from './filters';
import { translate } from './messages';

let nextId = 1;
const session = (startTime: string, room: string, title = `Session ${nextId}`): ConferenceSession =>
  ({ id: nextId++, title, startTime, endTime: startTime, room, status: 'scheduled', speakers: [] }) as unknown as ConferenceSession;
const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

describe('filtersOf', () => {
  it('reads the day and the room, ignoring empty ones', () => {
    expect(filtersOf(element({ 'data-day': '2025-11-18', 'data-room': ' Hall A ' }))).toEqual({ filters: { day: '2025-11-18', room: 'Hall A' } });
    expect(filtersOf(element({ 'data-day': '', 'data-room': '  ' }))).toEqual({ filters: { day: undefined, room: undefined } });
  });

  it("names a day it cannot read, in the widget's language", () => {
    const { filters, error } = filtersOf(element({ 'data-day': '18.11.2025' }));
    expect(filters).toEqual({});
    expect(translate('en', error!)).toBe('data-day must be a date as YYYY-MM-DD, not "18.11.2025".');
    expect(translate('de', error!)).toBe('data-day muss ein Datum im Format JJJJ-MM-TT sein, nicht „18.11.2025“.');
  });
});

describe('groupByDay', () => {
  // 23:30 UTC on the 17th is already the 18th in Vienna.
  const late = session('2025-11-17T23:30:00.000Z', 'Hall A', 'Late');
  const morning = session('2025-11-18T08:00:00.000Z', 'hall a', 'Morning');
  const annex = session('2025-11-18T07:00:00.000Z', 'Annex', 'Annex');
  const nextDay = session('2025-11-19T08:00:00.000Z', 'Hall A', 'Next day');
  // In the programme's order, as the server sends it.
  const all = [late, annex, morning, nextDay];

  it('groups by the day at the venue, keeping the order', () => {
    expect(groupByDay(all, {}, 'en-US').map((d) => [d.key, d.label, d.sessions.map((s) => s.title)])).toEqual([
      ['2025-11-18', 'Tuesday, November 18, 2025', ['Late', 'Annex', 'Morning']],
      ['2025-11-19', 'Wednesday, November 19, 2025', ['Next day']],
    ]);
  });

  it("names the days in the widget's language", () => {
    expect(groupByDay(all, {}, 'de-AT').map((d) => [d.key, d.label])).toEqual([
      ['2025-11-18', 'Dienstag, 18. November 2025'],
      ['2025-11-19', 'Mittwoch, 19. November 2025'],
    ]);
  });

  it('keeps one day, one room (in any case), or both', () => {
    expect(groupByDay(all, { day: '2025-11-19' }, 'en-US').flatMap((d) => d.sessions.map((s) => s.title))).toEqual(['Next day']);
    expect(groupByDay(all, { room: 'HALL A' }, 'en-US').flatMap((d) => d.sessions.map((s) => s.title))).toEqual(['Late', 'Morning', 'Next day']);
    expect(groupByDay(all, { day: '2025-11-18', room: 'Hall A' }, 'en-US').flatMap((d) => d.sessions.map((s) => s.title))).toEqual(['Late', 'Morning']);
    expect(groupByDay(all, { day: '2025-11-20' }, 'en-US')).toEqual([]);
  });
});
