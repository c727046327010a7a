// How a session's free-text room names a room: one room whatever the case and spacing of its name, and the
// placeholder 'TBA' is none. Clashes, interest against capacity and the capacities themselves all match rooms by it.

const NO_ROOM = new Set(['', 'tba']);
/** One room whatever the case and spacing of its name (clashes and room capacities match rooms by it). */
export const roomKey = (room: string) => room.trim().toLowerCase();
/** False for the placeholder 'TBA' (or no room at all): it is not a room, it clashes with nothing and holds nobody. */
export const isRoom = (room: string) => !NO_ROOM.has(roomKey(room));

/** A room with a known capacity. */
export interface RoomCapacity {
  name: string;
  capacity: number;
}

/** Known capacities by room key. */
export type Capacities = ReadonlyMap<string, RoomCapacity>;
