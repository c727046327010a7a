import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';

/** The released versions of the programme (release mode), browsable by anyone; loaded again when one is released. */
export type ReleaseList = Schemas['ScheduleReleases'];
export type PublicRelease = Schemas['ScheduleRelease'];

export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicReleases: build.query<Answer<'/public/schedule/releases', 'get'>, void>({ query: () => route('get', '/public/schedule/releases') }),
    getPublicRelease: build.query<Answer<'/public/schedule/releases/{number}', 'get'>, number>({
      query: (number) => route('get', '/public/schedule/releases/{number}', { path: { number } }),
    }),
  }),
});

export const { useGetPublicReleasesQuery, useGetPublicReleaseQuery } = releasesApi;
