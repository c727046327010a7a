// Recording scans at the door (issue 46), one rule for a single scan (POST /api/checkin) and a door's offline queue
// (POST /api/checkin/sync): each scan in the order made, as if sent alone. A token is looked up (unknown and revoked
// ones are told apart) and the holder's entitlement is checked at the scan (a refund after the ticket was shown still
// stops them). The holders' rows are locked (in id order, so two doors at once take turns per holder and never
// deadlock) while the scans are recorded: the first scan of a ticket lets its holder in, a later one, from this door
// or another, is recorded as a repeat (repeat_of) and answered with the first's time and door.
import type { Prisma, Ticket, User } from '../generated/prisma/client.js';
import { ticketKindOf, type TicketKind } from '../tickets/ticket-store.js';
import { roleOf, type AuthUser } from '../views/auth-user.view.js';

export interface Scan {
  token: string;
  door?: string | null;
  scanned_at?: string | null;
}

type Tx = Prisma.TransactionClient;

export interface SyncedScan {
  /** 200: let in; 404 or 409: refused, with the body POST /api/checkin answers. */
  status: number;
  body: Record<string, unknown>;
}

interface First {
  id: number;
  scanned_at: Date;
  door: string;
}

type Outcome =
  | { status: 404; reason: 'unknown' | 'revoked' }
  | { status: 409; reason: 'not_paid' | 'refunded'; holder: Holder }
  | { status: 200 | 409; ticket: Ticket; holder: Holder; userId: number; door: string; at: Date };

interface Holder {
  name: string;
  kind: TicketKind;
}

const TEXTS = {
  unknown: /*i18n*/ 'Unknown ticket',
  revoked: /*i18n*/ 'This ticket was replaced by a newer one',
  refunded: /*i18n*/ 'The registration was refunded: no entry',
  not_paid: /*i18n*/ 'The registration is not paid',
  already_in: /*i18n*/ 'Already checked in',
} as const;

export async function recordScans(tx: Tx, helper: AuthUser, scans: Scan[], now: Date): Promise<SyncedScan[]> {
  const tickets = new Map((await tx.ticket.findMany({ where: { token: { in: [...new Set(scans.map((s) => s.token))] } } })).map((t) => [t.token, t]));
  const userIds = [...new Set([...tickets.values()].map((t) => t.user_id))].sort((a, b) => a - b);
  if (userIds.length) await tx.$queryRaw`SELECT id FROM users WHERE id = ANY(${userIds}::int[]) ORDER BY id FOR UPDATE`;
  const holders = new Map<number, User>((await tx.user.findMany({ where: { id: { in: userIds } } })).map((u) => [u.id, u]));
  const firsts = new Map<number, First>();
  for (const c of await tx.checkIn.findMany({ where: { user_id: { in: userIds }, repeat_of: null, undone_at: null }, orderBy: { id: 'asc' } }))
    if (!firsts.has(c.user_id)) firsts.set(c.user_id, c);

  // Each scan in order, as if sent alone: the holders let in by an earlier scan of this queue are in for the later.
  const letIn = new Set<number>();
  const outcomes: Outcome[] = scans.map((scan) => {
    const ticket = tickets.get(scan.token);
    if (!ticket) return { status: 404, reason: 'unknown' };
    if (ticket.revoked_at) return { status: 404, reason: 'revoked' };
    const user = holders.get(ticket.user_id)!;
    const kind = ticketKindOf({ role: roleOf(user), payment_status: user.payment_status, can_check_in: user.can_check_in });
    const holder = { name: user.full_name, kind: kind ?? ('attendee' as const) };
    if (!kind) return { status: 409, reason: user.payment_status === 'refunded' ? 'refunded' : 'not_paid', holder };
    const at = scan.scanned_at ? new Date(Math.min(Date.parse(scan.scanned_at), now.getTime())) : now;
    const first = firsts.has(user.id) || letIn.has(user.id);
    if (!first) letIn.add(user.id);
    return { status: first ? 409 : 200, ticket, holder, userId: user.id, door: scan.door ?? '', at };
  });

  // The arrivals first (their ids are what the repeats point at), then every repeat.
  const arrivals = outcomes.filter((o): o is Extract<Outcome, { ticket: Ticket }> => 'ticket' in o && o.status === 200);
  const created = await tx.checkIn.createManyAndReturn({
    data: arrivals.map((o) => ({ ticket_id: o.ticket.id, user_id: o.userId, by_user_id: helper.id, door: o.door, scanned_at: o.at })),
    select: { id: true, user_id: true, scanned_at: true, door: true },
  });
  const arrivalOf = new Map(created.map((c) => [c.user_id, c]));
  for (const [userId, c] of arrivalOf) if (!firsts.has(userId)) firsts.set(userId, c);
  const repeats = outcomes.filter((o): o is Extract<Outcome, { ticket: Ticket }> => 'ticket' in o && o.status === 409);
  await tx.checkIn.createMany({
    data: repeats.map((o) => ({
      ticket_id: o.ticket.id,
      user_id: o.userId,
      by_user_id: helper.id,
      door: o.door,
      scanned_at: o.at,
      repeat_of: firsts.get(o.userId)!.id,
    })),
  });

  return outcomes.map((o): SyncedScan => {
    if (!('ticket' in o)) {
      if (o.status === 404) return { status: 404, body: { detail: TEXTS[o.reason], reason: o.reason } };
      return { status: 409, body: { detail: TEXTS[o.reason], reason: o.reason, holder: o.holder, first: null } };
    }
    const first = firsts.get(o.userId)!;
    if (o.status === 200) {
      const row = arrivalOf.get(o.userId)!;
      return { status: 200, body: { id: row.id, holder: o.holder, checked_in_at: row.scanned_at.toISOString(), door: row.door } };
    }
    return {
      status: 409,
      body: { detail: TEXTS.already_in, reason: 'already_in', holder: o.holder, first: { at: first.scanned_at.toISOString(), door: first.door } },
    };
  });
}
