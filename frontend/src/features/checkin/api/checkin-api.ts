import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';

export const checkinApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What the door keeps to answer offline (model/door-store.ts keeps a copy on the device). */
    getDoorList: build.query<Answer<'/api/checkin/attendees', 'get'>, void>({
      query: () => route('get', '/api/checkin/attendees'),
      providesTags: ['Arrivals'],
    }),
    /** A scan: 200 lets the holder in; 404 and 409 say why not (the page reads their bodies). Never retried. */
    checkIn: build.mutation<Answer<'/api/checkin', 'post'>, Body<'/api/checkin', 'post'>>({
      query: (body) => route('post', '/api/checkin', { body }),
    }),
    /** The door's queue, in the order scanned, in one request: each scan answered as a scan alone would be. */
    syncScans: build.mutation<Answer<'/api/checkin/sync', 'post'>, Body<'/api/checkin/sync', 'post'>>({
      query: (body) => route('post', '/api/checkin/sync', { body }),
    }),
    /** A workshop's door: whether the holder has a seat at the session. Nothing is recorded. */
    checkSeat: build.mutation<Answer<'/api/checkin/sessions/{id}', 'post'>, { id: number; token: string }>({
      query: ({ id, token }) => route('post', '/api/checkin/sessions/{id}', { path: { id }, body: { token } }),
    }),
    /** Someone by their whole e-mail address (online only: the door's list holds none). */
    findByEmail: build.query<Answer<'/api/checkin/find', 'get'>, string>({
      query: (q) => ({ ...route('get', '/api/checkin/find'), params: { q } }),
    }),
    undoCheckIn: build.mutation<void, number>({
      query: (id) => route('post', '/api/checkin/{id}/undo', { path: { id } }),
    }),
  }),
});

export const { useGetDoorListQuery, useCheckInMutation, useSyncScansMutation, useCheckSeatMutation, useFindByEmailQuery, useUndoCheckInMutation } = checkinApi;
