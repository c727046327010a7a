// The committee itself, as admins set it up: the phase and rules of the review, who reviews, and the criteria.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { toAuthUser, type AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import type { Tx } from '../events/changes.service.js';
import type { ConferenceSettings, Prisma, ReviewCriterion } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { SettingsService } from '../settings/settings.service.js';
import { AssignmentsService } from './assignments.service.js';
import { reviewerProgress } from './conflicts.js';
import type { CreateCriterionDto, UpdateCriterionDto, UpdateReviewerDto, UpdateReviewSettingsDto } from './review.dto.js';
import type { Criterion, Reviewer, ReviewSettings } from './review.views.js';

export const toReviewSettings = (row: ConferenceSettings): ReviewSettings => ({
  phase: row.review_phase,
  anonymised: row.review_anonymised,
  open_review: row.open_review,
  reviewers_per_proposal: row.reviewers_per_proposal,
});

export const toCriterion = (c: ReviewCriterion): Criterion => ({ id: c.id, name: c.name, weight: c.weight, scale_max: c.scale_max, position: c.position });

/** The criteria in the order reviews and the ranking show them. */
export async function listCriteria(db: Tx): Promise<Criterion[]> {
  return (await db.reviewCriterion.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })).map(toCriterion);
}

/** Users as the committee list shows them: the organisation conflicts are judged by, and their progress. */
async function reviewersWhere(db: Tx, where: Prisma.UserWhereInput): Promise<Reviewer[]> {
  const users = await db.user.findMany({
    where,
    orderBy: { full_name: 'asc' },
    select: { id: true, full_name: true, email: true, organization: true, is_reviewer: true, speaker: { select: { company: true } } },
  });
  const progress = await reviewerProgress(db);
  return users.map((u) => ({
    id: u.id,
    full_name: u.full_name,
    email: u.email,
    organization: u.organization || u.speaker?.company || '',
    is_reviewer: u.is_reviewer,
    ...(progress.get(u.id) ?? { assigned: 0, reviewed: 0 }),
  }));
}

@Injectable()
export class CommitteeService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly assignments: AssignmentsService,
  ) {}

  async reviewSettings(): Promise<ReviewSettings> {
    return toReviewSettings(await this.settings.row());
  }

  /**
   * Moving the phase also opens or closes the call: proposals keep arriving only in the submission phase, and the
   * public pages, speakers' dashboards and reviewers' pages follow at once.
   */
  updateSettings(actor: AuthUser, dto: UpdateReviewSettingsDto): Promise<ReviewSettings> {
    return this.audit.change(actor, 'settings', async (tx, announce) => {
      const before = await this.settings.row(tx);
      const phaseMoved = dto.phase !== undefined && dto.phase !== before.review_phase;
      const row = await tx.conferenceSettings.update({
        where: { id: before.id },
        data: {
          review_phase: dto.phase,
          review_anonymised: dto.anonymised,
          open_review: dto.open_review,
          reviewers_per_proposal: dto.reviewers_per_proposal,
          ...(phaseMoved && { accepting_cfp: dto.phase === 'submission' }),
        },
      });
      announce('settings.updated', { settings: this.settings.shown(row) });
      announce('review.changed', { proposalIds: [] });
      const [previous, after] = [toReviewSettings(before), toReviewSettings(row)];
      return { result: after, record: { action: 'review-settings', entityId: row.id, summary: `Review: ${after.phase} phase`, before: previous, after } };
    });
  }

  /** Everyone on the committee, and anyone with the reviewer flag removed who still has reviews on record. */
  reviewers(): Promise<Reviewer[]> {
    return reviewersWhere(this.prisma, { OR: [{ is_reviewer: true }, { reviews: { some: {} } }] });
  }

  /**
   * Makes a user a reviewer or not, and sets the organisation conflicts are judged by. Leaving the committee hands
   * their unfinished proposals on to others at once; their open pages lose the /review area.
   */
  updateReviewer(actor: AuthUser, userId: number, dto: UpdateReviewerDto): Promise<Reviewer> {
    return this.audit.change(actor, 'review', async (tx, announce) => {
      const before = await tx.user.findUnique({ where: { id: userId } });
      if (!before) throw new NotFoundException(/*i18n*/ 'User not found');
      const user = await tx.user.update({ where: { id: userId }, data: { is_reviewer: dto.is_reviewer, organization: dto.organization } });
      if (before.is_reviewer && !user.is_reviewer) await this.assignments.release(tx, announce, userId);
      if (before.is_reviewer !== user.is_reviewer) {
        announce('access.changed', { userId });
        // Their open pages show (or stop showing) the review area at once.
        announce('user.updated', { user: toAuthUser(user) });
      }
      announce('users.changed', { ids: [userId] });
      announce('review.changed', { proposalIds: [] });
      const [result] = await reviewersWhere(tx, { id: userId });
      const summary = `${user.full_name} ${user.is_reviewer ? 'is a reviewer' : 'is not a reviewer'}`;
      const pick = (u: typeof user) => ({ is_reviewer: u.is_reviewer, organization: u.organization });
      return { result, record: { action: 'reviewer', entityId: userId, summary, before: pick(before), after: pick(user) } };
    });
  }

  criteria(): Promise<Criterion[]> {
    return listCriteria(this.prisma);
  }

  createCriterion(actor: AuthUser, dto: CreateCriterionDto): Promise<Criterion> {
    return this.audit.change(actor, 'review', async (tx, announce) => {
      const position = dto.position ?? (await tx.reviewCriterion.count());
      const row = toCriterion(await tx.reviewCriterion.create({ data: { ...dto, position } }));
      announce('review.changed', { proposalIds: [] });
      return { result: row, record: { action: 'create', entityId: row.id, summary: `Criterion '${row.name}'`, before: null, after: row } };
    });
  }

  /** A criterion's scale cannot change once reviews scored it: their scores would change meaning. */
  updateCriterion(actor: AuthUser, id: number, dto: UpdateCriterionDto): Promise<Criterion> {
    return this.audit.change(actor, 'review', async (tx, announce) => {
      const before = await tx.reviewCriterion.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(/*i18n*/ 'Criterion not found');
      if (dto.scale_max !== undefined && dto.scale_max !== before.scale_max && (await this.scored(tx, id))) {
        throw new ConflictException(/*i18n*/ 'Reviews already scored this criterion: its scale cannot change');
      }
      const row = toCriterion(await tx.reviewCriterion.update({ where: { id }, data: dto }));
      announce('review.changed', { proposalIds: [] });
      return { result: row, record: { action: 'update', entityId: id, summary: `Criterion '${row.name}'`, before: toCriterion(before), after: row } };
    });
  }

  /** Removing a criterion leaves its scores in the reviews, where the ranking no longer counts them. */
  deleteCriterion(actor: AuthUser, id: number): Promise<void> {
    return this.audit.change(actor, 'review', async (tx, announce) => {
      const before = await tx.reviewCriterion.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(/*i18n*/ 'Criterion not found');
      await tx.reviewCriterion.delete({ where: { id } });
      announce('review.changed', { proposalIds: [] });
      return { result: undefined, record: { action: 'delete', entityId: id, summary: `Criterion '${before.name}'`, before: toCriterion(before), after: null } };
    });
  }

  private async scored(tx: Tx, criterionId: number): Promise<boolean> {
    const reviews = await tx.review.findMany({ select: { scores: true } });
    return reviews.some((r) => String(criterionId) in ((r.scores as Record<string, number> | null) ?? {}));
  }
}
