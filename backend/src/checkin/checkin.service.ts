// Check-in at the door (issue 46), the server's side. Only organisers and door helpers (users.can_check_in) scan; a
// scan is recorded by the rule in scan-record.ts, so two doors scanning one ticket at once record one arrival.
import { ForbiddenException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { ticketKindOf } from '../tickets/ticket-store.js';
import { recordScans, type Scan } from './scan-record.js';
import { roleOf, type AuthUser } from '../views/auth-user.view.js';

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
    const [result] = await this.prisma.$transaction((tx) => recordScans(tx, helper, [scan], now));
    if (result.status !== 200) throw new HttpException(result.body, result.status);
    await this.countChanged();
    return result.body;
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
