import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { ConferenceSession, NewsItem, PublicSpeaker } from '@/types/api';
import { readNewsCache, writeNewsCache, NEWS_CACHE_TTL_MS } from './news-availability';
import { livePublicQuery as live } from './public-version';

/*
 * The public read model's lists. They are tagged 'Public' and never refetched for an edit: pushed changes patch
 * them in place (public-live.ts); each response's X-Public-Version says how current the data is, so a page that
 * missed a push catches up with only the changes since then.
 */

type Fetched = { data?: unknown; error?: FetchBaseQueryError; meta?: FetchBaseQueryMeta };

/** An item read by id: a 404 is an answer (null: the address names nothing), not a failure. */
async function orNone<T>(fetched: Fetched | PromiseLike<Fetched>) {
  const { data, error, meta } = await fetched;
  if (error?.status === 404) return { data: null, meta };
  return error ? { error, meta } : { data: data as T, meta };
}

export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConferenceSettings: build.query<Answer<'/public/conference-settings', 'get'>, void>({
      query: () => route('get', '/public/conference-settings'),
      ...live,
    }),
    /** The navigation's links: whether sessions and published news exist, and which calls are open. */
    getSiteFlags: build.query<Answer<'/public/site-flags', 'get'>, void>({ query: () => route('get', '/public/site-flags'), ...live }),
    getPublicSessions: build.query<ConferenceSession[], void>({
      query: () => route('get', '/public/sessions'),
      transformResponse: (response: Answer<'/public/sessions', 'get'>) => response.sessions,
      ...live,
    }),
    /**
     * The home page's sessions: the first `limit` in start order, and how many there are. Loaded again after a change
     * to the sessions (public-live.ts), revalidated past the browser's cache like the featured speakers: a copy from
     * the cache would name an older version and start another catch-up.
     */
    getFirstSessions: build.query<Answer<'/public/sessions/first', 'get'>, number>({
      query: (limit) => ({ ...route('get', '/public/sessions/first', { query: { limit } }), cache: 'no-cache' }),
      ...live,
    }),
    /** One session, for its page (issue 45: the page carries its session, not the programme); null: none by that id. */
    getPublicSession: build.query<ConferenceSession | null, number>({
      queryFn: (id, _api, _extra, baseQuery) => orNone<ConferenceSession>(baseQuery(route('get', '/public/sessions/{id}', { path: { id } }))),
      ...live,
    }),
    /** The schedule page's call: the same sessions, under the key `schedule`. */
    getPublicSchedule: build.query<ConferenceSession[], void>({
      query: () => route('get', '/public/schedule'),
      transformResponse: (response: Answer<'/public/schedule', 'get'>) => response.schedule,
      ...live,
    }),
    /**
     * What a server-rendered /schedule opens with (its embedded state; the page's code then loads the whole
     * programme): each day's first start, the first day's first sessions and how many that day has. Loaded again,
     * revalidated, after a change to the sessions.
     */
    getScheduleOpening: build.query<Answer<'/public/schedule/opening', 'get'>, number>({
      query: (limit) => ({ ...route('get', '/public/schedule/opening', { query: { limit } }), cache: 'no-cache' }),
      ...live,
    }),
    getPublicSpeakers: build.query<Answer<'/public/speakers', 'get'>, void>({
      query: () => route('get', '/public/speakers', { query: { limit: 1000 } }),
      ...live,
    }),
    /** One speaker, for their page. */
    getPublicSpeaker: build.query<PublicSpeaker | null, number>({
      queryFn: (id, _api, _extra, baseQuery) => orNone<PublicSpeaker>(baseQuery(route('get', '/public/speakers/{id}', { path: { id } }))),
      ...live,
    }),
    /** The sessions a speaker is on, in start order (their page's list); loaded again, revalidated, after a change to them. */
    getSpeakerSessions: build.query<ConferenceSession[], number>({
      query: (id) => ({ ...route('get', '/public/speakers/{id}/sessions', { path: { id } }), cache: 'no-cache' }),
      transformResponse: (response: Answer<'/public/speakers/{id}/sessions', 'get'>) => response.sessions,
      ...live,
    }),
    /**
     * The home page's six (a random six, picked by the server, when there are more) and the count for 'View All'.
     * Loaded again after a change to the speakers (public-live.ts), past the browser's cache (max-age=5 with
     * stale-while-revalidate) but revalidated: an unchanged version keeps this page's pick (304).
     */
    getFeaturedSpeakers: build.query<Answer<'/public/speakers/featured', 'get'>, void>({
      query: () => ({ ...route('get', '/public/speakers/featured'), cache: 'no-cache' }),
      ...live,
    }),
    getPublicSponsors: build.query<Answer<'/public/sponsors', 'get'>, void>({
      query: () => route('get', '/public/sponsors', { query: { limit: 1000 } }),
      ...live,
    }),
    getSiteContent: build.query<Answer<'/public/site-content', 'get'>, void>({ query: () => route('get', '/public/site-content'), ...live }),
    getHeroContent: build.query<Answer<'/public/hero-content', 'get'>, void>({ query: () => route('get', '/public/hero-content'), ...live }),
    getFeaturedVideos: build.query<Answer<'/public/videos', 'get'>, void>({ query: () => route('get', '/public/videos'), ...live }),
    getPublicNews: build.query<NewsItem[], void>({
      query: () => route('get', '/public/news'),
      transformResponse: (response: Answer<'/public/news', 'get'>) => response.news,
      ...live,
    }),
    /** One published article, for its page. */
    getPublicNewsItem: build.query<NewsItem | null, number>({
      queryFn: (id, _api, _extra, baseQuery) => orNone<NewsItem>(baseQuery(route('get', '/public/news/{id}', { path: { id } }))),
      ...live,
    }),
    /** The home page's Latest News: at most five, featured first, then newest first (ordered by the server). */
    getLatestNews: build.query<NewsItem[], void>({
      // Revalidated like the featured speakers, for the same reason.
      query: () => ({ ...route('get', '/public/news/latest'), cache: 'no-cache' }),
      transformResponse: (response: Answer<'/public/news/latest', 'get'>) => response.news,
      ...live,
    }),
  }),
});

const newsAvailabilityApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Whether the nav bar shows News: cached in localStorage `newsCache` for 15 minutes (spec); past that, answered
     * by the flags response the nav bar loads anyway (the same request, not a second one), and kept current by pushes.
     */
    getNewsAvailability: build.query<boolean, void>({
      async queryFn(_arg, { dispatch }) {
        const cached = readNewsCache();
        if (cached && Date.now() - cached.timestamp < NEWS_CACHE_TTL_MS) return { data: cached.hasNews };

        // Shares the flags request in flight (the nav bar starts it first); forced, so that after a full reload
        // (every public list invalidated) the answer is not the flags entry that is about to be refetched.
        const flags = await dispatch(publicApi.endpoints.getSiteFlags.initiate(undefined, { subscribe: false, forceRefetch: true }));
        // On failure: the cached value, however old, or hide News.
        if (!flags.isSuccess) return { data: cached?.hasNews ?? false };

        const hasNews = flags.data.has_news === true;
        writeNewsCache(hasNews);
        return { data: hasNews };
      },
      providesTags: ['Public'],
    }),
  }),
});

export const {
  useGetConferenceSettingsQuery,
  useGetSiteFlagsQuery,
  useGetPublicSessionsQuery,
  useGetPublicSessionQuery,
  useGetFirstSessionsQuery,
  useGetPublicScheduleQuery,
  useGetScheduleOpeningQuery,
  useGetPublicSpeakerQuery,
  useGetSpeakerSessionsQuery,
  useGetPublicNewsItemQuery,
  useGetPublicSpeakersQuery,
  useGetFeaturedSpeakersQuery,
  useGetPublicSponsorsQuery,
  useGetSiteContentQuery,
  useGetHeroContentQuery,
  useGetFeaturedVideosQuery,
  useGetPublicNewsQuery,
  useGetLatestNewsQuery,
} = publicApi;

export const { useGetNewsAvailabilityQuery } = newsAvailabilityApi;
