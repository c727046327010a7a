// Sign-up for sessions with limited seats, and their waitlists (issue 46). Every change to a session's sign-ups runs
// with the session's row locked (SELECT ... FOR UPDATE), so concurrent sign-ups for one session take turns: the
// seats are counted and given in the same transaction, and a seat freed goes to the first in line in that same
// transaction. Places in line are ranks of `line`, so they never have gaps or repeats. What the public sees (seats
// taken, the waitlist's length) follows through `sessions.changed`, like any edit of the session.
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { pageIn } from '../mail/letter.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { Turns } from './turns.js';
import { seatGivenMail } from '../mail/templates.js';
import { Changes, type Tx } from '../events/changes.service.js';
import { EventRelay } from '../events/event-relay.service.js';
import { PrismaService } from '../prisma/database.js';
import type { Announce } from '../events/durable-events.js';
import type { SessionSignup } from '../generated/prisma/client.js';
import { text } from '../i18n/error-text.js';
import { i18nIn, languageOr } from '../i18n/languages.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { AuthUser } from '../views/auth-user.view.js';

export type SignupStatus = SessionSignup['status'];

/** At most this many promoted by one change (an organiser raising a capacity by thousands). */
const MAX_PROMOTED = 10_000;

/**
 * Sign-ups for one session take turns at its row's lock: when hundreds arrive at once (a workshop opening), a
 * transaction may wait for a connection and then for the lock longer than Prisma's defaults (2 s and 5 s).
 */
export const QUEUED = { maxWait: 30_000, timeout: 30_000 };
/** One at the lock, the next ones ready with their connection. */
const TURNS_PER_SESSION = 3;

export interface SignupAnswer {
  status: SignupStatus;
  /** The place in line (1 = next) when waitlisted; null when confirmed. */
  position: number | null;
}

export interface MySignup extends SignupAnswer {
  session_id: number;
  title: string;
  startTime: string;
  endTime: string;
  room: string;
  signed_up_at: string;
}

/** A session's locked row, as the seat rules read it. */
interface Seated {
  id: number;
  title: string;
  capacity: number | null;
  status: string;
  signup_required: boolean;
  signup_opens_at: Date | null;
  signup_closes_at: Date | null;
  start_time: Date;
  end_time: Date;
}

/** Whether the user may take a seat: a paid registration, or a speaker's or an organiser's account. */
export function maySignUp(user: Pick<AuthUser, 'role' | 'payment_status'>): boolean {
  return user.role !== 'user' || user.payment_status === 'paid';
}

