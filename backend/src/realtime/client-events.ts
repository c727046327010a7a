// What the server pushes to browsers over Socket.IO, and what browsers may send, as schemas: the event payloads are
// the same views the HTTP API answers with. The API description carries both maps (components ClientEvents and
// ServerEvents), so the client's socket types are generated with the rest (frontend/src/types/openapi.ts).
import { z } from 'zod';
import { ProposalView } from '../cfp/proposal.view.js';
import { AuthUserView, RoleView } from '../common/auth-user.js';
import { id } from '../common/openapi.js';
import { DecisionProgressView } from '../review/review.views.js';
import { NotificationView } from '../notifications/notification.view.js';
import { PublicDeltaView } from '../public-read-model/public-delta.view.js';
import { SettingsView } from '../settings/settings.view.js';
import { PRESENCE_AREAS } from './presence.js';

const ids = z.object({ ids: z.array(id()) });
const PresenceArea = z.enum(PRESENCE_AREAS).meta({ id: 'PresenceArea' });
const EditorView = z
  .object({
    user_id: id(),
    name: z.string(),
    email: z.string(),
    editing_session_id: id().nullable().meta({ description: 'The session this admin has open in a form, if any (any of their tabs).' }),
  })
  .meta({ id: 'PresenceEditor' });

/** Every event the server pushes, by name: its one payload. */
export const CLIENT_EVENTS = {
  /** Sent once per connection: who the server took this socket for (null: anonymous) and the public version. */
  hello: z.object({ user: z.object({ id: id(), role: RoleView }).nullable(), version: z.number().int() }),
  /** To everyone: a new public version with the records it changed (public shape) and the ids it removed. */
  'public.changed': PublicDeltaView,
  // The events below go to admins only (their consoles refetch); visitors get public.changed.
  'settings.updated': SettingsView,
  'sessions.changed': ids,
  /** To admins: attendees saved or unsaved these sessions (ids only: the schedule editor refetches the counts). */
  'sessions.interest': ids,
  /** To admins: the capacities of these rooms were set or cleared. */
  'rooms.changed': z.object({ names: z.array(z.string()) }),
  'news.changed': ids,
  'speakers.changed': ids,
  /** To admins and the speaker: speakers changed when they can speak (the editor's shading and flags refetch). */
  'availability.changed': z.object({ speaker_ids: z.array(id()) }),
  'sponsors.changed': ids,
  'content.changed': z.object({ keys: z.array(z.string()) }),
  /** To the user: a new notification, or one that gathers several changes extended (same id, unread again). */
  'notification.created': NotificationView,
  'notification.updated': NotificationView,
  /** To everyone: a new version of the programme was released (after the public.changed that carries it). */
  'schedule.released': z.object({ number: z.number().int(), name: z.string() }),
  /** To the user: their saved sessions changed (on this or another device). */
  'schedule.updated': z.object({ session_ids: z.array(id()) }),
  /** To the proposer and to admins: proposals submitted, decided, confirmed or scheduled, as they are now. */
  'proposals.changed': z.object({ ids: z.array(id()), proposals: z.array(ProposalView) }),
  /** To the user: their account as it is now. */
  'user.updated': AuthUserView,
  /** To admins: accounts were registered, edited, promoted, deleted or paid. */
  'users.changed': ids,
  /** To admins: an admin change was recorded in the audit trail. */
  'audit.recorded': z.object({ entities: z.array(z.string()) }),
  /**
   * To admins and reviewers: reviews, assignments, criteria or the phase changed for these proposals (none named:
   * the whole review), or a proposal left review (withdrawn). Each page refetches what its reader may see.
   */
  'review.changed': z.object({ proposal_ids: z.array(id()) }),
  /** To admins and the sessions' speakers: attendees rated these sessions (ids only; pages refetch). */
  'feedback.changed': z.object({ session_ids: z.array(id()) }),
  /** To admins: how far the mail of a bulk decision has gone. */
  'decisions.progress': DecisionProgressView,
  /** To admins on an editing screen: who else is there and what they are editing. */
  'presence.state': z.object({ area: PresenceArea, editors: z.array(EditorView) }),
};

/**
 * What browsers may send (each with an optional `{ok}` acknowledgement): a signed-in page's renewed access token (a
 * socket is closed when the token it was opened or last renewed with expires), and admins' presence on editing screens.
 */
export const SERVER_EVENTS = {
  'auth.renew': z.object({ token: z.string() }),
  'presence.join': z.object({ area: PresenceArea }),
  'presence.editing': z.object({ session_id: id().nullable() }),
  'presence.leave': z.object({}),
};

type Payloads<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.output<T[K]> };
export type ClientEventPayloads = Payloads<typeof CLIENT_EVENTS>;
type Ack = (reply: { ok: boolean }) => void;

export type ClientEventMap = { [K in keyof ClientEventPayloads]: (payload: ClientEventPayloads[K]) => void };
export type ServerEventMap = {
  [K in keyof typeof SERVER_EVENTS]: (payload: z.output<(typeof SERVER_EVENTS)[K]> | undefined, ack?: Ack) => void;
};

/** Both maps as schemas of objects keyed by event name, for the API description. */
export const SOCKET_EVENT_SCHEMAS = {
  ClientEvents: z.object(CLIENT_EVENTS).meta({ id: 'ClientEvents', description: 'Socket.IO: what the server pushes, by event name.' }),
  ServerEvents: z
    .object(SERVER_EVENTS)
    .meta({ id: 'ServerEvents', description: 'Socket.IO: what browsers may send (renewed tokens; admins on editing screens), by event name.' }),
};

export const rooms = {
  public: 'public',
  user: (id: number) => `user:${id}`,
  role: (role: string) => `role:${role}`,
  /** Members of the programme committee. */
  reviewers: 'reviewers',
};
