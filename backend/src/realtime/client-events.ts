// What the server pushes to browsers over Socket.IO, and what browsers may send, as schemas: the event payloads are
// the same views the HTTP API answers with. The pushed domain events come from their catalog (events/catalog.ts).
// The API description carries both maps (components ClientEvents and ServerEvents), so the client's socket types
// are generated with the rest (frontend/src/types/openapi.ts).
import { z } from 'zod';
import { RoleView } from '../views/auth-user.view.js';
import { id } from '../views/fields.js';
import { PUSHED_EVENT_SCHEMAS } from '../events/pushes.js';
import { PRESENCE_AREAS } from './presence.js';

const PresenceArea = z.enum(PRESENCE_AREAS).meta({ id: 'PresenceArea' });
const EditorView = z
  .object({
    user_id: id(),
    name: z.string(),
    email: z.string(),
    editing_session_id: id().nullable().meta({ description: 'The session this admin has open in a form, if any (any of their tabs).' }),
  })
  .meta({ id: 'PresenceEditor' });

/** What the gateway itself sends, beside the domain events of the catalog. */
export const GATEWAY_EVENTS = {
  /** Sent once per connection: who the server took this socket for (null: anonymous) and the public version. */
  hello: z.object({ user: z.object({ id: id(), role: RoleView }).nullable(), version: z.number().int() }),
  /** To admins on an editing screen: who else is there and what they are editing. */
  'presence.state': z.object({ area: PresenceArea, editors: z.array(EditorView) }),
};

/** Every event the server pushes, by name: its one payload (the pushed domain events: events/catalog.ts). */
export const CLIENT_EVENTS = { hello: GATEWAY_EVENTS.hello, ...PUSHED_EVENT_SCHEMAS, 'presence.state': GATEWAY_EVENTS['presence.state'] };

/**
 * What browsers may send (each with an optional `{ok}` acknowledgement): a signed-in page's renewed access token (a
 * socket is closed when the token it was opened or last renewed with expires), admins' presence on editing screens, and
 * which sessions' questions a page follows.
 */
export const SERVER_EVENTS = {
  'auth.renew': z.object({ token: z.string() }),
  'presence.join': z.object({ area: PresenceArea }),
  'presence.editing': z.object({ session_id: id().nullable() }),
  'presence.leave': z.object({}),
  /** Any page: follow a session's questions (issue 47); its moderators' sockets get waiting and hidden ones too. */
  'questions.join': z.object({ session_id: id() }),
  'questions.leave': z.object({ session_id: id() }),
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
  ServerEvents: z.object(SERVER_EVENTS).meta({
    id: 'ServerEvents',
    description: "Socket.IO: what browsers may send (renewed tokens; admins on editing screens; sessions' questions followed), by event name.",
  }),
};
