// A session's host (issue 47): an account organisers name for it, who moderates its questions beside its speakers.
import type { Prisma } from '../generated/prisma/client.js';
import { fieldError } from '../http/api-error.js';
import type { SessionHostView } from './session.view.js';

type Tx = Prisma.TransactionClient;

/** The id when it names an active account; else a 400 naming host_user_id. */
export async function existingHost(tx: Tx, id: number): Promise<number> {
  const user = await tx.user.findUnique({ where: { id }, select: { id: true, is_active: true } });
  if (!user?.is_active) throw fieldError('body', 'host_user_id', /*i18n*/ 'host_user_id must name an active account');
  return id;
}

/** An edit's change of host: undefined keeps it, null removes it. */
export function hostChange(id: number | null | undefined): Prisma.SessionUpdateInput['host'] {
  if (id === undefined) return undefined;
  return id === null ? { disconnect: true } : { connect: { id } };
}

/** The hosts of these sessions, by account id (one query; none named, none made). */
export async function hostsOf(db: Tx, sessions: { host_user_id: number | null }[]): Promise<Map<number, SessionHostView>> {
  const ids = [...new Set(sessions.flatMap((s) => (s.host_user_id ? [s.host_user_id] : [])))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, full_name: true, email: true } });
  return new Map(users.map((u) => [u.id, { id: u.id, name: u.full_name, email: u.email }]));
}
