import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
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
    getRooms: build.query<Answer<'/api/admin/rooms', 'get'>, void>({
      query: () => route('get', '/api/admin/rooms'),
      // Sessions: a session moved to a new room adds it to the list.
      providesTags: ['Rooms', 'Sessions', 'ScheduleEdits'],
    }),
    setRoomCapacities: build.mutation<Answer<'/api/admin/rooms', 'put'>, RoomCapacity[]>({
      query: (rooms) => route('put', '/api/admin/rooms', { body: { rooms } }),
      invalidatesTags: ['Rooms'],
    }),
  }),
});

export const { useGetRoomsQuery, useSetRoomCapacitiesMutation } = roomsAdminApi;
