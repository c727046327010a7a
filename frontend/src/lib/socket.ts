import { io, type Socket } from 'socket.io-client';
import type { AppNotification, ConferenceSettings, Role, User } from '@/types/api';

/** A new public version: the records it changed (public shape) and the ids it removed, by collection. */
export interface PublicChange {
  version: number;
  full: boolean;
  collections: Record<string, { upsert: unknown[]; remove: number[] } | undefined>;
}

/**
 * Events the server pushes. `public.changed` carries the data itself; an event that names only ids (sent to
 * admins, for their consoles) means "refetch these".
 */
export interface ServerToClientEvents {
  /**
   * Sent once per connection: who the server took this socket for (null: anonymous, e.g. an expired token) and the
   * public version, so a page that loaded earlier (or was away) catches up.
   */
  hello: (payload: { user: { id: number; role: Role } | null; version: number }) => void;
  'public.changed': (payload: PublicChange) => void;
  /** To admins only from here on. */
  'settings.updated': (payload: ConferenceSettings) => void;
  'sessions.changed': (payload: { ids: number[] }) => void;
  'news.changed': (payload: { ids?: number[] }) => void;
  'speakers.changed': (payload: { ids: number[] }) => void;
  'sponsors.changed': (payload: { ids: number[] }) => void;
  /** Organiser-editable site content (texts, testimonials, videos, hero block) changed. */
  'content.changed': (payload: { keys: string[] }) => void;
  'notification.created': (payload: AppNotification) => void;
  /** A notice that gathers several changes was extended: same id, new text, unread again. */
  'notification.updated': (payload: AppNotification) => void;
  /** The signed-in user's saved sessions changed (on this or another device). */
  'schedule.updated': (payload: { session_ids: number[] }) => void;
  /** A proposal was submitted, reviewed, confirmed or scheduled (sent to its proposer and to admins). */
  'proposals.changed': (payload: { ids: number[] }) => void;
  'user.updated': (payload: User) => void;
  /** To admins: accounts were registered, edited, promoted, deleted or paid; the user lists and stat cards refetch. */
  'users.changed': (payload: { ids: number[] }) => void;
  /** To admins: an admin change was recorded in the audit trail. */
  'audit.recorded': (payload: { entities: string[] }) => void;
  /** To admins on an editing screen: who is there and which session each has open in a form. */
  'presence.state': (payload: { area: 'schedule'; editors: PresenceEditor[] }) => void;
}

export interface PresenceEditor {
  user_id: number;
  name: string;
  email: string;
  editing_session_id: number | null;
}

type Ack = (reply: { ok: boolean }) => void;

/** What the client sends: only admins' presence on the schedule editor (the server ignores anyone else). */
export interface ClientToServerEvents {
  'presence.join': (payload: { area: 'schedule' }, ack?: Ack) => void;
  'presence.editing': (payload: { session_id: number | null }, ack?: Ack) => void;
  'presence.leave': (payload?: Record<string, never>, ack?: Ack) => void;
}

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/**
 * The one socket of the app, created on first use and never replaced: features attach listeners to it once and
 * they survive reconnects. It does not connect until connectSocket is called.
 */
export function getSocket(): AppSocket {
  socket ??= io({
    autoConnect: false,
    transports: ['websocket', 'polling'],
    // Spread out: after a deploy thousands of pages reconnect, each at a random moment in the first few seconds.
    reconnectionDelay: 2000,
    randomizationFactor: 1,
    reconnectionDelayMax: 15000,
  });
  return socket;
}

/** (Re)connects with the given access token, or anonymously with null: the server identifies the user at handshake. */
export function connectSocket(token: string | null): void {
  const s = getSocket();
  s.auth = token ? { token } : {};
  if (s.connected || s.active) s.disconnect();
  s.connect();
}

/** Keeps the handshake token current without dropping a working connection; connects if it had given up. */
export function setSocketToken(token: string | null): void {
  const s = getSocket();
  s.auth = token ? { token } : {};
  if (!s.active) s.connect();
}
