import { createAction, type Dispatch } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { offlineCopyUsed, selectOffline, siteReached, type OfflineRootState } from '@/lib/offline/offline-state';
import { offlineCopyTime } from '@/lib/offline/service-worker';
import { readStoredToken, sessionExpired, sessionRefreshed, type SessionRootState } from '@/lib/session';
import type { AuthResponse } from '@/types/api';
import { currentLocale } from './i18n/active-locale';
import { publicReadIn } from './i18n/locales';
import { atKnownVersion } from './public/versioned-read';

/*
 * The one createApi of the app. Features add their endpoints with api.injectEndpoints.
 * Data fetching defaults (spec): 3 retries with exponential delay capped at 30 s, results kept 5 minutes.
 */

/** The server's store state embedded in a server-rendered page. */
export const ssrHydrated = createAction<unknown>('ssr/hydrated');

export const TAG_TYPES = [
  'Public',
  'Settings',
  'Sessions',
  // What an edit of the programme changes besides the sessions (the undo history, the draft, the rooms, a session's
  // history): the calendar patches its sessions from a move's answer and loads only these again.
  'ScheduleEdits',
  'News',
  'Speakers',
  'Sponsors',
  'Content',
  'Me',
  'Notifications',
  'Proposals',
  'Users',
  'Analytics',
  'Audit',
  'Mail',
  // The programme committee: a reviewer's queue and the organisers' committee tab refetch on review.changed.
  'Review',
  // Session feedback: the speakers' and organisers' summaries refetch on feedback.changed; the attendee's own ratings too.
  'Feedback',
  // Room capacities (rooms.changed) and how many attendees saved each session (sessions.interest): the schedule
  // editor's sessions and its Rooms dialog refetch.
  'Rooms',
  'Interest',
  // Speakers' availability: their own section and the schedule editor's shading refetch on availability.changed.
  'Availability',
  // Past editions (issue 29): loaded again when an organiser begins the next edition.
  'Editions',
  // The account's devices that receive push notifications (issue 44): loaded again when this device subscribes.
  'PushDevices',
  // The account's own sign-ups for sessions with limited seats (issue 46).
  'Signups',
  // A session's sign-ups as organisers see them (by session id): loaded again on sessions.changed naming it.
  'SessionSignups',
  // Arrivals at the doors (issue 46): read again when a door's queued scans have been sent.
  'Arrivals',
  // The rooms the signed-in user may mark running late today (issue 47).
  'RoomDelays',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;
const AUTH_PATH = '/api/auth/';

export interface ApiExtraOptions {
  maxRetries?: number;
}

function tokenFrom(state: unknown): string | null {
  const auth = (state as Partial<SessionRootState>).auth;
  return auth ? auth.token : readStoredToken();
}

const fetchQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = tokenFrom(getState());
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // Everything is asked in the page's language: content, errors, and what a form sends (the server answers and
    // mails in it; a new account keeps it).
    headers.set('Accept-Language', currentLocale());
    return headers;
  },
});

/**
 * Public reads name another language than the default in their address (lib/i18n/locales.ts: publicReadIn), and the
 * public version the page knows once it knows one (lib/public/versioned-read.ts).
 */
const publicReadAddress = (args: FetchArgs | string): FetchArgs | string => {
  const url = typeof args === 'string' ? args : args.url;
  if (!url.startsWith('/public/')) return args;
  // The query values first (serialised as fetchBaseQuery does), then the language, as the server's preloads write
  // them; then the version.
  const params = typeof args === 'string' ? undefined : (args.params as Record<string, string | number | boolean> | undefined);
  const query = params ? new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString() : '';
  const address = atKnownVersion(publicReadIn(query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url, currentLocale()));
  return typeof args === 'string' ? address : { ...args, url: address, params: undefined };
};

/**
 * Every call. An answer the service worker took from its stored copies (the network failed) tells the page it is
 * offline; one from the network, that the site is reachable again.
 */
const rawBaseQuery: typeof fetchQuery = async (args, api, extraOptions) => {
  const result = await fetchQuery(publicReadAddress(args), api, extraOptions);
  const response = result.meta?.response;
  const copyAt = offlineCopyTime(response);
  if (copyAt !== null) api.dispatch(offlineCopyUsed(copyAt));
  // While the browser has no network, an answer came from its HTTP cache, not from the site.
  else if (response && navigator.onLine && selectOffline(api.getState() as OfflineRootState).copyAt !== null) api.dispatch(siteReached());
  return result;
};

let refreshInFlight: Promise<AuthResponse | null> | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token. Calls made at the same moment share one
 * request, because a rotating refresh token can be spent only once.
 */
export function refreshSession(dispatch: Dispatch): Promise<AuthResponse | null> {
  refreshInFlight ??= (async () => {
    try {
      const response = await fetch(`${AUTH_PATH}refresh`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Accept-Language': currentLocale() },
      });
      // 204: there is no session to resume (no refresh cookie).
      if (!response.ok || response.status === 204) return null;
      const body = (await response.json()) as Partial<AuthResponse>;
      if (!body.access_token || !body.user) return null;
      const session = body as AuthResponse;
      dispatch(sessionRefreshed(session));
      return session;
    } catch {
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/** A 4xx will not change by asking again, so it is never retried. */
export function isClientError(error: FetchBaseQueryError): boolean {
  const status = typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : 0;
  return status >= 400 && status < 500;
}

const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const tokenUsed = tokenFrom(api.getState());
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || urlOf(args).startsWith(AUTH_PATH)) return result;

  // Another call may already have refreshed the token while this one was in flight.
  const current = tokenFrom(api.getState());
  if (current && current !== tokenUsed) return rawBaseQuery(args, api, extraOptions);

  const refreshed = await refreshSession(api.dispatch);
  if (refreshed) {
    result = await rawBaseQuery(args, api, extraOptions);
  } else if (tokenUsed) {
    api.dispatch(sessionExpired());
  }
  return result;
};

function waitBeforeRetry(attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  const delay = Math.min(1000 * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, delay);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

const baseQuery = retry(baseQueryWithReauth, {
  backoff: waitBeforeRetry,
  // Mutations are not retried: repeating a POST that may have reached the server could apply it twice.
  retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
    const maxRetries = (extraOptions as ApiExtraOptions | undefined)?.maxRetries ?? MAX_RETRIES;
    if (attempt > maxRetries || baseQueryApi.type === 'mutation') return false;
    return !isClientError(error as FetchBaseQueryError);
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 300,
  // The queries a server-rendered page was rendered with (main.tsx dispatches them before hydrating).
  extractRehydrationInfo(action, { reducerPath }) {
    if (ssrHydrated.match(action)) return (action.payload as Record<string, unknown>)[reducerPath] as never;
    return undefined;
  },
  endpoints: () => ({}),
});

/**
 * After a gap in live updates, personal and organiser data is fetched again. Public data ('Public') is not: it
 * catches up with the changes since its version instead (lib/public/public-live).
 */
export function invalidatePrivateTags() {
  return api.util.invalidateTags(TAG_TYPES.filter((tag) => tag !== 'Public'));
}
