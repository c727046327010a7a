import { api } from '@/lib/api';
import { getSocket } from '@/lib/socket';
import type {
  ConferenceSession,
  ConferenceSettings,
  HeroContent,
  NewsItem,
  ProposalPayload,
  PublicSpeaker,
  SiteContent,
  Sponsor,
  SponsorshipPayload,
  VideoPair,
} from '@/types/api';
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
    /** The schedule page's call: the same sessions, under the key `schedule`. */
    getPublicSchedule: build.query<ConferenceSession[], void>({
      query: () => '/public/schedule',
      transformResponse: (response: ListResponse<'schedule' | 'sessions', ConferenceSession>) =>
        Array.isArray(response) ? response : (response.schedule ?? response.sessions ?? []),
      providesTags: ['Sessions'],
    }),
    getPublicSpeakers: build.query<PublicSpeaker[], void>({
      query: () => '/public/speakers?limit=1000',
      transformResponse: (response: ListResponse<'speakers', PublicSpeaker>) => listFrom(response, 'speakers'),
      providesTags: ['Speakers'],
    }),
    getPublicSponsors: build.query<Sponsor[], void>({
      query: () => '/public/sponsors?limit=1000',
      transformResponse: (response: ListResponse<'sponsors', Sponsor>) => listFrom(response, 'sponsors'),
      providesTags: ['Sponsors'],
    }),
    getSiteContent: build.query<SiteContent, void>({
      query: () => '/public/site-content',
      providesTags: ['Content'],
    }),
    getHeroContent: build.query<HeroContent, void>({
      query: () => '/public/hero-content',
      providesTags: ['Content'],
    }),
    getFeaturedVideos: build.query<VideoPair, void>({
      query: () => '/public/videos',
      providesTags: ['Content'],
    }),
    /** Errors keep the server's body: `detail` is a string or a list of {loc, msg, type}. */
    submitProposal: build.mutation<{ id: number; status: string }, ProposalPayload>({
      query: (body) => ({ url: '/cfp/submit', method: 'POST', body }),
    }),
    applyForSponsorship: build.mutation<{ id: number }, SponsorshipPayload>({
      query: (body) => ({ url: '/public/sponsorship/apply', method: 'POST', body }),
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
  useGetPublicScheduleQuery,
  useGetPublicSpeakersQuery,
  useGetPublicSponsorsQuery,
  useGetSiteContentQuery,
  useGetHeroContentQuery,
  useGetFeaturedVideosQuery,
  useSubmitProposalMutation,
  useApplyForSponsorshipMutation,
  useGetPublicNewsQuery,
  useGetNewsAvailabilityQuery,
} = publicApi;
