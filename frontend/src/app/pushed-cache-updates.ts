import { userUpdated } from '@/features/auth/api/auth-slice';
import { scheduleReleased } from '@/lib/public/schedule-released';
import { api, type TagType } from '@/lib/api';
import { arrivalsApi } from '@/lib/arrivals-api';
import type { Proposal, Schemas } from '@/types/api';
import { sessionsChanged } from './pushed-session-changes';
import type { AppStore } from './store';

type Pushed = Schemas['ClientEvents'];

/** What a pushed event does to the client's cache: `apply` patches it from the payload, then `invalidate` refetches. */
export interface CacheUpdate<P> {
  apply?: (store: AppStore, payload: P) => void;
  invalidate?: TagType[];
}

type QueryEntry = { status?: string; endpointName?: string; originalArgs?: unknown };

/** The cached proposal lists (the speaker's own, the organisers' review table), newest first. */
const PROPOSAL_LISTS = ['getMyPresentations', 'getSubmissions'];

function patchProposalLists(store: AppStore, proposals: Proposal[]): void {
  const queries = store.getState().api.queries as Record<string, QueryEntry | undefined>;
  const update = api.util.updateQueryData as unknown as (
    endpoint: string,
    arg: unknown,
    recipe: (list: Proposal[]) => void,
  ) => Parameters<AppStore['dispatch']>[0];
  let loading = false;
  for (const entry of Object.values(queries)) {
    if (!entry?.endpointName || !PROPOSAL_LISTS.includes(entry.endpointName)) continue;
    // A list still loading may have been read before this change: it is fetched again once it arrives (RTK Query
    // delays invalidation of a pending query until it settles).
    if (entry.status === 'pending') loading = true;
    if (entry.status !== 'fulfilled') continue;
    store.dispatch(
      update(entry.endpointName, entry.originalArgs, (list) => {
        for (const proposal of proposals) {
          const at = list.findIndex((p) => p.id === proposal.id);
          if (at >= 0) list[at] = proposal;
          else list.unshift(proposal);
        }
      }),
    );
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cache tags, not text
  if (loading) store.dispatch(api.util.invalidateTags(['Proposals']));
}

/**
 * Each pushed event, by its name in the server's catalog (backend/src/events/catalog.ts), and what it does to the
 * cache. Not here: `hello` and `public.changed` (the connection and the public catch-up, app/realtime.ts), and the
 * events that stream into a single cache entry from its endpoint's onCacheEntryAdded (notifications, the saved
 * schedule, a bulk decision's progress, presence).
 */
export const PUSHED_CACHE_UPDATES: { [K in keyof Pushed]?: CacheUpdate<Pushed[K]> } = {
  // Open schedule pages say which version of the programme they now show.
  'schedule.released': { apply: (_store, release) => scheduleReleased(release) },
  // Admins only: their consoles patch their list with the named sessions (the one that made the edit already shows
  // it); what else follows from it loads again, coalesced (pushed-session-changes.ts).
  'sessions.changed': { apply: sessionsChanged },
  // Admins only: attendees saved or unsaved sessions, or room capacities changed; the schedule editor's flags follow.
  'sessions.interest': { invalidate: ['Interest'] },
  'rooms.changed': { invalidate: ['Rooms'] },
  'news.changed': { invalidate: ['News'] },
  'speakers.changed': { invalidate: ['Speakers', 'Sessions'] },
  'sponsors.changed': { invalidate: ['Sponsors'] },
  'content.changed': { invalidate: ['Content'] },
  // A proposal was submitted, reviewed, confirmed or scheduled: the speaker's and the organisers' lists take the
  // pushed records as they are; the organisers' counts refetch.
  'proposals.changed': { apply: (store, { proposals }) => patchProposalLists(store, proposals), invalidate: ['Analytics'] },
  // Admins only: accounts and the audit trail.
  'users.changed': { invalidate: ['Users', 'Analytics'] },
  'audit.recorded': { invalidate: ['Audit'] },
  'settings.updated': { invalidate: ['Settings'] },
  // Reviewers and admins: reviews, assignments, criteria or the phase changed; each page refetches what it may see.
  'review.changed': { invalidate: ['Review'] },
  // Admins and the rated sessions' speakers: a session was rated; the feedback summaries refetch.
  'feedback.changed': { invalidate: ['Feedback'] },
  // Admins and the speaker: a speaker changed when they can speak; the editor's shading and its flags refetch.
  'availability.changed': { invalidate: ['Availability', 'Sessions'] },
  // Organisers and door helpers: someone came in (or was undone) at a door; the count shows it as pushed.
  'checkin.arrivals': { apply: (store, count) => void store.dispatch(arrivalsApi.util.upsertQueryData('getArrivals', undefined, count)) },
  'user.updated': { apply: (store, user) => store.dispatch(userUpdated(user)), invalidate: ['Me'] },
};

/** Applies a pushed event's cache update, if it has one. */
export function applyPushed<K extends keyof Pushed>(store: AppStore, event: K, payload: Pushed[K]): void {
  const update = PUSHED_CACHE_UPDATES[event] as CacheUpdate<Pushed[K]> | undefined;
  update?.apply?.(store, payload);
  if (update?.invalidate) store.dispatch(api.util.invalidateTags(update.invalidate));
}
