import { route, type Answer } from '@/lib/api-routes';
import { publicApi } from './public-api';
import { livePublicQuery as live } from './public-version';

/*
 * The rooms as public pages know them (issue 47): their delay marks and streams (`rooms`, patched by pushes like any
 * public record) and what runs now and next in each (`now`, loaded again, revalidated, after a change to the
 * sessions or the rooms; public-live.ts).
 */
export const roomsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicRooms: build.query<Answer<'/public/rooms', 'get'>, void>({ query: () => route('get', '/public/rooms'), ...live }),
    getNow: build.query<Answer<'/public/now', 'get'>, void>({
      query: () => ({ ...route('get', '/public/now'), cache: 'no-cache' }),
      ...live,
    }),
  }),
});

export const { useGetPublicRoomsQuery, useGetNowQuery } = roomsApi;
export type NowAnswer = Answer<'/public/now', 'get'>;
export type RoomNow = NowAnswer['rooms'][number];
export type NowSession = NonNullable<RoomNow['now']>;
