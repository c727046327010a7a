// Interest against room size, the pure part: the flag and the rooms suggested instead.
import type { Capacities } from '../rooms/room-key.js';
import { interestMap, roomInterest, type InterestSlot } from './room-interest.js';

describe('src/sessions/room-interest.spec.ts', () => {
  const at = (hhmm: string) => new Date(`2027-03-17T${hhmm}:00Z`);
  let nextId = 1;
  const slot = (start: string, end: string, room: string, status = 'scheduled'): InterestSlot => ({
    id: nextId++,
    room,
    start_time: at(start),
    end_time: at(end),
    status,
  });
  const capacities: Capacities = new Map([
    ['room a', { name: 'Room A', capacity: 30 }],
    ['hall', { name: 'Hall', capacity: 200 }],
    ['studio', { name: 'Studio', capacity: 45 }],
    ['attic', { name: 'Attic', capacity: 10 }],
  ]);

  it('flags a scheduled session only when more attendees saved it than its room holds', () => {
    const talk = slot('09:00', '10:00', ' room a ');
    expect(roomInterest(talk, 30, capacities, [])).toEqual({ saved_count: 30, room_capacity: 30, interest: null });
    expect(roomInterest(talk, 31, capacities, []).interest).toMatchObject({ saved: 31, capacity: 30 });
    expect(roomInterest(slot('09:00', '10:00', 'Room A', 'cancelled'), 99, capacities, []).interest).toBeNull();
    expect(roomInterest(slot('09:00', '10:00', 'Room A', 'completed'), 99, capacities, []).interest).toBeNull();
    // No capacity known: nothing to compare with.
    expect(roomInterest(slot('09:00', '10:00', 'TBA'), 99, capacities, [])).toEqual({ saved_count: 99, room_capacity: null, interest: null });
    expect(roomInterest(slot('09:00', '10:00', 'Cellar'), 99, capacities, [])).toEqual({ saved_count: 99, room_capacity: null, interest: null });
  });

  it('suggests rooms that hold every saver and are free for the whole session, the smallest that fits first', () => {
    const talk = slot('09:00', '10:00', 'Room A');
    expect(roomInterest(talk, 42, capacities, []).interest?.suggested_rooms).toEqual([
      { name: 'Studio', capacity: 45 },
      { name: 'Hall', capacity: 200 },
    ]);
    // The studio is busy for the last minutes of the talk; a cancelled session in the hall leaves it free; sessions that
    // meet the talk end to start do not overlap it.
    const others = [slot('09:45', '10:30', 'studio'), slot('09:00', '10:00', 'Hall', 'cancelled'), slot('10:00', '11:00', 'Hall'), talk];
    expect(roomInterest(talk, 42, capacities, others).interest?.suggested_rooms).toEqual([{ name: 'Hall', capacity: 200 }]);
    expect(roomInterest(talk, 201, capacities, []).interest?.suggested_rooms).toEqual([]);
  });

  it('gives every session its count and flag from the whole programme at once', () => {
    const a = slot('09:00', '10:00', 'Room A');
    const b = slot('09:30', '10:30', 'Studio');
    const map = interestMap([a, b], new Map([[a.id, 40]]), capacities);
    expect(map.get(a.id)?.interest?.suggested_rooms).toEqual([{ name: 'Hall', capacity: 200 }]);
    expect(map.get(b.id)).toEqual({ saved_count: 0, room_capacity: 45, interest: null });
  });
});
