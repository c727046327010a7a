import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

/** GET /public/venue-maps: the venue's floors, each with its plan and the rooms placed on it (in the page's language). */
export type PublicVenueMap = Answer<'/public/venue-maps', 'get'>[number];

export const venueMapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVenueMaps: build.query<Answer<'/public/venue-maps', 'get'>, void>({ query: () => route('get', '/public/venue-maps') }),
  }),
});

export const { useGetVenueMapsQuery } = venueMapsApi;
