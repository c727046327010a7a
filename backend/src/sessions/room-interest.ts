// Interest against room size, the pure part: how many attendees saved a session, what its room holds, and when more
// saved it than fit, which rooms would hold them all and are free for the whole session. Like clashes, this is a flag
// for organisers, never a refusal. Only scheduled sessions are flagged (a cancelled or completed one needs no room).
import { isRoom, roomKey, type Capacities, type RoomCapacity } from '../rooms/room-key.js';
import { overlaps, type Slot } from './schedule-conflicts.js';

export type InterestSlot = Pick<Slot, 'id' | 'room' | 'start_time' | 'end_time' | 'status'>;

/** More attendees saved the session than its room holds. */
export interface Interest {
  saved: number;
  capacity: number;
  suggested_rooms: RoomCapacity[];
}

export interface RoomInterest {
  saved_count: number;
  room_capacity: number | null;
  interest: Interest | null;
}

/** Enough to choose from without turning the dialog into a list of every hall. */
export const MAX_SUGGESTIONS = 5;

export function capacityOf(room: string, capacities: Capacities): number | null {
  return isRoom(room) ? (capacities.get(roomKey(room))?.capacity ?? null) : null;
}

/**
 * The interest of one session. `others` are sessions that may overlap it (any list: the session itself, cancelled
 * and non-overlapping ones are skipped). Suggestions are the rooms that hold every saver, are not its own room and
 * have no other session at any moment of its time; the smallest that fits comes first, leaving the larger halls for
 * sessions that need them.
 */
export function roomInterest(slot: InterestSlot, saved: number, capacities: Capacities, others: Iterable<InterestSlot>): RoomInterest {
  const room_capacity = capacityOf(slot.room, capacities);
  if (slot.status !== 'scheduled' || room_capacity === null || saved <= room_capacity) return { saved_count: saved, room_capacity, interest: null };
  const busy = new Set([roomKey(slot.room)]);
  for (const other of others) {
    if (other.id !== slot.id && other.status !== 'cancelled' && overlaps(slot, other)) busy.add(roomKey(other.room));
  }
  const suggested_rooms = [...capacities]
    .filter(([key, room]) => room.capacity >= saved && !busy.has(key))
    .map(([, room]) => ({ name: room.name, capacity: room.capacity }))
    .sort((a, b) => a.capacity - b.capacity || a.name.localeCompare(b.name, 'en', { numeric: true }))
    .slice(0, MAX_SUGGESTIONS);
  return { saved_count: saved, room_capacity, interest: { saved, capacity: room_capacity, suggested_rooms } };
}

/** Every session's interest, by id, from the whole programme at once (no query per session). */
export function interestMap(slots: readonly InterestSlot[], savedCounts: ReadonlyMap<number, number>, capacities: Capacities): Map<number, RoomInterest> {
  return new Map(slots.map((slot) => [slot.id, roomInterest(slot, savedCounts.get(slot.id) ?? 0, capacities, slots)]));
}
