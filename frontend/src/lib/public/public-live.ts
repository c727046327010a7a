import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import type { SiteFlags, VideoPair } from '@/types/api';
import { writeNewsCache } from './news-availability';
import { currentLocale } from '@/lib/i18n/active-locale';
import { publicReadIn } from '@/lib/i18n/locales';
import { deltaIn, patchList, type PublicDelta } from './public-delta';
import { publicVersion } from './public-version';
import { CHANGES_SHOWN } from './schedule-changes-api';

/*
 * Live public data without requests: a push (`public.changed`) or a catch-up (`GET /public/changes?since=`) carries
 * the changed records in their public shape and the ids removed, by collection; every cached list that shows that
 * collection is patched in place. Only a client too far behind loads its lists again.
 */

type Collection = 'sessions' | 'speakers' | 'sponsors' | 'news' | 'schedule-changes' | 'settings' | 'hero' | 'content' | 'flags' | 'rooms';

/** A cached answer with a change applied; undefined: the change does not touch it; RELOAD: it is to be loaded again. */
type Patch = (cached: unknown, delta: PublicDelta, arg: unknown) => unknown;
const RELOAD = Symbol('reload');
const list =
  (collection: Collection, limit?: number): Patch =>
  (cached, delta) => {
    const change = delta.collections[collection];
    return change ? patchList(cached as { id: number }[], change, limit) : undefined;
  };
const single =
  (collection: Collection, pick: (value: unknown) => unknown = (v) => v): Patch =>
  (_cached, delta) => {
    const value = delta.collections[collection]?.upsert[0];
    return value === undefined ? undefined : pick(value);
  };

/** One record by id (an item's page): replaced by its change; null once removed (the server would say 404). */
const item =
  (collection: Collection): Patch =>
  (_cached, delta, id) => {
    const change = delta.collections[collection];
    const changed = change?.upsert.find((record) => (record as { id: number }).id === id);
    return changed ?? (change?.remove.includes(id as number) ? null : undefined);
  };

/** A speaker's sessions: loaded again when a change touches one of them or puts the speaker on another. */
const speakerSessions: Patch = (cached, delta, speakerId) => {
  const change = delta.collections.sessions;
  if (!change) return undefined;
  const held = new Set((cached as { id: number }[]).map((s) => s.id));
  const touched =
    change.remove.some((id) => held.has(id)) ||
    (change.upsert as { id: number; speakers: { id: number }[] }[]).some((s) => held.has(s.id) || s.speakers.some((p) => p.id === speakerId));
  return touched ? RELOAD : undefined;
};

/** Which cached endpoints show which collection, and how a change lands in them. */
const PATCHES: Record<string, Patch> = {
  getPublicSessions: list('sessions'),
  getPublicSession: item('sessions'),
  getSpeakerSessions: speakerSessions,
  getPublicSchedule: list('sessions'),
  getPublicSpeakers: list('speakers'),
  getPublicSpeaker: item('speakers'),
  getPublicNewsItem: item('news'),
  getPublicSponsors: list('sponsors'),
  getPublicNews: list('news'),
  getScheduleChanges: list('schedule-changes', CHANGES_SHOWN),
  // The whole record: which calls accept, and when they open and close (a page counts down to the deadline).
  getConferenceSettings: single('settings'),
  getSiteFlags: single('flags'),
  // The rooms' delay marks and streams (issue 47).
  getPublicRooms: single('rooms'),
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
 * Lists the server derives from a collection: the home page's random six speakers (with the count), its first
 * sessions (with the count) and its latest five news, and what /schedule opens with. A changed record may enter or leave them, which the client cannot tell from the change alone, so they
 * load again (a few KB) when a change touches their collection, and only then.
 */
const DERIVED: Record<string, Collection[]> = {
  getFeaturedSpeakers: ['speakers'],
  getFirstSessions: ['sessions'],
  getScheduleOpening: ['sessions'],
  getLatestNews: ['news'],
  // What runs now and next (the screens): from the sessions and the rooms' delay marks.
  getNow: ['sessions', 'rooms'],
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
      const endpoint = endpoints[name];
      if (endpoint && DERIVED[name].some((c) => delta.collections[c]))
        store.dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
      continue;
    }
    const next = PATCHES[name]?.(entry.data, delta, entry.originalArgs);
    if (next === RELOAD) {
      const endpoint = endpoints[name];
      if (endpoint) store.dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
    } else if (next !== undefined) store.dispatch(update(name, entry.originalArgs, () => next));
  }
}

/**
 * Keeps public data current from the socket: applies each push that follows the version held, and after a gap
 * (a missed push, a reconnect, a list loaded at an older version) fetches only the changes since that version
 * (public-delta.ts decides which); too far behind, every public list loads again.
 */
export function startPublicLive(store: Store) {
  publicVersion.follow({
    apply: (delta) => apply(store, delta),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- cache tags, not text
    reload: () => store.dispatch(api.util.invalidateTags(['Public'])),
    async changesSince(since) {
      const locale = currentLocale();
      const response = await fetch(publicReadIn(`/public/changes?since=${since}`, locale), {
        cache: 'no-store',
        headers: { Accept: 'application/json', 'Accept-Language': locale },
      });
      return response.ok ? ((await response.json()) as PublicDelta) : null;
    },
  });
  return {
    /** The server's version when this socket joined its rooms. */
    hello: (version: number) => publicVersion.hello(version),
    pushed: (delta: PublicDelta) => publicVersion.pushed(deltaIn(delta, currentLocale())),
  };
}
