import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

/**
 * "412 of 530 arrived", for the doors (features/checkin) and the console: read once, then kept current by the
 * `checkin.arrivals` push (app/pushed-cache-updates.ts) to organisers and door helpers.
 */
export const arrivalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArrivals: build.query<Answer<'/api/checkin/arrivals', 'get'>, void>({
      query: () => route('get', '/api/checkin/arrivals'),
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache tag, not text
      providesTags: ['Arrivals'],
    }),
  }),
});

export const { useGetArrivalsQuery } = arrivalsApi;
