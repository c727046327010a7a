// Who is on an admin editing screen right now, and what they are editing. The state lives on the sockets themselves
// (socket.data), so it is never stale: a closed tab takes its presence with it, and with the Redis adapter
// fetchSockets() sees the sockets of every app instance.
import type { RemoteSocket, Server } from 'socket.io';

export const PRESENCE_AREAS = ['schedule'] as const;
export type PresenceArea = (typeof PRESENCE_AREAS)[number];

export interface SocketUser {
  id: number;
  name: string;
  email: string;
  role: string;
  /** A member of the programme committee (joins the reviewers' room). */
  reviewer: boolean;
}

export interface SocketData {
  user: SocketUser | null;
  /** The sign-in the handshake's token belongs to (its access token's `sid`). */
  sid?: number | null;
  presence?: { area: PresenceArea; editing: number | null };
}

export interface Editor {
  user_id: number;
  name: string;
  email: string;
  /** The session this admin has open in a form, if any (any of their tabs). */
  editing_session_id: number | null;
}

export const presenceRoom = (area: PresenceArea) => `presence:${area}`;

export function isPresenceArea(value: unknown): value is PresenceArea {
  return typeof value === 'string' && (PRESENCE_AREAS as readonly string[]).includes(value);
}

/** One entry per admin however many tabs they have open, in the order they arrived. */
export function editorsOf(sockets: Pick<RemoteSocket<never, SocketData>, 'data'>[]): Editor[] {
  const editors = new Map<number, Editor>();
  for (const { data } of sockets) {
    if (!data.user || !data.presence) continue;
    const known = editors.get(data.user.id);
    const editing = data.presence.editing ?? known?.editing_session_id ?? null;
    editors.set(data.user.id, { user_id: data.user.id, name: data.user.name, email: data.user.email, editing_session_id: editing });
  }
  return [...editors.values()];
}

export async function broadcastPresence(server: Server, area: PresenceArea): Promise<void> {
  const sockets = await server.in(presenceRoom(area)).fetchSockets();
  server.to(presenceRoom(area)).emit('presence.state', { area, editors: editorsOf(sockets as unknown as RemoteSocket<never, SocketData>[]) });
}
