// Live questions per session (issue 47): attendees (and, when organisers allow it, visitors under a display name) ask
// while the session's questions are open; everyone votes once per account or browser; moderators approve, hide, mark
// answered and pin. Each change is announced from its transaction and pushed after the commit to the rooms the event
// catalog names: what attendees may see to the session's room, pending and hidden questions only to its moderators
// and their author. Votes are exact under any concurrency: a vote is a row under a unique key, and the count changes
// in the same transaction only when a row was added or removed.
import { ConflictException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { toCsv } from '../common/csv.js';
import { Changes } from '../events/changes.service.js';
import { fieldError } from '../http/api-error.js';
import { text } from '../i18n/error-text.js';
import { PrismaService } from '../prisma/database.js';
import { PublishedProgramme } from '../schedule-releases/published-programme.js';
import { SettingsService } from '../settings/settings.service.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { DISPLAY_NAME_MAX_LENGTH, QUESTION_MAX_LENGTH, type AskQuestionDto, type ModerateQuestionDto } from './question.dto.js';
import {
  isVisible,
  LIST_ORDER,
  MAX_OPEN_QUESTIONS,
  mayModerate,
  OPEN,
  ownedBy,
  questionWindow,
  toPush,
  toView,
  VISIBLE,
  voterOf,
  withAuthor,
  type Reader,
} from './question-rules.js';
import type { QuestionListView, QuestionView } from '../views/question.view.js';
import { VoteTicks } from './vote-ticks.js';

/** Held while one person asks in one session, or while a session's questions are moderated (transaction-scoped). */
const ASK_LOCK = 7347;
const MODERATE_LOCK = 7348;
/** A list never grows past this many (a session's questions are dozens; this bounds a flood). */
const LIST_MAX = 1000;

const NOT_FOUND = /*i18n*/ 'Question not found';
const NOT_OPEN = /*i18n*/ 'Questions to this session are not open yet';
const CLOSED = /*i18n*/ 'Questions to this session are closed';

@Injectable()
export class QuestionsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly published: PublishedProgramme,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly ticks: VoteTicks,
  ) {}

  /** The session as attendees know it (the released one in release mode). */
  private async session(sessionId: number) {
    const [session] = await this.published.views(this.prisma, [sessionId]);
    if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
    return { status: session.status, start_time: new Date(session.startTime), end_time: new Date(session.endTime) };
  }

  /** 409 outside the window (or for a cancelled session). */
  private ensureOpen(session: { status: string; start_time: Date; end_time: Date }, settings: Parameters<typeof questionWindow>[1]) {
    if (session.status === 'cancelled') throw new ConflictException(/*i18n*/ 'This session is cancelled');
    const { opensAt, closesAt } = questionWindow(session, settings);
    const now = this.clock.now();
    if (now < opensAt) throw new ConflictException(NOT_OPEN);
    if (now > closesAt) throw new ConflictException(CLOSED);
  }

  async list(reader: Reader, sessionId: number): Promise<QuestionListView> {
    const session = await this.session(sessionId);
    const settings = await this.settings.row();
    const moderator = await mayModerate(this.prisma, reader.user, sessionId);
    const own = ownedBy(reader);
    const rows = await this.prisma.question.findMany({
      where: moderator ? { session_id: sessionId } : { session_id: sessionId, OR: [{ status: { in: [...VISIBLE] } }, ...(own ? [own] : [])] },
      include: withAuthor,
      orderBy: LIST_ORDER,
      take: LIST_MAX,
    });
    const voter = voterOf(reader);
    const votes = voter && rows.length ? await this.prisma.questionVote.findMany({ where: { voter, question_id: { in: rows.map((r) => r.id) } } }) : [];
    const voted = new Set(votes.map((v) => v.question_id));
    const questions = rows.map((row) => toView(row, reader, voted));
    const { opensAt, closesAt } = questionWindow(session, settings);
    const now = this.clock.now();
    const open = session.status !== 'cancelled' && now >= opensAt && now <= closesAt;
    return {
      session_id: sessionId,
      questions,
      can_moderate: moderator,
      can_ask: open && (reader.user !== null || settings.questions_from_visitors),
      signed_in_only: !settings.questions_from_visitors,
      moderated: settings.questions_moderated,
      opens_at: opensAt.toISOString(),
      closes_at: closesAt.toISOString(),
      open_questions: questions.filter((q) => q.mine && OPEN.includes(q.status)).length,
      max_open_questions: MAX_OPEN_QUESTIONS,
      max_length: QUESTION_MAX_LENGTH,
    };
  }

  /** Whether a visitor (no account) may ask and vote now. */
  async visitorsAllowed(): Promise<boolean> {
    return (await this.settings.row()).questions_from_visitors;
  }

  async ask(reader: Reader, sessionId: number, dto: AskQuestionDto): Promise<QuestionView> {
    const settings = await this.settings.row();
    const { user } = reader;
    if (!user && !settings.questions_from_visitors) throw new UnauthorizedException(/*i18n*/ 'Sign in to ask a question');
    const own = ownedBy(reader);
    if (!own) throw new UnauthorizedException(/*i18n*/ 'Sign in to ask a question');
    if (!user && !dto.display_name) {
      throw fieldError('body', 'display_name', text(/*i18n*/ 'display_name must be from 1 to {max} characters', { max: DISPLAY_NAME_MAX_LENGTH }));
    }
    const session = await this.session(sessionId);
    this.ensureOpen(session, settings);
    const approved = !settings.questions_moderated || (await mayModerate(this.prisma, user, sessionId));
    return this.changes.commit(async (tx, announce) => {
      // One person's asks in one session take turns, so two at once cannot both be the third.
      await tx.$queryRaw`SELECT true AS locked FROM pg_advisory_xact_lock(${ASK_LOCK}::int, hashtext(${`${sessionId}:${voterOf(reader)}`}))`;
      const open = await tx.question.count({ where: { session_id: sessionId, ...own, status: { in: OPEN } } });
      if (open >= MAX_OPEN_QUESTIONS) {
        throw new ConflictException(
          text(/*i18n*/ 'You can have at most {max} open questions in a session; wait until one is answered', { max: MAX_OPEN_QUESTIONS }),
        );
      }
      const row = await tx.question.create({
        data: {
          session_id: sessionId,
          user_id: user?.id ?? null,
          device_id: user ? null : reader.deviceId,
          display_name: user ? '' : (dto.display_name ?? ''),
          text: dto.text,
          status: approved ? 'approved' : 'pending',
        },
        include: withAuthor,
      });
      announce('question.changed', { question: toPush(row), visible: isVisible(row.status), authorId: row.user_id });
      return toView(row, reader, new Set());
    });
  }

  /** Votes (on) or withdraws the vote (off); again, the same answer. */
  async vote(reader: Reader, questionId: number, on: boolean): Promise<{ id: number; session_id: number; votes: number; voted: boolean }> {
    const voter = voterOf(reader);
    if (!reader.user && !(await this.visitorsAllowed())) throw new UnauthorizedException(/*i18n*/ 'Sign in to vote');
    if (!voter) throw new UnauthorizedException(/*i18n*/ 'Sign in to vote');
    const question = await this.prisma.question.findUnique({
      where: { id: questionId },
      select: { session_id: true, status: true, session: { select: { status: true, start_time: true, end_time: true } } },
    });
    if (!question || !isVisible(question.status)) throw new NotFoundException(NOT_FOUND);
    this.ensureOpen(question.session, await this.settings.row());
    // One statement, its own transaction: the vote's row under its unique key and the count change together, the
    // count only when a row was added or removed. Votes arrive by the dozen a second, so no interactive transaction
    // holds a connection across round trips; the push (not durable) follows the commit, as Changes does.
    const rows = on
      ? await this.prisma.$queryRaw<{ votes: number; status: string }[]>`
          WITH added AS (INSERT INTO question_votes (question_id, voter) VALUES (${questionId}, ${voter}) ON CONFLICT DO NOTHING RETURNING question_id)
          UPDATE questions SET votes = votes + 1, updated_at = now() WHERE id = ${questionId} AND EXISTS (SELECT 1 FROM added)
          RETURNING votes, status::text AS status`
      : await this.prisma.$queryRaw<{ votes: number; status: string }[]>`
          WITH gone AS (DELETE FROM question_votes WHERE question_id = ${questionId} AND voter = ${voter} RETURNING question_id)
          UPDATE questions SET votes = votes - 1, updated_at = now() WHERE id = ${questionId} AND EXISTS (SELECT 1 FROM gone)
          RETURNING votes, status::text AS status`;
    const [row] = rows;
    if (!row) {
      const { votes } = await this.prisma.question.findUniqueOrThrow({ where: { id: questionId }, select: { votes: true } });
      return { id: questionId, session_id: question.session_id, votes, voted: on };
    }
    this.ticks.counted(question.session_id, questionId, row.votes, row.status);
    return { id: questionId, session_id: question.session_id, votes: row.votes, voted: on };
  }

  /** Approve, hide, mark answered, pin ("being answered now": the session's other pin goes) or unpin. */
  async moderate(user: AuthUser, questionId: number, dto: ModerateQuestionDto): Promise<QuestionView> {
    const question = await this.prisma.question.findUnique({ where: { id: questionId }, select: { session_id: true } });
    if (!question) throw new NotFoundException(NOT_FOUND);
    const sessionId = question.session_id;
    if (!(await mayModerate(this.prisma, user, sessionId))) {
      throw new ForbiddenException(/*i18n*/ "Only organisers, the session's speakers and its host moderate its questions");
    }
    return this.changes.commit(async (tx, announce) => {
      // A session's moderation takes turns, so two pins at once leave one.
      await tx.$queryRaw`SELECT true AS locked FROM pg_advisory_xact_lock(${MODERATE_LOCK}::int, ${sessionId}::int)`;
      const before = await tx.question.findUniqueOrThrow({ where: { id: questionId } });
      const status = dto.status ?? before.status;
      // Hidden or answered: no longer being answered.
      const pinned = status === 'approved' ? (dto.pinned ?? before.pinned) : false;
      if (dto.pinned && status !== 'approved') throw new ConflictException(/*i18n*/ 'Only a shown question that is not answered yet can be pinned');
      if (pinned && !before.pinned) {
        const others = await tx.question.findMany({ where: { session_id: sessionId, pinned: true, id: { not: questionId } }, select: { id: true } });
        for (const { id } of others) {
          const unpinned = await tx.question.update({ where: { id }, data: { pinned: false }, include: withAuthor });
          announce('question.changed', { question: toPush(unpinned), visible: isVisible(unpinned.status), authorId: unpinned.user_id });
        }
      }
      const row = await tx.question.update({ where: { id: questionId }, data: { status, pinned }, include: withAuthor });
      // Attendees' pages drop it first (its id only); its moderators and author are then told what it is now.
      if (isVisible(before.status) && !isVisible(row.status)) announce('question.removed', { id: row.id, session_id: sessionId });
      announce('question.changed', { question: toPush(row), visible: isVisible(row.status), authorId: row.user_id });
      const vote = await tx.questionVote.findUnique({ where: { question_id_voter: { question_id: questionId, voter: `u:${user.id}` } } });
      return toView(row, { user, deviceId: null }, new Set(vote ? [questionId] : []));
    });
  }

  /** A session's questions as CSV for organisers, every status, in the list's order. */
  async csv(sessionId: number): Promise<string> {
    const session = await this.prisma.session.findUnique({ where: { id: sessionId }, select: { id: true } });
    if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
    const rows = await this.prisma.question.findMany({ where: { session_id: sessionId }, include: withAuthor, orderBy: LIST_ORDER });
    return toCsv(
      ['id', 'status', 'pinned', 'votes', 'created_at', 'author', 'text'],
      rows.map((row) => {
        const q = toPush(row);
        return [q.id, q.status, q.pinned, q.votes, q.created_at, q.author, q.text];
      }),
    );
  }
}
