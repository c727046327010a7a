import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';

/* The venue's floors as organisers edit them (issue 47): a plan each, with the rooms placed on it. */

export type VenueMap = Answer<'/api/admin/venue-maps', 'get'>[number];
export interface NewFloor {
  floor: string;
  floor_de: string;
  file: File;
}

export const venueMapsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminVenueMaps: build.query<Answer<'/api/admin/venue-maps', 'get'>, void>({
      query: () => route('get', '/api/admin/venue-maps'),
      providesTags: ['Rooms'],
    }),
    /** The rooms to place: those sessions use or organisers set something for. */
    getRoomsToPlace: build.query<Answer<'/api/admin/rooms', 'get'>, void>({
      query: () => route('get', '/api/admin/rooms'),
      providesTags: ['Rooms', 'Sessions'],
    }),
    addFloor: build.mutation<Answer<'/api/admin/venue-maps', 'post'>, NewFloor>({
      query: ({ floor, floor_de, file }) => {
        // The names first: the server reads the fields sent before the file.
        const body = new FormData();
        body.append('floor', floor);
        if (floor_de) body.append('floor_de', floor_de);
        body.append('file', file);
        return route('post', '/api/admin/venue-maps', { body });
      },
      invalidatesTags: ['Rooms', 'Audit'],
    }),
    updateFloor: build.mutation<Answer<'/api/admin/venue-maps/{id}', 'patch'>, { id: number } & Body<'/api/admin/venue-maps/{id}', 'patch'>>({
      query: ({ id, ...body }) => route('patch', '/api/admin/venue-maps/{id}', { path: { id }, body }),
      invalidatesTags: ['Rooms', 'Audit'],
    }),
    deleteFloor: build.mutation<void, number>({
      query: (id) => route('delete', '/api/admin/venue-maps/{id}', { path: { id } }),
      invalidatesTags: ['Rooms', 'Audit'],
    }),
    placeRoom: build.mutation<Answer<'/api/admin/venue-maps/{id}/rooms', 'put'>, { id: number } & Body<'/api/admin/venue-maps/{id}/rooms', 'put'>>({
      query: ({ id, ...body }) => route('put', '/api/admin/venue-maps/{id}/rooms', { path: { id }, body }),
      invalidatesTags: ['Rooms', 'Audit'],
    }),
  }),
});

export const { useGetAdminVenueMapsQuery, useGetRoomsToPlaceQuery, useAddFloorMutation, useUpdateFloorMutation, useDeleteFloorMutation, usePlaceRoomMutation } =
  venueMapsAdminApi;
