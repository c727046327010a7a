// Check-in at the door (issue 46), the server's side. Only organisers and door helpers (users.can_check_in) scan. A
// token is looked up (unknown and revoked ones are told apart), the holder's entitlement is checked at the scan (a
// refund after the ticket was shown still stops them), and the holder's row is locked while the scan is recorded, so
// two doors scanning one ticket at once record one arrival: the first scan recorded wins, and a later one is recorded
// too (repeat_of) and answered with the first's time and door.
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { ticketKindOf } from '../tickets/ticket-store.js';
import { roleOf, type AuthUser } from '../views/auth-user.view.js';

export interface Scan {
  token: string;
  door?: string | null;
  scanned_at?: string | null;
}

@Injectable()
export class CheckinService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  /** Organisers, and the door helpers they named. */
  async assertMayCheckIn(user: AuthUser): Promise<void> {
    if (user.role === 'admin') return;
    const row = await this.prisma.user.findUnique({ where: { id: user.id }, select: { can_check_in: true } });
    if (!row?.can_check_in) throw new ForbiddenException(/*i18n*/ 'Only organisers and door helpers check tickets in');
  }

  async scan(helper: AuthUser, scan: Scan, now = new Date()) {
    await this.assertMayCheckIn(helper);
    const door = scan.door ?? '';
    // A scan queued offline says when it was made; one from the future is taken as made now.
    const scannedAt = scan.scanned_at ? new Date(Math.min(Date.parse(scan.scanned_at), now.getTime())) : now;
    const outcome = await this.prisma.$transaction(async (tx) => {
      const ticket = await tx.ticket.findUnique({ where: { token: scan.token } });
      if (!ticket) throw new NotFoundException({ detail: /*i18n*/ 'Unknown ticket', reason: 'unknown' });
      if (ticket.revoked_at) throw new NotFoundException({ detail: /*i18n*/ 'This ticket was replaced by a newer one', reason: 'revoked' });
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${ticket.user_id} FOR UPDATE`;
      const holder = await tx.user.findUniqueOrThrow({ where: { id: ticket.user_id } });
      const kind = ticketKindOf({ role: roleOf(holder), payment_status: holder.payment_status, can_check_in: holder.can_check_in });
      const shown = { name: holder.full_name, kind: kind ?? ('attendee' as const) };
      if (!kind) return { refused: holder.payment_status === 'refunded' ? ('refunded' as const) : ('not_paid' as const), holder: shown };
      const first = await tx.checkIn.findFirst({ where: { user_id: holder.id, repeat_of: null, undone_at: null }, orderBy: { id: 'asc' } });
      const row = await tx.checkIn.create({
        data: { ticket_id: ticket.id, user_id: holder.id, by_user_id: helper.id, door, scanned_at: scannedAt, repeat_of: first?.id ?? null },
      });
      return { row, first, holder: shown };
    });
    if ('refused' in outcome) {
      const detail = outcome.refused === 'refunded' ? /*i18n*/ 'The registration was refunded: no entry' : /*i18n*/ 'The registration is not paid';
      throw new ConflictException({ detail, reason: outcome.refused, holder: outcome.holder, first: null });
    }
    const { row, first, holder } = outcome;
    if (first) {
      throw new ConflictException({
        detail: /*i18n*/ 'Already checked in',
        reason: 'already_in',
        holder,
        first: { at: first.scanned_at.toISOString(), door: first.door },
      });
    }
    await this.countChanged();
    return { id: row.id, holder, checked_in_at: row.scanned_at.toISOString(), door: row.door };
  }

  /** Undoes a check-in (a scan let the wrong person in): the holder is not in any more, and a later scan lets them in. */
  async undo(helper: AuthUser, id: number, now = new Date()): Promise<void> {
    await this.assertMayCheckIn(helper);
    const undone = await this.prisma.checkIn.updateMany({ where: { id, repeat_of: null, undone_at: null }, data: { undone_at: now } });
    if (undone.count === 0) throw new NotFoundException(/*i18n*/ 'No such check-in, or it was undone already');
    await this.countChanged();
  }

  /** Every door and the console show the count live (after the commit, so the count read is the one that holds). */
  async countChanged(): Promise<void> {
    this.events.emit('checkin.arrivals', await this.count());
  }

  /** "412 of 530 arrived": people in (an arrival not undone), of those with a live ticket and the right to it. */
  async arrivals(helper: AuthUser) {
    await this.assertMayCheckIn(helper);
    return this.count();
  }

  private async count() {
    const [row] = await this.prisma.$queryRaw<{ arrived: bigint; expected: bigint }[]>`
      SELECT
        (SELECT count(DISTINCT c.user_id) FROM check_ins c WHERE c.repeat_of IS NULL AND c.undone_at IS NULL) AS arrived,
        (SELECT count(*) FROM tickets t JOIN users u ON u.id = t.user_id
          WHERE t.revoked_at IS NULL AND (u.is_admin OR u.is_speaker OR u.can_check_in OR u.payment_status = 'paid')) AS expected`;
    return { arrived: Number(row.arrived), expected: Number(row.expected) };
  }

  /**
   * What a door keeps to work offline: every live ticket of someone entitled to one, with the least that lets the door
   * answer (the token, the name to greet, the kind, whether and when they arrived). No e-mail, no payment details.
   */
  async attendees(helper: AuthUser) {
    await this.assertMayCheckIn(helper);
    const rows = await this.prisma.$queryRaw<
      { token: string; name: string; is_admin: boolean; is_speaker: boolean; can_check_in: boolean; arrived_at: Date | null }[]
    >`
      SELECT t.token, u.full_name AS name, u.is_admin, u.is_speaker, u.can_check_in,
        (SELECT min(c.scanned_at) FROM check_ins c WHERE c.user_id = u.id AND c.repeat_of IS NULL AND c.undone_at IS NULL) AS arrived_at
      FROM tickets t JOIN users u ON u.id = t.user_id
      WHERE t.revoked_at IS NULL AND (u.is_admin OR u.is_speaker OR u.can_check_in OR u.payment_status = 'paid')
      ORDER BY u.full_name, t.id`;
    return {
      attendees: rows.map((row) => ({
        token: row.token,
        name: row.name,
        kind: ticketKindOf({ role: roleOf(row), payment_status: 'paid', can_check_in: row.can_check_in }) ?? 'attendee',
        arrived_at: row.arrived_at?.toISOString() ?? null,
      })),
    };
  }

  /** An organiser names a door helper (or ends it): they check tickets in, and have a ticket of their own. */
  async setDoorHelper(id: number, canCheckIn: boolean) {
    const found = await this.prisma.user.findUnique({ where: { id } });
    if (!found) throw new NotFoundException(/*i18n*/ 'User not found');
    const user = await this.prisma.user.update({ where: { id }, data: { can_check_in: canCheckIn } });
    // Their open sockets join or leave the doors' room (the live count) at once.
    if (found.can_check_in !== canCheckIn) this.events.emit('access.changed', { userId: id });
    return { id: user.id, full_name: user.full_name, email: user.email, can_check_in: user.can_check_in };
  }
}