@Injectable()
export class SignupsService implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly relay: EventRelay,
    private readonly notifications: NotificationsService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * This instance's changes to one session's sign-ups, a few at a time. They take turns at the session's row lock
   * anyway (the lock is what makes them safe, across instances too); waiting here instead keeps a rush of sign-ups
   * from holding every database connection while they wait for it, which would stall the rest of the site and the
   * delivery of their own pushes.
   */
  private readonly turns = new Turns(TURNS_PER_SESSION);

  /**
   * An organiser's edit can add seats (a raised capacity, sign-up switched on): once it is committed, those first in
   * line get them, in the transaction that records the edit's event as handled, so none is lost to a crash between.
   */
  onModuleInit() {
    this.relay.consume('signup-seats', ['sessions.changed'], async (events, tx, announce) => {
      const ids = [...new Set(events.flatMap((e) => e.payload.ids))];
      // Only sessions where someone waits while a seat is free are locked: during a rush of sign-ups (each announces
      // this event) the seats are taken and the line is long, and locking each would queue behind the rush.
      const waiting = ids.length
        ? await tx.$queryRaw<{ session_id: number }[]>`
            SELECT s.id AS session_id FROM sessions s
            WHERE s.id = ANY(${ids}::int[]) AND s.signup_required
              AND EXISTS (SELECT 1 FROM session_signups w WHERE w.session_id = s.id AND w.status = 'waitlisted')
              AND (s.capacity IS NULL OR (SELECT count(*) FROM session_signups c WHERE c.session_id = s.id AND c.status = 'confirmed') < s.capacity)`
        : [];
      for (const { session_id: sessionId } of waiting) {
        const session = await lockSession(tx, sessionId).catch(() => null);
        if (session?.signup_required && (await this.fillSeats(tx, session, new Date(), announce)).length) announce('sessions.changed', { ids: [sessionId] });
      }
    });
  }

  /** Takes a seat, or a place in line when the seats are taken; again, the same answer. */
  async signUp(user: AuthUser, sessionId: number, now = new Date()): Promise<SignupAnswer> {
    return this.turns.run(sessionId, () =>
      this.changes.commit(async (tx, announce) => {
        const session = await lockSession(tx, sessionId);
        if (!maySignUp(user)) throw new ForbiddenException(/*i18n*/ 'Only attendees with a paid registration can sign up for sessions');
        const existing = await tx.sessionSignup.findUnique({ where: { session_id_user_id: { session_id: sessionId, user_id: user.id } } });
        if (existing) return answerOf(tx, existing);
        if (!session.signup_required) throw new ConflictException(/*i18n*/ 'This session needs no sign-up');
        if (session.status === 'cancelled') throw new ConflictException(/*i18n*/ 'This session is cancelled');
        if (session.signup_opens_at && now < session.signup_opens_at) throw new ConflictException(/*i18n*/ 'Sign-up for this session has not opened yet');
        if (now >= (session.signup_closes_at ?? session.start_time)) throw new ConflictException(/*i18n*/ 'Sign-up for this session has closed');
        const clash = await overlapping(tx, user.id, session);
        if (clash) throw new ConflictException(text(/*i18n*/ 'This session overlaps “{title}”, which you have signed up for', { title: clash.title }));
        const taken = await tx.sessionSignup.count({ where: { session_id: sessionId, status: 'confirmed' } });
        const seat = session.capacity === null || taken < session.capacity;
        const created = await tx.sessionSignup.create({
          data: seat
            ? { session_id: sessionId, user_id: user.id, status: 'confirmed', confirmed_at: now }
            : { session_id: sessionId, user_id: user.id, status: 'waitlisted', line: await nextLine(tx, sessionId) },
        });
        announce('sessions.changed', { ids: [sessionId] });
        return answerOf(tx, created);
      }, QUEUED),
    );
  }

  /** Gives up a seat or a place in line; a seat freed goes to the first in line. Nothing to give up is not an error. */
  async leave(user: AuthUser, sessionId: number, now = new Date()): Promise<void> {
    await this.turns.run(sessionId, () =>
      this.changes.commit(async (tx, announce) => {
        const session = await lockSession(tx, sessionId);
        const { count } = await tx.sessionSignup.deleteMany({ where: { session_id: sessionId, user_id: user.id } });
        if (count === 0) return;
        await this.fillSeats(tx, session, now, announce);
        announce('sessions.changed', { ids: [sessionId] });
      }, QUEUED),
    );
  }

  /**
   * Gives the session's free seats to those first in line, in order, and tells each of them at once (in the app, by
   * mail, and on their phones where they allowed it), in the same transaction. Called with the session locked, after
   * a seat was freed or the capacity raised; returns who got a seat. A cancelled session gives none: nobody is told
   * of a seat at a session that will not take place (its list stays, for a cancellation taken back).
   */
  async fillSeats(tx: Tx, session: Pick<Seated, 'id' | 'title' | 'capacity' | 'status'>, now: Date, announce: Announce): Promise<number[]> {
    if (session.status === 'cancelled') return [];
    const taken = await tx.sessionSignup.count({ where: { session_id: session.id, status: 'confirmed' } });
    const free = session.capacity === null ? MAX_PROMOTED : Math.min(MAX_PROMOTED, session.capacity - taken);
    if (free <= 0) return [];
    const next = await tx.sessionSignup.findMany({
      where: { session_id: session.id, status: 'waitlisted' },
      orderBy: [{ line: 'asc' }, { id: 'asc' }],
      take: free,
      select: { id: true, user_id: true, user: { select: { language: true, email: true, full_name: true } } },
    });
    if (next.length === 0) return [];
    await tx.sessionSignup.updateMany({ where: { id: { in: next.map((n) => n.id) } }, data: { status: 'confirmed', line: null, confirmed_at: now } });
    for (const { user_id: userId, user } of next) {
      const language = languageOr(user.language);
      const i18n = i18nIn(language);
      await this.notifications.create(
        tx,
        announce,
        userId,
        {
          type: 'success',
          title: i18n._('You have a seat'),
          message: i18n._('A seat at “{title}” is now yours: you were first in line.', { title: session.title }),
          link: `/sessions/${session.id}`,
        },
        { topic: 'session_changes', language },
      );
      await this.outbox.add(
        tx,
        announce,
        seatGivenMail({
          to: user.email,
          fullName: user.full_name,
          title: session.title,
          sessionUrl: pageIn(language, `${this.config.publicUrl}/sessions/${session.id}`),
          productName: this.config.productName,
          language,
        }),
      );
    }
    return next.map((n) => n.user_id);
  }

  /** The caller's sign-ups, soonest session first, each with its status and place in line. */
  async mine(userId: number): Promise<MySignup[]> {
    const rows = await this.prisma.sessionSignup.findMany({
      where: { user_id: userId, session: { draft_removed_at: null } },
      include: { session: { select: { title: true, start_time: true, end_time: true, room: true } } },
      orderBy: { session: { start_time: 'asc' } },
    });
    return Promise.all(
      rows.map(async (row) => ({
        session_id: row.session_id,
        title: row.session.title,
        startTime: row.session.start_time.toISOString(),
        endTime: row.session.end_time.toISOString(),
        room: row.session.room,
        signed_up_at: row.created_at.toISOString(),
        ...(await answerOf(this.prisma, row)),
      })),
    );
  }
}

