// What the server pushes to browsers over Socket.IO. The client's lib/socket.ts mirrors this map.
import type { AuthUser } from '../common/auth-user.js';
import type { ProposalView } from '../cfp/proposal.view.js';
import type { NotificationPayload, PublicDelta, PublicSettings } from '../events/domain-events.js';
import type { Editor, PresenceArea } from './presence.js';

export interface ClientEventMap {
  /** Sent once per connection: who the server thinks this socket is. */
  hello: (payload: { user: { id: number; role: string } | null; version: number }) => void;
  /** To everyone: a new public version with the records it changed (public shape) and the ids it removed. */
  'public.changed': (payload: PublicDelta) => void;
  /** The events below go to admins only (their consoles refetch); visitors get public.changed. */
  'settings.updated': (payload: PublicSettings) => void;
  'sessions.changed': (payload: { ids: number[] }) => void;
  'news.changed': (payload: { ids: number[] }) => void;
  'speakers.changed': (payload: { ids: number[] }) => void;
  'sponsors.changed': (payload: { ids: number[] }) => void;
  'content.changed': (payload: { keys: string[] }) => void;
  'notification.created': (payload: NotificationPayload) => void;
  'notification.updated': (payload: NotificationPayload) => void;
  'schedule.updated': (payload: { session_ids: number[] }) => void;
  /** To the proposer and to admins: refetch these proposals. */
  'proposals.changed': (payload: { ids: number[]; proposals: ProposalView[] }) => void;
  'user.updated': (payload: AuthUser) => void;
  /** To admins: accounts were registered, edited, promoted, deleted or paid. */
  'users.changed': (payload: { ids: number[] }) => void;
  /** To admins: an admin change was recorded in the audit trail. */
  'audit.recorded': (payload: { entities: string[] }) => void;
  /** To admins on an editing screen: who else is there and what they are editing. */
  'presence.state': (payload: { area: PresenceArea; editors: Editor[] }) => void;
}

type Ack = (reply: { ok: boolean }) => void;

/** What browsers may send: only admins' presence on editing screens. */
export interface ServerEventMap {
  'presence.join': (payload: { area: PresenceArea }, ack?: Ack) => void;
  'presence.editing': (payload: { session_id: number | null }, ack?: Ack) => void;
  'presence.leave': (payload?: unknown, ack?: Ack) => void;
}

export const rooms = {
  public: 'public',
  user: (id: number) => `user:${id}`,
  role: (role: string) => `role:${role}`,
};
