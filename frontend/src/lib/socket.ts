import type { Socket } from 'socket.io-client';
import type { Schemas } from '@/types/api';
import { pageLoaded, SOCKET_OPTIONS } from './socket-options';

export type PresenceEditor = Schemas['PresenceEditor'];

type Pushed = Schemas['ClientEvents'];
/**
 * Events the server pushes. `public.changed` carries the data itself; an event that names only ids (sent to
 * admins, for their consoles) means "refetch these". `hello` comes once per connection: who the server took this
 * socket for (null: anonymous, e.g. an expired token) and the public version, so a page that loaded earlier catches up.
 */
export type ServerToClientEvents = { [K in keyof Pushed]: (payload: Pushed[K]) => void };

type Ack = (reply: { ok: boolean }) => void;
type Sent = Schemas['ServerEvents'];
/** What the client sends: only admins' presence on the schedule editor (the server ignores anyone else). */
export type ClientToServerEvents = { [K in keyof Sent]: (payload: Sent[K], ack?: Ack) => void };

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The connection's own events, beside the server's. */
interface ConnectionEvents {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
}
type ListenEvents = ServerToClientEvents & ConnectionEvents;
type Listener = (...args: never[]) => void;
/** socket.io's socket without its event typing, for handing over what was kept under any event name. */
interface UntypedSocket {
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  emit(event: string, ...args: unknown[]): void;
}
const untyped = (s: ClientSocket) => s as unknown as UntypedSocket;

/** What features use of the socket: listeners for the server's and the connection's events, emits, the state. */
export interface AppSocket {
  readonly connected: boolean;
  on<E extends keyof ListenEvents>(event: E, listener: ListenEvents[E]): void;
  off<E extends keyof ListenEvents>(event: E, listener: ListenEvents[E]): void;
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void;
}

/*
 * socket.io-client (~13 KB gzip) is not part of a visitor's first load: an anonymous page loads it once the page
 * itself has loaded and the browser is idle (its public data is current to the version it was loaded at, and
 * catches up from there when the socket says `hello`). A signed-in user's page loads it at once. Until then the
 * socket below keeps listeners (in the order attached) and emits (in the order sent) and hands them over.
 */
let client: ClientSocket | null = null;
let loading: Promise<ClientSocket> | null = null;
const listeners: [event: string, listener: Listener][] = [];
const emits: [event: string, args: unknown[]][] = [];

function loadClient(): Promise<ClientSocket> {
  loading ??= import('socket.io-client').then(({ io }) => {
    const created: ClientSocket = io(SOCKET_OPTIONS);
    for (const [event, listener] of listeners.splice(0)) untyped(created).on(event, listener);
    for (const [event, args] of emits.splice(0)) untyped(created).emit(event, ...args);
    client = created;
    return created;
  });
  // A chunk that failed to load (offline, a deployment in between) is asked for again on the next try.
  loading.catch(() => (loading = null));
  return loading;
}

const socket: AppSocket = {
  get connected() {
    return client?.connected ?? false;
  },
  on(event, listener) {
    if (client) untyped(client).on(event, listener as Listener);
    else listeners.push([event, listener as Listener]);
  },
  off(event, listener) {
    if (client) untyped(client).off(event, listener as Listener);
    else {
      const index = listeners.findIndex(([e, l]) => e === event && l === listener);
      if (index >= 0) listeners.splice(index, 1);
    }
  },
  emit(event, ...args) {
    // Like socket.io's own buffer while disconnected: sent once connected.
    if (client) untyped(client).emit(event, ...args);
    else emits.push([event, args]);
  },
};

/**
 * The one socket of the app, never replaced: features attach listeners to it once and they survive reconnects. It
 * does not connect until connectSocket is called.
 */
export function getSocket(): AppSocket {
  return socket;
}

/** The token to connect with once the client has loaded; undefined when nothing waits. */
let waiting: { token: string | null } | undefined;

const RETRY_LOAD_MS = 5000;

/** Before the client has loaded, any number of calls come down to one: connect with the latest token. */
function connectWhenLoaded(token: string | null) {
  waiting = { token };
  const ready = token ? loadClient() : pageLoaded.then(loadClient);
  ready.then(
    (loaded) => {
      if (!waiting) return;
      loaded.auth = waiting.token ? { token: waiting.token } : {};
      waiting = undefined;
      loaded.connect();
    },
    () => setTimeout(() => waiting && !client && connectWhenLoaded(waiting.token), RETRY_LOAD_MS),
  );
}

/** (Re)connects with the given access token, or anonymously with null: the server identifies the user at handshake. */
export function connectSocket(token: string | null): void {
  if (!client) return connectWhenLoaded(token);
  waiting = undefined;
  client.auth = token ? { token } : {};
  if (client.connected || client.active) client.disconnect();
  client.connect();
}

/** Keeps the handshake token current without dropping a working connection; connects if it had given up. */
export function setSocketToken(token: string | null): void {
  if (!client) return connectWhenLoaded(token);
  waiting = undefined;
  client.auth = token ? { token } : {};
  if (!client.active) client.connect();
}

/**
 * Hands the open connection the page's renewed access token: the server closes a socket when the token it holds
 * expires. If the server does not take it (or does not answer), the socket reconnects with it instead.
 */
export function renewSocketToken(token: string): void {
  setSocketToken(token);
  if (!client?.connected) return;
  const reconnect = () => client?.auth && (client.auth as { token?: string }).token === token && connectSocket(token);
  client
    .timeout(RENEW_TIMEOUT_MS)
    .emitWithAck('auth.renew', { token })
    .then((reply) => reply?.ok || reconnect(), reconnect);
}

const RENEW_TIMEOUT_MS = 10_000;

/**
 * The network is back (the browser's `online`): try at once instead of after the back-off the failed attempts built
 * up while offline (up to 15 s).
 */
export function reconnectNow(): void {
  if (!client || client.connected || !client.active) return;
  client.disconnect();
  client.connect();
}
