import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { Locale } from '@/lib/i18n/locales';

/** GET /calendar/{token}.json: a person's saved sessions of the published programme, by their personal link. */
export type Favourites = Answer<'/calendar/{token}.json', 'get'>;
export type FavouriteSession = Favourites['sessions'][number];

/** The phone's page of a personal link (issue 44): what the link's JSON says, in the page's language. */
export const mySessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<Favourites, { token: string; lang: Locale }>({
      query: ({ token, lang }) => ({ ...route('get', '/calendar/{token}.json', { path: { token }, query: { lang } }), cache: 'no-store' }),
      // A reset link stops answering at once: nothing of it is kept for long.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFavouritesQuery } = mySessionsApi;
