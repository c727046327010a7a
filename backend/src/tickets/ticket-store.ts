// The tickets' rows (issue 46). A ticket is an opaque random token: 128 bits from the system's CSPRNG, base64url, with
// nothing of its holder in it, so a photo of the code tells nobody anything and a guessed token finds nobody. A user
// has at most one live ticket: it is made, and replaced, with the user's row locked, so two first requests at once
// (the dashboard and the payment's mail) meet on the same one. Functions of a transaction, so that the payment
// confirmation makes the ticket it mails in the transaction that writes the mail.
import { randomBytes } from 'node:crypto';
import type { Prisma, Ticket } from '../generated/prisma/client.js';
import type { AuthUser } from '../views/auth-user.view.js';

type Tx = Prisma.TransactionClient;

export type TicketKind = 'attendee' | 'speaker' | 'organiser' | 'door_helper';

/** 128 random bits as base64url: 22 characters. */
export function newTicketToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Who has a ticket, and of which kind: organisers and speakers by their role, door helpers by their permission,
 * attendees once their registration is paid; nobody else (null).
 */
export function ticketKindOf(user: Pick<AuthUser, 'role' | 'payment_status'> & { can_check_in?: boolean }): TicketKind | null {
  if (user.role === 'admin') return 'organiser';
  if (user.role === 'speaker') return 'speaker';
  if (user.can_check_in) return 'door_helper';
  return user.payment_status === 'paid' ? 'attendee' : null;
}

async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
}

const liveOf = (tx: Tx, userId: number) => tx.ticket.findFirst({ where: { user_id: userId, revoked_at: null }, orderBy: { id: 'desc' } });

/** The user's live ticket, made on first use. */
export async function liveTicket(tx: Tx, userId: number): Promise<Ticket> {
  const existing = await liveOf(tx, userId);
  if (existing) return existing;
  await lockUser(tx, userId);
  return (await liveOf(tx, userId)) ?? tx.ticket.create({ data: { user_id: userId, token: newTicketToken() } });
}

/** Revokes the user's live ticket (its token stops working at once) and makes a new one. */
export async function reissueTicket(tx: Tx, userId: number, now = new Date()): Promise<Ticket> {
  await lockUser(tx, userId);
  await tx.ticket.updateMany({ where: { user_id: userId, revoked_at: null }, data: { revoked_at: now } });
  return tx.ticket.create({ data: { user_id: userId, token: newTicketToken(), issued_at: now } });
}

/** A new edition: every live ticket was for the one that ended. */
export async function revokeAllTickets(tx: Tx, now = new Date()): Promise<number> {
  return (await tx.ticket.updateMany({ where: { revoked_at: null }, data: { revoked_at: now } })).count;
}
