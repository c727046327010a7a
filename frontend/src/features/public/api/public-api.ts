import { api } from '@/lib/api';
import { getSocket } from '@/lib/socket';
import type { ConferenceSession, ConferenceSettings, NewsItem } from '@/types/api';
import { hasPublishedNews, readNewsCache, writeNewsCache, NEWS_CACHE_TTL_MS } from './news-availability';

type ListResponse<K extends string, T> = T[] | Partial<Record<K, T[]>>;

function listFrom<K extends string, T>(response: ListResponse<K, T>, key: K): T[] {
  return Array.isArray(response) ? response : (response[key] ?? []);
}

export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConferenceSettings: build.query<ConferenceSettings, void>({
      query: () => '/public/conference-settings',
      providesTags: ['Settings'],
      // Streaming update: the server pushes the whole (small) settings object, so it is applied in place.
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        const socket = getSocket();
        const apply = (settings: ConferenceSettings) =>
          updateCachedData((draft) => {
            Object.assign(draft, settings);
          });
        try {
          await cacheDataLoaded;
          socket.on('settings.updated', apply);
        } catch {
          // The entry went away before its first load.
        }
        await cacheEntryRemoved;
        socket.off('settings.updated', apply);
      },
    }),
    getPublicSessions: build.query<ConferenceSession[], void>({
      query: () => '/public/sessions',
      transformResponse: (response: ListResponse<'sessions', ConferenceSession>) => listFrom(response, 'sessions'),
      providesTags: ['Sessions'],
    }),
    getPublicNews: build.query<NewsItem[], void>({
      query: () => '/public/news',
      transformResponse: (response: ListResponse<'news', NewsItem>) => listFrom(response, 'news'),
      providesTags: ['News'],
    }),
    /** Whether the nav bar shows News: cached in localStorage `newsCache` for 15 minutes (spec). */
    getNewsAvailability: build.query<boolean, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const cached = readNewsCache();
        if (cached && Date.now() - cached.timestamp < NEWS_CACHE_TTL_MS) return { data: cached.hasNews };

        const result = await baseQuery('/public/news');
        // On failure: the cached value, however old, or hide News.
        if (result.error) return { data: cached?.hasNews ?? false };

        const hasNews = hasPublishedNews(listFrom(result.data as ListResponse<'news', NewsItem>, 'news'));
        writeNewsCache(hasNews);
        return { data: hasNews };
      },
      providesTags: ['News'],
    }),
  }),
});

export const {
  useGetConferenceSettingsQuery,
  useGetPublicSessionsQuery,
  useGetPublicNewsQuery,
  useGetNewsAvailabilityQuery,
} = publicApi;
