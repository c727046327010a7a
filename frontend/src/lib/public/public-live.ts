import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import type { PublicChange as PublicDelta } from '@/lib/socket';
import type { ConferenceSession, NewsItem, PublicSpeaker, SiteFlags, Sponsor, VideoPair } from '@/types/api';
import { writeNewsCache } from './news-availability';
import { publicVersion } from './public-version';
import { CHANGES_SHOWN, type ScheduleChange } from './schedule-changes-api';

/*
 * Live public data without requests: a push (`public.changed`) or a catch-up (`GET /public/changes?since=`) carries
 * the changed records in their public shape and the ids removed, by collection; every cached list that shows that
 * collection is patched in place. Only a client too far behind loads its lists again.
 */

type Collection = 'sessions' | 'speakers' | 'sponsors' | 'news' | 'schedule-changes' | 'settings' | 'hero' | 'content' | 'flags';

type Compare<T> = (a: T, b: T) => number;
const by = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const TIERS = ['platinum', 'gold', 'silver', 'bronze', 'partner'];

// The server's list orders (public-read-model/collections.ts).
const bySession: Compare<ConferenceSession> = (a, b) => by(a.startTime, b.startTime) || a.id - b.id;
const bySpeaker: Compare<PublicSpeaker> = (a, b) => a.id - b.id;
const bySponsor: Compare<Sponsor> = (a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || by(a.name, b.name) || a.id - b.id;
const byNews: Compare<NewsItem> = (a, b) => by(b.published_date, a.published_date) || b.id - a.id;
const byChange: Compare<ScheduleChange> = (a, b) => b.id - a.id;

function patchList<T extends { id: number }>(list: T[], change: { upsert: unknown[]; remove: number[] }, compare: Compare<T>, limit = Infinity): T[] {
  const upserts = change.upsert as T[];
  const replaced = new Set([...change.remove, ...upserts.map((r) => r.id)]);
  return [...list.filter((r) => !replaced.has(r.id)), ...upserts].sort(compare).slice(0, limit);
}

type Patch = (cached: unknown, delta: PublicDelta) => unknown;
const list =
  <T extends { id: number }>(collection: Collection, compare: Compare<T>, limit?: number): Patch =>
  (cached, delta) => {
    const change = delta.collections[collection];
    return change ? patchList(cached as T[], change, compare, limit) : undefined;
  };
const single =
  (collection: Collection, pick: (value: unknown) => unknown = (v) => v): Patch =>
  (_cached, delta) => {
    const value = delta.collections[collection]?.upsert[0];
    return value === undefined ? undefined : pick(value);
  };

/** Which cached endpoints show which collection, and how a change lands in them. */
const PATCHES: Record<string, Patch> = {
  getPublicSessions: list('sessions', bySession),
  getPublicSchedule: list('sessions', bySession),
  getPublicSpeakers: list('speakers', bySpeaker),
  getPublicSponsors: list('sponsors', bySponsor),
  getPublicNews: list('news', byNews),
  getScheduleChanges: list('schedule-changes', byChange, CHANGES_SHOWN),
  getConferenceSettings: single('settings', (v) => ({
    accepting_cfp: (v as SiteFlags).accepting_cfp,
    accepting_sponsors: (v as SiteFlags).accepting_sponsors,
  })),
  getSiteFlags: single('flags'),
  getHeroContent: single('hero'),
  getSiteContent: single('content'),
  getFeaturedVideos: single('content', (v) => (v as { videos: VideoPair }).videos),
  getNewsAvailability: single('flags', (v) => {
    const hasNews = (v as SiteFlags).has_news;
    writeNewsCache(hasNews);
    return hasNews;
  }),
};

/**
 * Lists the server derives from a collection: the home page's random six speakers (with the count) and its latest
 * five news. A changed record may enter or leave them, which the client cannot tell from the change alone, so they
 * load again (a few KB) when a change touches their collection, and only then.
 */
const DERIVED: Record<string, Collection> = {
  getFeaturedSpeakers: 'speakers',
  getLatestNews: 'news',
};

/** Endpoints kept current by versions, never refetched for a reconnect. */
export const isLivePublicEndpoint = (name: string) => name in PATCHES || name in DERIVED;

type Store = { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; getState: () => unknown };
type QueryEntry = { status?: string; endpointName?: string; originalArgs?: unknown; data?: unknown };
type UpdateQueryData = (endpoint: string, arg: unknown, recipe: () => unknown) => UnknownAction;
type Initiate = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => UnknownAction;

function apply(store: Store, delta: PublicDelta) {
  const queries = (store.getState() as { api: { queries: Record<string, QueryEntry | undefined> } }).api.queries;
  const update = api.util.updateQueryData as unknown as UpdateQueryData;
  const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
  for (const entry of Object.values(queries)) {
    const name = entry?.endpointName;
    if (!name || entry?.status !== 'fulfilled' || entry.data === undefined) continue;
    if (name in DERIVED) {
      // The reloaded list notes its version like any other; one loaded before this change starts a catch-up.
      if (delta.collections[DERIVED[name]]) store.dispatch(endpoints[name]!.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
      continue;
    }
    const next = PATCHES[name]?.(entry.data, delta);
    if (next !== undefined) store.dispatch(update(name, entry.originalArgs, () => next));
  }
}

/**
 * Keeps public data current from the socket: applies each push that follows the version held, and after a gap
 * (a missed push, a reconnect, a list loaded at an older version) fetches only the changes since that version.
 */
export function startPublicLive(store: Store) {
  let catchingUp: Promise<void> | null = null;

  async function catchUp() {
    for (let round = 0; round < 3; round += 1) {
      const since = publicVersion.held;
      if (since === null || publicVersion.latest <= since) return;
      const response = await fetch(`/public/changes?since=${since}`, { cache: 'no-store', headers: { Accept: 'application/json' } }).catch(() => null);
      // Offline or failing: the next push or reconnect tries again.
      if (!response?.ok) return;
      const delta = (await response.json()) as PublicDelta;
      publicVersion.announced(delta.version);
      if (delta.full) {
        publicVersion.set(null);
        store.dispatch(api.util.invalidateTags(['Public']));
        return;
      }
      apply(store, delta);
      // A list loaded meanwhile at an older version keeps the lower mark (and another round runs).
      const held = publicVersion.held;
      publicVersion.set(held === since ? delta.version : Math.min(held ?? delta.version, delta.version));
    }
  }

  const behind = () => {
    catchingUp ??= catchUp().finally(() => {
      catchingUp = null;
      publicVersion.check();
    });
  };
  publicVersion.onBehind(behind);

  return {
    /** The server's version when this socket joined its rooms. */
    hello(version: number) {
      const held = publicVersion.held;
      // Below ours: the server's data was reset (or an instance lags behind): nothing held can be trusted.
      if (held !== null && version < held) {
        publicVersion.set(null);
        store.dispatch(api.util.invalidateTags(['Public']));
        return;
      }
      publicVersion.announced(version);
      publicVersion.check();
    },
    pushed(delta: PublicDelta) {
      const held = publicVersion.held;
      publicVersion.announced(delta.version);
      if (held !== null && delta.version === held + 1 && !catchingUp) {
        apply(store, delta);
        publicVersion.set(delta.version);
        return;
      }
      publicVersion.check();
    },
  };
}
