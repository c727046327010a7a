// Attendees rate the sessions they attended (1-5, with an optional comment) once a session has ended, one rating per
// attendee per session (rating again replaces it). Speakers see their own sessions' aggregate and comments, organisers
// every session's; neither sees who rated. Only someone who could have attended rates: a confirmed address and a paid
// registration (organisers may open it to every confirmed account), so throwaway accounts cannot stuff the averages.
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { DomainEvents } from '../events/domain-events.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { PublishedProgramme } from '../schedule-releases/published-programme.js';
import { SettingsService } from '../settings/settings.service.js';
import type { FeedbackDto } from './feedback.dto.js';
import type { FeedbackEligibility, MyFeedback, SessionFeedbackSummary } from './feedback.views.js';

export const NOT_ENDED = /*i18n*/ 'You can rate a session once it has ended';
export const CANCELLED = /*i18n*/ 'A cancelled session cannot be rated';
export const OWN_SESSION = /*i18n*/ 'Speakers cannot rate their own session';
export const UNCONFIRMED = /*i18n*/ 'Confirm your email address to rate sessions';
export const UNPAID = /*i18n*/ 'Only attendees with a paid registration can rate sessions';

const toMine = (f: { session_id: number; rating: number; comment: string | null; updated_at: Date }): MyFeedback => ({
  session_id: f.session_id,
  rating: f.rating,
  comment: f.comment,
  updated_at: f.updated_at.toISOString(),
});

@Injectable()
export class FeedbackService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly published: PublishedProgramme,
    private readonly settings: SettingsService,
  ) {}

  /** Why this account may not rate any session, or null when it may (the account is read fresh on every request). */
  private async refusal(user: AuthUser): Promise<string | null> {
    if (!user.email_verified) return UNCONFIRMED;
    if (user.payment_status !== 'paid' && (await this.settings.row()).feedback_requires_payment) return UNPAID;
    return null;
  }

  /** Whether the signed-in account may rate sessions, and if not why: pages show the reason instead of the control. */
  async eligibility(user: AuthUser): Promise<FeedbackEligibility> {
    const detail = await this.refusal(user);
    return { can_rate: detail === null, detail };
  }

  async mine(user: AuthUser): Promise<MyFeedback[]> {
    const rows = await this.prisma.sessionFeedback.findMany({ where: { user_id: user.id }, orderBy: { session_id: 'asc' } });
    return rows.map(toMine);
  }

  async rate(user: AuthUser, sessionId: number, dto: FeedbackDto): Promise<MyFeedback> {
    // The session as attendees know it: in release mode the released one, not the draft (which may have moved it,
    // cancelled it, or not be released at all).
    const [session] = await this.published.views(this.prisma, [sessionId]);
    if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
    if (session.status === 'cancelled') throw new ConflictException(CANCELLED);
    if (Date.parse(session.endTime) > Date.now()) throw new ConflictException(NOT_ENDED);
    const shownSpeakers = session.speakers.map((s) => s.id);
    const speakerUsers = await this.speakerUsers(sessionId, shownSpeakers);
    if (speakerUsers.includes(user.id)) throw new ForbiddenException(OWN_SESSION);
    const refused = await this.refusal(user);
    if (refused) throw new ForbiddenException(refused);
    const data = { rating: dto.rating, comment: dto.comment ?? null };
    const row = await this.prisma.sessionFeedback.upsert({
      where: { session_id_user_id: { session_id: sessionId, user_id: user.id } },
      create: { session_id: sessionId, user_id: user.id, ...data },
      update: data,
    });
    this.events.emit('feedback.changed', { sessionIds: [sessionId], speakerUserIds: speakerUsers });
    return toMine(row);
  }

  /**
   * The accounts of the session's speakers: those shown on it and those linked to it in the sessions tables (hidden
   * from the public or only added in the draft); none of them rates their own session, and each sees its feedback.
   */
  private async speakerUsers(sessionId: number, shownIds: number[]): Promise<number[]> {
    const speakers = await this.prisma.speaker.findMany({
      where: { user_id: { not: null }, OR: [{ id: { in: shownIds } }, { sessions: { some: { session_id: sessionId } } }] },
      select: { user_id: true },
    });
    return speakers.map((s) => s.user_id!);
  }

  /** The sessions of the signed-in speaker (through their speaker profile), with their feedback. */
  async forSpeaker(user: AuthUser): Promise<SessionFeedbackSummary[]> {
    return this.summaries({ speakers: { some: { speaker: { user_id: user.id } } } });
  }

  /** Every session that has feedback, for organisers. */
  async all(): Promise<SessionFeedbackSummary[]> {
    return this.summaries({ feedback: { some: {} } });
  }

  private async summaries(where: Prisma.SessionWhereInput): Promise<SessionFeedbackSummary[]> {
    const sessions = await this.prisma.session.findMany({
      where,
      orderBy: { start_time: 'asc' },
      take: 1000,
      select: {
        id: true,
        title: true,
        start_time: true,
        feedback: { orderBy: { created_at: 'desc' }, select: { rating: true, comment: true, created_at: true } },
      },
    });
    return sessions.map((s) => {
      const distribution = [1, 2, 3, 4, 5].map((value) => s.feedback.filter((f) => f.rating === value).length);
      const total = s.feedback.reduce((sum, f) => sum + f.rating, 0);
      return {
        session_id: s.id,
        title: s.title,
        start_time: s.start_time.toISOString(),
        ratings: s.feedback.length,
        average: s.feedback.length ? Math.round((total / s.feedback.length) * 10) / 10 : null,
        distribution,
        comments: s.feedback.filter((f) => f.comment).map((f) => ({ rating: f.rating, comment: f.comment!, created_at: f.created_at.toISOString() })),
      };
    });
  }
}
