// A workshop's door (issue 46): the page that checks tickets in can check, for a chosen session, whether the holder
// has a seat there. Nothing is recorded: the building's door already counted them in; this says who may take a seat.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { fieldError } from '../http/api-error.js';
import { PrismaService } from '../prisma/database.js';
import { answerOf } from '../signups/signups.service.js';
import { ticketKindOf } from '../tickets/ticket-store.js';
import { roleOf, type AuthUser } from '../views/auth-user.view.js';
import { CheckinService } from './checkin.service.js';

@Injectable()
export class SessionDoor {
  constructor(
    private readonly prisma: PrismaService,
    private readonly checkin: CheckinService,
  ) {}

  async check(helper: AuthUser, sessionId: number, token: string) {
    await this.checkin.assertMayCheckIn(helper);
    const session = await this.prisma.session.findFirst({
      where: { id: sessionId, draft_removed_at: null },
      select: { id: true, title: true, signup_required: true },
    });
    if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
    const ticket = await this.prisma.ticket.findUnique({ where: { token }, include: { user: true } });
    if (!ticket) throw new NotFoundException({ detail: /*i18n*/ 'Unknown ticket', reason: 'unknown' });
    if (ticket.revoked_at) throw new NotFoundException({ detail: /*i18n*/ 'This ticket was replaced by a newer one', reason: 'revoked' });
    const user = ticket.user;
    const holder = {
      name: user.full_name,
      kind: ticketKindOf({ role: roleOf(user), payment_status: user.payment_status, can_check_in: user.can_check_in }) ?? 'attendee',
    };
    const signup = await this.prisma.sessionSignup.findUnique({ where: { session_id_user_id: { session_id: sessionId, user_id: user.id } } });
    if (!signup) throw new ConflictException({ detail: /*i18n*/ 'Not signed up for this session', reason: 'not_signed_up', holder, position: null });
    const place = await answerOf(this.prisma, signup);
    if (place.status === 'waitlisted')
      throw new ConflictException({ detail: /*i18n*/ 'On the waitlist, not seated', reason: 'waitlisted', holder, position: place.position });
    return { holder, session: { id: session.id, title: session.title }, status: 'confirmed' as const };
  }

  /**
   * Someone who has no code with them, found by their whole e-mail address (case aside): the door's list has no
   * addresses (it keeps the minimum), so this asks the server; a whole address, so the door cannot browse who came.
   */
  async findByEmail(helper: AuthUser, q: string) {
    await this.checkin.assertMayCheckIn(helper);
    const email = q.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) throw fieldError('query', 'q', /*i18n*/ 'q must be a whole e-mail address');
    const { attendees } = await this.checkin.attendees(helper);
    const users = await this.prisma.user.findMany({ where: { email: { equals: email, mode: 'insensitive' } }, select: { id: true } });
    if (users.length === 0) return { attendees: [] };
    const tokens = new Set(
      (await this.prisma.ticket.findMany({ where: { user_id: { in: users.map((u) => u.id) }, revoked_at: null }, select: { token: true } })).map(
        (t) => t.token,
      ),
    );
    return { attendees: attendees.filter((a) => tokens.has(a.token)) };
  }
}
