import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

export const roomDelaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The rooms this user may mark today (organisers: all of today's; hosts: their sessions' rooms). */
    getMarkableRooms: build.query<Answer<'/api/room-delays', 'get'>, void>({
      query: () => route('get', '/api/room-delays'),
      providesTags: ['RoomDelays'],
    }),
    /** Marks a room `minutes` late today (0: on time). Pages and screens get it pushed (the public `rooms` record). */
    markRoomLate: build.mutation<Answer<'/api/rooms/{room}/delay', 'put'>, { room: string; minutes: number }>({
      query: ({ room, minutes }) => route('put', '/api/rooms/{room}/delay', { path: { room }, body: { minutes } }),
      invalidatesTags: ['RoomDelays'],
    }),
    /**
     * Organisers: the room's sessions still to come today start `minutes` later, as schedule moves (undone in the
     * schedule editor, released as any change); live, the room's mark drops by as much.
     */
    moveFollowing: build.mutation<Answer<'/api/admin/rooms/{room}/move-following', 'post'>, { room: string; minutes: number }>({
      query: ({ room, minutes }) => route('post', '/api/admin/rooms/{room}/move-following', { path: { room }, body: { minutes } }),
      invalidatesTags: ['RoomDelays'],
    }),
  }),
});

export const { useGetMarkableRoomsQuery, useMarkRoomLateMutation, useMoveFollowingMutation } = roomDelaysApi;
