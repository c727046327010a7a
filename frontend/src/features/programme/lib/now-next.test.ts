import { describe, expect, it } from 'vitest';
import { duringEdition, venueDayKey } from './edition-days';
import { nowAndNext } from './now-next';

// Vienna is UTC+1 in November.
const at = (id: number, room: string, from: string, to: string, status = 'scheduled') => ({
  id,
  room,
  status,
  startTime: `2025-11-17T${from}:00Z`,
  endTime: `2025-11-17T${to}:00Z`,
});
const instant = (iso: string) => Date.parse(iso);
const summary = (rooms: ReturnType<typeof nowAndNext>) => rooms.map((r) => [r.room, r.now?.id ?? null, r.next?.id ?? null]);

describe('now and next', () => {
  const sessions = [
    at(1, 'Hall A', '08:00', '09:00'),
    at(2, 'Hall A', '09:00', '10:00'),
    at(3, 'Hall A', '11:00', '12:00'),
    at(4, 'Hall B', '09:30', '10:00'),
    at(5, 'Hall B', '08:00', '10:00', 'cancelled'),
    at(6, 'Hall C', '07:00', '07:30'),
    { id: 7, room: 'Hall D', status: 'scheduled', startTime: '2025-11-18T08:00:00Z', endTime: '2025-11-18T09:00:00Z' },
  ];

  it('gives each room what runs at the instant and what starts next that day, leaving out cancelled and past ones', () => {
    expect(summary(nowAndNext(sessions, instant('2025-11-17T08:15:00Z')))).toEqual([
      ['Hall A', 1, 2],
      ['Hall B', null, 4],
    ]);
  });

  it('moves on when a session ends: the one starting at that minute is now', () => {
    expect(summary(nowAndNext(sessions, instant('2025-11-17T09:00:00Z')))).toEqual([
      ['Hall A', 2, 3],
      ['Hall B', null, 4],
    ]);
    expect(summary(nowAndNext(sessions, instant('2025-11-17T11:30:00Z')))).toEqual([['Hall A', 3, null]]);
    expect(nowAndNext(sessions, instant('2025-11-17T12:00:00Z'))).toEqual([]);
  });

  it('takes the later start as now when two run at once in a room', () => {
    const overlap = [at(1, 'A', '08:00', '10:00'), at(2, 'A', '08:30', '09:00')];
    expect(summary(nowAndNext(overlap, instant('2025-11-17T08:45:00Z')))).toEqual([['A', 2, null]]);
  });

  it('knows the venue date and whether it is an edition day', () => {
    expect(venueDayKey(instant('2025-11-16T23:30:00Z'))).toBe('2025-11-17');
    expect(duringEdition(instant('2025-11-16T23:30:00Z'), '2025-11-17', '2025-11-19')).toBe(true);
    expect(duringEdition(instant('2025-11-16T22:30:00Z'), '2025-11-17', '2025-11-19')).toBe(false);
    expect(duringEdition(instant('2025-11-19T22:59:00Z'), '2025-11-17', '2025-11-19')).toBe(true);
    expect(duringEdition(instant('2025-11-19T23:00:00Z'), '2025-11-17', '2025-11-19')).toBe(false);
  });
});
