import { api } from '@/lib/api';
import type { Schemas } from '@/types/api';

/** The released versions of the programme (release mode), browsable by anyone; loaded again when one is released. */
export type ReleaseList = Schemas['ScheduleReleases'];
export type PublicRelease = Schemas['ScheduleRelease'];

export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicReleases: build.query<ReleaseList, void>({ query: () => '/public/schedule/releases' }),
    getPublicRelease: build.query<PublicRelease, number>({ query: (number) => `/public/schedule/releases/${number}` }),
  }),
});

export const { useGetPublicReleasesQuery, useGetPublicReleaseQuery } = releasesApi;
