import { afterEach, describe, expect, it } from 'vitest';
import { setVenueTimeZone } from '@/lib/venue-zone';
import { hourRows, layoutDay, MIN_BLOCK_PX, PX_PER_MINUTE, sortRooms, timetableRows, venueMinutes } from './timetable-layout';

// Vienna is UTC+1 in November: 08:00Z is 09:00 at the venue.
const at = (id: number, room: string, from: string, to: string) => ({ id, room, startTime: `2025-11-17T${from}:00Z`, endTime: `2025-11-17T${to}:00Z` });
const place = (layout: ReturnType<typeof layoutDay>, id: number) => {
  const block = layout.blocks.find((b) => b.session.id === id)!;
  return { room: layout.rooms[block.roomIndex], lane: block.lane, lanes: block.lanes, top: block.top, height: block.height };
};

afterEach(() => setVenueTimeZone('Europe/Vienna'));

describe('the timetable of a day', () => {
  it('puts each room in a column and each session at its venue start, as tall as it lasts, from the first full hour', () => {
    const layout = layoutDay([at(1, 'Hall B', '08:00', '09:00'), at(2, 'Hall A', '08:30', '09:15'), at(3, '', '12:45', '13:05')], '2025-11-17');
    expect(layout.rooms).toEqual(['Hall A', 'Hall B', 'TBA']);
    expect(layout.start).toBe(9 * 60);
    expect(layout.end).toBe(15 * 60);
    expect(layout.height).toBe(6 * 60 * PX_PER_MINUTE);
    expect(place(layout, 1)).toEqual({ room: 'Hall B', lane: 0, lanes: 1, top: 0, height: 60 * PX_PER_MINUTE });
    expect(place(layout, 2)).toEqual({ room: 'Hall A', lane: 0, lanes: 1, top: 30 * PX_PER_MINUTE, height: 45 * PX_PER_MINUTE });
    expect(place(layout, 3).top).toBe((13 * 60 + 45 - 9 * 60) * PX_PER_MINUTE);
    expect(hourRows(layout)).toEqual([540, 600, 660, 720, 780, 840]);
  });

  it('keeps the order it is given, so the timetable reads as the list', () => {
    const layout = layoutDay([at(5, 'B', '10:00', '11:00'), at(4, 'A', '08:00', '09:00')], '2025-11-17');
    expect(layout.blocks.map((b) => b.session.id)).toEqual([5, 4]);
  });

  it('gives screen readers one row per start time with a cell per room, sessions starting together in a room sharing it', () => {
    const layout = layoutDay(
      [at(1, 'B', '09:00', '10:00'), at(2, 'A', '08:00', '09:00'), at(3, 'A', '09:00', '09:30'), at(4, 'B', '09:00', '09:45')],
      '2025-11-17',
    );
    const rows = timetableRows(layout).map((row) => ({ start: row.start, cells: row.cells.map((cell) => cell.map((b) => b.session.id)) }));
    expect(rows).toEqual([
      { start: 9 * 60, cells: [[2], []] },
      { start: 10 * 60, cells: [[3], [1, 4]] },
    ]);
  });

  it('sets sessions that overlap in one room side by side, and only while they overlap', () => {
    const layout = layoutDay(
      [at(1, 'A', '08:00', '09:00'), at(2, 'A', '08:30', '09:30'), at(3, 'A', '09:00', '10:00'), at(4, 'A', '10:00', '11:00'), at(5, 'B', '08:00', '09:00')],
      '2025-11-17',
    );
    expect([1, 2, 3, 4, 5].map((id) => [place(layout, id).lane, place(layout, id).lanes])).toEqual([
      [0, 2],
      [1, 2],
      [0, 2],
      [0, 1],
      [0, 1],
    ]);
  });

  it('draws a very short session readable and one past midnight to the end of its day', () => {
    const layout = layoutDay(
      [at(1, 'A', '20:00', '20:05'), { id: 2, room: 'A', startTime: '2025-11-17T22:00:00Z', endTime: '2025-11-18T01:00:00Z' }],
      '2025-11-17',
    );
    expect(place(layout, 1).height).toBe(MIN_BLOCK_PX);
    expect(layout.end).toBe(24 * 60);
    expect(place(layout, 2).height).toBe(60 * PX_PER_MINUTE);
  });

  it('reads times in the venue zone whatever the browser is in', () => {
    setVenueTimeZone('America/New_York');
    expect(venueMinutes('2025-11-17T14:00:00Z', '2025-11-17')).toBe(9 * 60);
    expect(venueMinutes('2025-11-17T03:00:00Z', '2025-11-17')).toBe(22 * 60 - 1440);
  });

  it('orders rooms naturally with TBA last', () => {
    expect(sortRooms(['Room 10', 'TBA', 'Room 2', 'Aula'])).toEqual(['Aula', 'Room 2', 'Room 10', 'TBA']);
  });
});
