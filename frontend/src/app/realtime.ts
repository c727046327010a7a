import { userUpdated } from '@/features/auth/api/auth-slice';
import { isLivePublicEndpoint, startPublicLive } from '@/lib/public/public-live';
import { scheduleReleased } from '@/lib/public/schedule-released';
import { api, invalidatePrivateTags, refreshSession } from '@/lib/api';
import { connectionStatusChanged } from '@/lib/connection';
import { connectSocket, getSocket, renewSocketToken, setSocketToken } from '@/lib/socket';
import { sessionExpired, type AuthState } from '@/lib/session';
import type { Proposal } from '@/types/api';
import { startAppListening, type AppStore } from './store';

const ANONYMOUS = 'anonymous';

/** Who a socket speaks for. The server puts a connection in its user and role rooms at handshake. */
function identityOf(auth: AuthState): string {
  return auth.user ? `${auth.user.id}:${auth.user.role}` : ANONYMOUS;
}

type QueryEntry = { status?: string; endpointName?: string; originalArgs?: unknown; fulfilledTimeStamp?: number };
type Initiate = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => Parameters<AppStore['dispatch']>[0];

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
  if (loading) store.dispatch(api.util.invalidateTags(['Proposals']));
}

function refetchFulfilledBefore(store: AppStore, before: number): void {
  const queries = store.getState().api.queries as Record<string, QueryEntry | undefined>;
  const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
  for (const entry of Object.values(queries)) {
    if (entry?.status !== 'fulfilled' || (entry.fulfilledTimeStamp ?? before) >= before || !entry.endpointName) continue;
    if (isLivePublicEndpoint(entry.endpointName)) continue;
    const endpoint = endpoints[entry.endpointName];
    if (endpoint) store.dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
  }
}

/**
 * Wires the one socket to the store, once at start-up: connection status, pushed changes turned into cache
 * invalidations, and a reconnect whenever the signed-in identity changes. Streaming updates of single cache
 * entries (settings, notifications) live in their endpoints' onCacheEntryAdded.
 */
export function startRealtime(store: AppStore): void {
  const socket = getSocket();
  const { dispatch } = store;
  let hasConnected = false;
  /** The identity the server acknowledged in `hello` for the current connection. */
  let socketIdentity: string | null = null;
  let refreshTried = false;

  const publicLive = startPublicLive(store);

  socket.on('connect', () => {
    dispatch(connectionStatusChanged('connected'));
    // Personal and organiser data pushed while this client was away is lost: fetch it again. Public data catches
    // up from its version when `hello` arrives.
    if (hasConnected) dispatch(invalidatePrivateTags());
    hasConnected = true;
  });
  // `hello` comes once the server has put this socket in its rooms. A private change pushed before that missed us,
  // so private data fetched before it is fetched again (usually none: the first page's queries are still in flight
  // then); public data compares versions instead.
  socket.on('hello', ({ version }) => {
    refetchFulfilledBefore(store, Date.now());
    publicLive.hello(version);
  });
  socket.on('public.changed', (delta) => publicLive.pushed(delta));
  // Open schedule pages say which version of the programme they now show.
  socket.on('schedule.released', scheduleReleased);
  socket.on('disconnect', (reason) => {
    socketIdentity = null;
    dispatch(connectionStatusChanged('disconnected'));
    // The server ended the connection on purpose: this sign-in may be over (signed out everywhere, password changed
    // or reset elsewhere, account deactivated). Ask for a new token: a live sign-in reconnects with it, an ended one
    // is signed out here too instead of showing stale private pages.
    if (reason === 'io server disconnect' && store.getState().auth.token) {
      void refreshSession(dispatch).then((session) => {
        if (!session) dispatch(sessionExpired());
      });
    }
  });
  // While socket.io retries in the background the dot stays 'disconnected': the user is not getting updates.
  socket.on('connect_error', () => dispatch(connectionStatusChanged('disconnected')));

  socket.on('hello', ({ user }) => {
    socketIdentity = user ? `${user.id}:${user.role}` : ANONYMOUS;
    const auth = store.getState().auth;
    if (socketIdentity === identityOf(auth)) {
      refreshTried = false;
      return;
    }
    // The server did not accept our access token (most likely expired): refresh once; the new token reconnects.
    if (auth.token && !refreshTried) {
      refreshTried = true;
      void refreshSession(dispatch);
    }
  });

  // Admins only: their consoles show more than the public shape, so they refetch.
  socket.on('sessions.changed', () => dispatch(api.util.invalidateTags(['Sessions', 'Analytics'])));
  // Admins only: attendees saved or unsaved sessions, or room capacities changed; the schedule editor's flags follow.
  socket.on('sessions.interest', () => dispatch(api.util.invalidateTags(['Interest'])));
  socket.on('rooms.changed', () => dispatch(api.util.invalidateTags(['Rooms'])));
  socket.on('news.changed', () => dispatch(api.util.invalidateTags(['News'])));
  socket.on('speakers.changed', () => dispatch(api.util.invalidateTags(['Speakers', 'Sessions'])));
  socket.on('sponsors.changed', () => dispatch(api.util.invalidateTags(['Sponsors'])));
  socket.on('content.changed', () => dispatch(api.util.invalidateTags(['Content'])));
  // A proposal was submitted, reviewed, confirmed or scheduled: the speaker's and the organisers' lists take the
  // pushed records as they are; the organisers' counts refetch.
  socket.on('proposals.changed', ({ proposals }) => {
    patchProposalLists(store, proposals);
    dispatch(api.util.invalidateTags(['Analytics']));
  });
  // Admins only: accounts and the audit trail.
  socket.on('users.changed', () => dispatch(api.util.invalidateTags(['Users', 'Analytics'])));
  socket.on('audit.recorded', () => dispatch(api.util.invalidateTags(['Audit'])));
  socket.on('settings.updated', () => dispatch(api.util.invalidateTags(['Settings'])));
  // Reviewers and admins: reviews, assignments, criteria or the phase changed; each page refetches what it may see.
  socket.on('review.changed', () => dispatch(api.util.invalidateTags(['Review'])));
  // Admins and the rated sessions' speakers: a session was rated; the feedback summaries refetch.
  socket.on('feedback.changed', () => dispatch(api.util.invalidateTags(['Feedback'])));
  // Admins and the speaker: a speaker changed when they can speak; the editor's shading and its flags refetch.
  socket.on('availability.changed', () => dispatch(api.util.invalidateTags(['Availability', 'Sessions'])));
  socket.on('user.updated', (user) => {
    dispatch(userUpdated(user));
    dispatch(api.util.invalidateTags(['Me']));
  });

  startAppListening({
    predicate: (_action, current, previous) =>
      current.auth.status === 'idle' &&
      (previous.auth.status === 'checking' || current.auth.token !== previous.auth.token || identityOf(current.auth) !== identityOf(previous.auth)),
    effect: (_action, listenerApi) => {
      const current = listenerApi.getState().auth;
      if (socket.connected && socketIdentity === identityOf(current)) {
        // Same user, rotated token: the open connection takes the new token (it would close when the old one expires),
        // and the next handshake uses it too.
        if (current.token) renewSocketToken(current.token);
        else setSocketToken(null);
        return;
      }
      dispatch(connectionStatusChanged('connecting'));
      connectSocket(current.token);
    },
  });
}
