import { api } from '@/lib/api';
import type { Schemas } from '@/types/api';

/*
 * Room capacities for the schedule editor. A session's saved count and its over-capacity flag come with the sessions
 * themselves (AdminSession: saved_count, room_capacity, interest); here organisers set what each room holds.
 */

/** GET /api/admin/rooms: every room sessions use or whose capacity was set, with how many sessions use it. */
export type Room = Schemas['Room'];
/** `capacity: null` clears a room's capacity. */
export type RoomCapacity = Schemas['RoomCapacityDto'];

export const roomsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRooms: build.query<Room[], void>({
      query: () => '/api/admin/rooms',
      // Sessions: a session moved to a new room adds it to the list.
      providesTags: ['Rooms', 'Sessions', 'ScheduleEdits'],
    }),
    setRoomCapacities: build.mutation<Room[], RoomCapacity[]>({
      query: (rooms) => ({ url: '/api/admin/rooms', method: 'PUT', body: { rooms } }),
      invalidatesTags: ['Rooms'],
    }),
  }),
});

export const { useGetRoomsQuery, useSetRoomCapacitiesMutation } = roomsAdminApi;
