// Who reviews what. Admins assign by hand or automatically (each proposal under review gets N reviewers, the least
// loaded first, never the proposer nor someone from their organisation nor someone who declared a conflict); a
// reviewer who leaves the committee, or declares a conflict, hands their unfinished proposals on.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import type { Announce, Tx } from '../events/changes.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PrismaService } from '../prisma/database.js';
import { SettingsService } from '../settings/settings.service.js';
import { activeReviewers, conflictOf, declaredConflicts } from './conflicts.js';
import type { Assignment } from './review.views.js';
import { i18nIn, languageOr } from '../i18n/languages.js';

/** Proposals still being decided on: the only ones assignment fills. */
const UNDER_REVIEW = { status: 'pending' } as const;

export interface FillResult {
  created: Assignment[];
  unfilled: { proposal_id: number; missing: number }[];
}

@Injectable()
export class AssignmentsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly settings: SettingsService,
  ) {}

  async list(): Promise<Assignment[]> {
    const [assignments, reviews] = await Promise.all([
      this.prisma.reviewAssignment.findMany({ orderBy: [{ proposal_id: 'asc' }, { reviewer_id: 'asc' }] }),
      this.prisma.review.findMany({ select: { proposal_id: true, reviewer_id: true } }),
    ]);
    const reviewed = new Set(reviews.map((r) => `${r.proposal_id}:${r.reviewer_id}`));
    return assignments.map((a) => ({ proposal_id: a.proposal_id, reviewer_id: a.reviewer_id, reviewed: reviewed.has(`${a.proposal_id}:${a.reviewer_id}`) }));
  }

  /** One assignment by hand: refused (409, saying why) when the reviewer has a conflict with the proposal. */
  assign(actor: AuthUser, proposalId: number, reviewerId: number): Promise<Assignment> {
    return this.audit.change(actor, 'review', async (tx, announce) => {
      const proposal = await tx.proposal.findUnique({ where: { id: proposalId } });
      if (!proposal) throw new NotFoundException(/*i18n*/ 'Proposal not found');
      if (proposal.status === 'withdrawn') throw new ConflictException(/*i18n*/ 'This proposal was withdrawn by its speaker');
      const [reviewer] = await activeReviewers(tx, { id: reviewerId });
      if (!reviewer) throw new NotFoundException(/*i18n*/ 'Reviewer not found');
      const conflict = conflictOf(reviewer, proposal, await declaredConflicts(tx, { proposal_id: proposalId, reviewer_id: reviewerId }));
      if (conflict) throw new ConflictException(conflict);
      const key = { proposal_id_reviewer_id: { proposal_id: proposalId, reviewer_id: reviewerId } };
      const existing = await tx.reviewAssignment.findUnique({ where: key });
      if (!existing) {
        await tx.reviewAssignment.create({ data: { proposal_id: proposalId, reviewer_id: reviewerId } });
        await this.tellAssigned(tx, announce, new Map([[reviewerId, 1]]));
      }
      announce('review.changed', { proposalIds: [proposalId] });
      const reviewed = (await tx.review.count({ where: { proposal_id: proposalId, reviewer_id: reviewerId } })) > 0;
      const result = { proposal_id: proposalId, reviewer_id: reviewerId, reviewed };
      return {
        result,
        record: { action: 'assign', entityId: proposalId, summary: `Proposal ${proposalId} assigned to ${reviewer.full_name}`, before: null, after: result },
      };
    });
  }

  unassign(actor: AuthUser, proposalId: number, reviewerId: number): Promise<void> {
    return this.audit.change(actor, 'review', async (tx, announce) => {
      const { count } = await tx.reviewAssignment.deleteMany({ where: { proposal_id: proposalId, reviewer_id: reviewerId } });
      if (count === 0) throw new NotFoundException(/*i18n*/ 'Assignment not found');
      announce('review.changed', { proposalIds: [proposalId] });
      const before = { proposal_id: proposalId, reviewer_id: reviewerId };
      return { result: undefined, record: { action: 'unassign', entityId: proposalId, summary: `Proposal ${proposalId} unassigned`, before, after: null } };
    });
  }

  /** Automatic assignment over every proposal under review (or those given). */
  auto(actor: AuthUser, proposalIds?: number[]): Promise<FillResult> {
    return this.audit.change(actor, 'review', async (tx, announce) => {
      const result = await this.fill(tx, announce, proposalIds);
      const summary = `Automatic assignment: ${result.created.length} assignment(s), ${result.unfilled.length} proposal(s) short of reviewers`;
      return { result, record: { action: 'auto-assign', entityId: 'assignments', summary, before: null, after: { created: result.created.length } } };
    });
  }

  /**
   * Gives each proposal under review (or each of `proposalIds`) up to N reviewers: proposals with the fewest first,
   * each from the eligible reviewers with the least work (ties: the longest-serving). Proposals that run out of
   * eligible reviewers are reported, not forced.
   */
  async fill(tx: Tx, announce: Announce, proposalIds?: number[]): Promise<FillResult> {
    const settings = await this.settings.row(tx);
    const wanted = settings.reviewers_per_proposal;
    const reviewers = await activeReviewers(tx);
    const proposals = await tx.proposal.findMany({
      where: { ...UNDER_REVIEW, ...(proposalIds && { id: { in: proposalIds } }) },
      select: { id: true, user_id: true, email: true, organization: true },
    });
    const current = await tx.reviewAssignment.findMany({ where: { proposal: UNDER_REVIEW }, select: { proposal_id: true, reviewer_id: true } });
    const declared = await declaredConflicts(tx);
    const load = new Map(reviewers.map((r) => [r.id, 0]));
    const assigned = new Map<number, Set<number>>();
    for (const a of current) {
      load.set(a.reviewer_id, (load.get(a.reviewer_id) ?? 0) + 1);
      assigned.set(a.proposal_id, (assigned.get(a.proposal_id) ?? new Set()).add(a.reviewer_id));
    }
    const created: Assignment[] = [];
    const unfilled: FillResult['unfilled'] = [];
    const countOf = (id: number) => assigned.get(id)?.size ?? 0;
    const queue = [...proposals].sort((a, b) => countOf(a.id) - countOf(b.id) || a.id - b.id);
    for (const proposal of queue) {
      const mine = assigned.get(proposal.id) ?? new Set<number>();
      const need = wanted - mine.size;
      if (need <= 0) continue;
      const chosen = reviewers
        .filter((r) => !mine.has(r.id) && !conflictOf(r, proposal, declared))
        .sort((a, b) => load.get(a.id)! - load.get(b.id)! || a.id - b.id)
        .slice(0, need);
      for (const reviewer of chosen) {
        mine.add(reviewer.id);
        load.set(reviewer.id, load.get(reviewer.id)! + 1);
        created.push({ proposal_id: proposal.id, reviewer_id: reviewer.id, reviewed: false });
      }
      assigned.set(proposal.id, mine);
      if (chosen.length < need) unfilled.push({ proposal_id: proposal.id, missing: need - chosen.length });
    }
    if (created.length) {
      await tx.reviewAssignment.createMany({ data: created.map(({ proposal_id, reviewer_id }) => ({ proposal_id, reviewer_id })), skipDuplicates: true });
      const perReviewer = new Map<number, number>();
      for (const a of created) perReviewer.set(a.reviewer_id, (perReviewer.get(a.reviewer_id) ?? 0) + 1);
      await this.tellAssigned(tx, announce, perReviewer);
      announce('review.changed', { proposalIds: [...new Set(created.map((a) => a.proposal_id))] });
    }
    return { created, unfilled: unfilled.sort((a, b) => a.proposal_id - b.proposal_id) };
  }

  /**
   * The reviewer's unfinished work on proposals under review (all of it, or `proposalIds`) goes back to the pool and
   * on to others. Reviews they already submitted stay and count.
   */
  async release(tx: Tx, announce: Announce, reviewerId: number, proposalIds?: number[]): Promise<void> {
    const open = await tx.reviewAssignment.findMany({
      where: { reviewer_id: reviewerId, proposal: UNDER_REVIEW, ...(proposalIds && { proposal_id: { in: proposalIds } }) },
      select: { proposal_id: true },
    });
    const done = new Set((await tx.review.findMany({ where: { reviewer_id: reviewerId }, select: { proposal_id: true } })).map((r) => r.proposal_id));
    const handOn = open.map((a) => a.proposal_id).filter((id) => !done.has(id));
    if (handOn.length === 0) return;
    await tx.reviewAssignment.deleteMany({ where: { reviewer_id: reviewerId, proposal_id: { in: handOn } } });
    announce('review.changed', { proposalIds: handOn });
    await this.fill(tx, announce, handOn);
  }

  /** A notification to each reviewer given new work (titles only: nothing about who proposed). */
  private async tellAssigned(tx: Tx, announce: Announce, perReviewer: Map<number, number>) {
    const reviewers = await tx.user.findMany({ where: { id: { in: [...perReviewer.keys()] } }, select: { id: true, language: true } });
    const languages = new Map(reviewers.map((r) => [r.id, r.language]));
    for (const [reviewerId, count] of perReviewer) {
      const i18n = i18nIn(languages.get(reviewerId));
      await this.notifications.create(
        tx,
        announce,
        reviewerId,
        {
          type: 'info',
          title: i18n._('New proposals to review'),
          message: i18n._('{count, plural, one {A proposal was assigned to you for review.} other {# proposals were assigned to you for review.}}', { count }),
          link: '/review',
        },
        { topic: 'assignments', language: languageOr(languages.get(reviewerId)) },
      );
    }
  }
}
