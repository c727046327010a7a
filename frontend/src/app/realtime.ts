import { isLivePublicEndpoint, startPublicLive } from '@/lib/public/public-live';
import { api, invalidatePrivateTags, refreshSession } from '@/lib/api';
import { connectionStatusChanged } from '@/lib/connection';
import { connectSocket, getSocket, renewSocketToken, setSocketToken, type ServerToClientEvents } from '@/lib/socket';
import { sessionExpired, type AuthState } from '@/lib/session';
import { applyPushed, PUSHED_CACHE_UPDATES } from './pushed-cache-updates';
import { startAppListening, type AppStore } from './store';

const ANONYMOUS = 'anonymous';

/** Who a socket speaks for. The server puts a connection in its user and role rooms at handshake. */
function identityOf(auth: AuthState): string {
  return auth.user ? `${auth.user.id}:${auth.user.role}` : ANONYMOUS;
}

type QueryEntry = { status?: string; endpointName?: string; originalArgs?: unknown; fulfilledTimeStamp?: number };
type Initiate = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => Parameters<AppStore['dispatch']>[0];

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
 * updates (their table: pushed-cache-updates.ts), and a reconnect whenever the signed-in identity changes.
 * Streaming updates of single cache entries (settings, notifications) live in their endpoints' onCacheEntryAdded.
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

  // Pushed changes update the cache as their table says (pushed-cache-updates.ts).
  for (const event of Object.keys(PUSHED_CACHE_UPDATES) as (keyof ServerToClientEvents)[]) {
    socket.on(event, ((payload: never) => applyPushed(store, event, payload)) as ServerToClientEvents[typeof event]);
  }

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