/** Locks the session's row for the rest of the transaction: one change of its sign-ups at a time. */
export async function lockSession(tx: Tx, sessionId: number): Promise<Seated> {
  const [session] = await tx.$queryRaw<Seated[]>`
    SELECT id, title, capacity, status::text AS status, signup_required, signup_opens_at, signup_closes_at, start_time, end_time
    FROM sessions WHERE id = ${sessionId} AND draft_removed_at IS NULL FOR UPDATE`;
  if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
  return session;
}

async function nextLine(tx: Tx, sessionId: number): Promise<number> {
  const last = await tx.sessionSignup.aggregate({ where: { session_id: sessionId, status: 'waitlisted' }, _max: { line: true } });
  return (last._max.line ?? 0) + 1;
}

/** The answer for a sign-up: confirmed, or waitlisted at its place (how many wait before it, plus one). */
export async function answerOf(db: Tx, signup: Pick<SessionSignup, 'session_id' | 'status' | 'line' | 'id'>): Promise<SignupAnswer> {
  if (signup.status === 'confirmed') return { status: 'confirmed', position: null };
  const ahead = await db.sessionSignup.count({
    where: {
      session_id: signup.session_id,
      status: 'waitlisted',
      OR: [{ line: { lt: signup.line ?? 0 } }, { line: signup.line, id: { lt: signup.id } }],
    },
  });
  return { status: 'waitlisted', position: ahead + 1 };
}

/** Another session the user has signed up for (or waits for) that overlaps this one in time. */
function overlapping(tx: Tx, userId: number, session: Seated) {
  return tx.session.findFirst({
    where: {
      id: { not: session.id },
      draft_removed_at: null,
      status: { not: 'cancelled' },
      start_time: { lt: session.end_time },
      end_time: { gt: session.start_time },
      signups: { some: { user_id: userId } },
    },
    select: { title: true },
    orderBy: { start_time: 'asc' },
  });
}
