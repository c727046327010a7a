// When a server-rendered page starts its code (issue 31: first load). The server's HTML is the whole first screen
// of a visitor's public page, readable and with working links, so the page's code (React, MUI, the store: about
// 200 KB gzip) starts only when the visitor needs it, and never competes with the first screen:
// - at once, where the server's HTML cannot be what this browser shows: a sign-in or a visitor's stars kept in the
//   browser, a stored copy shown offline, a language the browser prefers (the offer), an address with a query (the
//   server renders each page once, whatever the query), or what a page marks with <StartsAtOnceWhen>;
// - otherwise on the visitor's first sign of intent (a pointer, a touch, a key, a scroll), or when the programme
//   changes under the page (ssr-boot.ts watches the socket).
// Pure but for the browser's storage, clock and media queries, so that the boot script stays a few KB.
import { OFFLINE_COPY_META } from '@/service-worker/offline-routes';
import { LOCAL_SCHEDULE_KEY } from './favourites/local-keys';
import { DISMISSED } from './i18n/language-offer-dismissed';
import { preferredLocale, type Locale } from './i18n/locales';
import { TOKEN_KEY } from './session-keys';

/** An element carrying a media query: the page's code starts at once where it matches. */
export const START_WHEN_MEDIA = 'data-start-when';
/** An element carrying "YYYY-MM-DD/YYYY-MM-DD": the page's code starts at once on those days (the page follows the clock). */
export const START_BETWEEN_DAYS = 'data-start-between';

/** Marks the navigation's live dot (components/live-indicator.tsx): the boot script shows its own socket's state on it. */
export const LIVE_INDICATOR = 'data-live-indicator';

/** The events that tell a visitor is about to use the page. */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether "YYYY-MM-DD/YYYY-MM-DD" holds the instant, a day's margin each side for the venue's time zone. */
export function withinDays(range: string, now: number): boolean {
  const [from, to] = range.split('/').map((day) => Date.parse(`${day}T00:00:00Z`));
  if (!Number.isFinite(from) || !Number.isFinite(to)) return false;
  return now >= from - DAY_MS && now < to + 2 * DAY_MS;
}

/** Why this page's code must start at once, or null when it can wait for the visitor. */
export function reasonToStartAtOnce(doc: Document, pageLocale: Locale, now = Date.now()): string | null {
  if (stored(TOKEN_KEY)) return 'signed in';
  const stars = stored(LOCAL_SCHEDULE_KEY);
  if (stars && stars !== '[]') return 'stars kept in the browser';
  if (doc.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)) return 'a stored copy';
  if (doc.location.search) return 'an address with a query';
  const wanted = preferredLocale(navigator.languages);
  if (wanted && wanted !== pageLocale && stored(DISMISSED) !== wanted) return 'another language preferred';
  for (const element of doc.querySelectorAll<HTMLElement>(`[${START_WHEN_MEDIA}]`)) {
    if (window.matchMedia(element.getAttribute(START_WHEN_MEDIA)!).matches) return 'the page lays out for this screen';
  }
  for (const element of doc.querySelectorAll<HTMLElement>(`[${START_BETWEEN_DAYS}]`)) {
    if (withinDays(element.getAttribute(START_BETWEEN_DAYS)!, now)) return 'the page follows the clock today';
  }
  return null;
}
