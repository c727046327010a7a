// The organisers' side of sign-up (issue 46): who has a seat and who waits, moving someone up by hand, removing
// someone, and the list as CSV. Every change runs under the session's row lock like the attendees' own sign-ups, so
// it takes its turn with them, and a seat it frees goes to the first in line in the same transaction.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { toCsv } from '../common/csv.js';
import { Changes, type Tx } from '../events/changes.service.js';
import { PrismaService } from '../prisma/database.js';
import { lockSession, QUEUED, SignupsService, type SignupAnswer } from './signups.service.js';
import type { SessionSignupsView } from './signups.views.js';
import type { z } from 'zod';

type SessionSignups = z.output<typeof SessionSignupsView>;

@Injectable()
export class SignupListsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly signups: SignupsService,
  ) {}

  /** Those with a seat, in the order they got it, then the waitlist in its order (position 1 = next). */
  async list(sessionId: number, db: Tx = this.prisma): Promise<SessionSignups> {
    const session = await db.session.findFirst({ where: { id: sessionId, draft_removed_at: null }, select: { id: true, title: true, capacity: true } });
    if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
    const rows = await db.sessionSignup.findMany({
      where: { session_id: sessionId },
      include: { user: { select: { full_name: true, email: true } } },
      orderBy: [{ line: 'asc' }, { confirmed_at: 'asc' }, { id: 'asc' }],
    });
    const seated = rows.filter((r) => r.status === 'confirmed');
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    const entry = (r: (typeof rows)[number], position: number | null) => ({
      user_id: r.user_id,
      name: r.user.full_name,
      email: r.user.email,
      status: r.status,
      position,
      signed_up_at: r.created_at.toISOString(),
      confirmed_at: r.confirmed_at?.toISOString() ?? null,
    });
    return {
      session_id: session.id,
      title: session.title,
      capacity: session.capacity,
      signups: [...seated.map((r) => entry(r, null)), ...waiting.map((r, i) => entry(r, i + 1))],
    };
  }

  /**
   * Moves a waitlisted person to the front of the line; if a seat is free it is theirs at once (and they are told, as
   * anyone promoted is). Nobody gets a seat beyond the capacity: an organiser who wants that raises the capacity.
   */
  async promote(sessionId: number, userId: number, now = new Date()): Promise<SignupAnswer> {
    return this.changes.commit(async (tx, announce) => {
      const session = await lockSession(tx, sessionId);
      const signup = await tx.sessionSignup.findUnique({ where: { session_id_user_id: { session_id: sessionId, user_id: userId } } });
      if (!signup) throw new NotFoundException(/*i18n*/ 'This person has not signed up for this session');
      if (signup.status === 'confirmed') throw new ConflictException(/*i18n*/ 'This person already has a seat');
      const first = await tx.sessionSignup.aggregate({ where: { session_id: sessionId, status: 'waitlisted' }, _min: { line: true } });
      await tx.sessionSignup.update({ where: { id: signup.id }, data: { line: Math.min(first._min.line ?? 1, signup.line ?? 1) - 1 } });
      const seated = await this.signups.fillSeats(tx, session, now, announce);
      announce('sessions.changed', { ids: [sessionId] });
      return seated.includes(userId) ? { status: 'confirmed' as const, position: null } : { status: 'waitlisted' as const, position: 1 };
    }, QUEUED);
  }

  /** Takes someone off the session; a seat freed goes to the first in line in the same transaction. */
  async remove(sessionId: number, userId: number, now = new Date()): Promise<void> {
    await this.changes.commit(async (tx, announce) => {
      const session = await lockSession(tx, sessionId);
      const { count } = await tx.sessionSignup.deleteMany({ where: { session_id: sessionId, user_id: userId } });
      if (count === 0) throw new NotFoundException(/*i18n*/ 'This person has not signed up for this session');
      await this.signups.fillSeats(tx, session, now, announce);
      announce('sessions.changed', { ids: [sessionId] });
    }, QUEUED);
  }

  /** The list as CSV, one person per row, those with a seat first. */
  async csv(sessionId: number): Promise<string> {
    const { signups } = await this.list(sessionId);
    return toCsv(
      ['status', 'position', 'name', 'email', 'signed_up_at', 'confirmed_at'],
      signups.map((s) => [s.status, s.position, s.name, s.email, s.signed_up_at, s.confirmed_at]),
    );
  }
}
