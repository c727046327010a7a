// Which requests the service worker (sw.ts) answers, and under which cache key. Pure, so that it is tested without a
// browser (offline-routes.test.ts); it imports nothing from the app, because the worker is built on its own.

/** The header a cached copy of data carries (when it was stored): the client shows that time while offline. */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';
/** The same for a page: a meta tag in the stored HTML (a page cannot read its own response headers). */
export const OFFLINE_COPY_META = 'offline-copy';

/** Every cache of the worker starts with this; the signed-in user's data with USER_CACHE_PREFIX. */
export const CACHE_PREFIX = 'offline-';
export const USER_CACHE_PREFIX = 'offline-user-';

/** The key every page without its own copy is answered with offline: the plain client page, which renders any route. */
export const SHELL_KEY = '/offline-shell';

// Addresses the server answers itself, never with a page (backend/src/http/spa-fallback.ts, API_PREFIXES).
const API_PREFIXES = ['/api/', '/public/', '/cfp/submit', '/cfp/submissions', '/health', '/socket.io', '/uploads/', '/calendar/'];

/**
 * The public data the schedule, the dashboard and the layout around them show, exactly as the client asks for it
 * (lib/public): answered network-first, kept for offline. Everyone gets the same answer, so one copy serves all.
 */
export const PUBLIC_DATA = [
  '/public/schedule',
  '/public/schedule/changes?limit=20',
  '/public/sessions',
  '/public/conference-settings',
  '/public/site-flags',
  '/public/site-content',
  '/public/news',
  '/public/logo?small=true',
  // The screens at doors and on projectors (issue 47): what runs now and next, and the rooms' delay marks, so a
  // screen reloaded during a network loss still shows what it last knew.
  '/public/now',
  '/public/rooms',
] as const;

/**
 * The signed-in user's own data the dashboard needs offline: who they are, their saved sessions and their ticket (shown
 * at the door, where the network may be poor). Nothing else of /api/ is ever stored. All are plain reads that set no
 * cookie.
 */
export const USER_DATA = ['/api/auth/me', '/api/user/schedule', '/api/user/ticket'] as const;

export type OfflineRoute = { kind: 'page'; key: string } | { kind: 'asset' } | { kind: 'public'; key: string } | { kind: 'user'; key: string };

/**
 * A public read's address without the version it names (`?v=N`, lib/public/versioned-read.ts): the copy kept for
 * offline is the newest answer, whichever version the page asked for.
 */
function withoutVersion(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete('v');
  const rest = query.toString();
  return url.pathname + (rest ? `?${rest}` : '');
}

export interface RequestLike {
  method: string;
  url: string;
  mode: string;
  headers: { get(name: string): string | null };
}

/** The user id (`sub`) of a bearer token, read without checking it: it only picks this browser's own copy. */
export function bearerSubject(authorization: string | null): string | null {
  const token = /^Bearer ([\w-]+\.([\w-]+)\.[\w-]+)$/.exec(authorization ?? '')?.[2];
  if (!token) return null;
  try {
    const json = atob(
      token
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(token.length / 4) * 4, '='),
    );
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return (typeof sub === 'number' && Number.isInteger(sub) && sub > 0) || (typeof sub === 'string' && /^\d+$/.test(sub)) ? String(sub) : null;
  } catch {
    return null;
  }
}

/**
 * How the worker answers a request, or null to leave it to the network untouched (writes, other origins, the rest
 * of the API, the live connection, downloads).
 *
 * `pages`: the addresses whose HTML is kept as its own copy (the public pages, some rendered by the server with their
 * data); any other page is the same client page, kept once under SHELL_KEY.
 */
export function offlineRoute(request: RequestLike, origin: string, pages: readonly string[]): OfflineRoute | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;

  if (request.mode === 'navigate') {
    if (API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return null;
    if (/\.[^/]*$/.test(path)) return null;
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return { kind: 'page', key: pages.includes(route) ? route : SHELL_KEY };
  }
  if (path.startsWith('/assets/')) return { kind: 'asset' };
  const publicKey = withoutVersion(url);
  if ((PUBLIC_DATA as readonly string[]).includes(publicKey)) return { kind: 'public', key: publicKey };
  if ((USER_DATA as readonly string[]).includes(path) && !url.search) {
    const user = bearerSubject(request.headers.get('authorization'));
    // Without a token there is no user to keep it for (and the answer is a refusal anyway).
    return user ? { kind: 'user', key: `/offline-user/${user}${path}` } : null;
  }
  return null;
}
