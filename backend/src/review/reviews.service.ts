// The reviewer's side: their queue, one proposal, their review. Every answer is built here from what the reviewer may
// see: proposals assigned to them (or, in open review, any they have no conflict with), never a withdrawn one, never
// the proposer while review is anonymised, and other reviews only once they submitted their own.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { invalidFields, type FieldProblem } from '../http/api-error.js';
import { Changes } from '../events/changes.service.js';
import type { ConferenceSettings, Proposal, Review } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { SettingsService } from '../settings/settings.service.js';
import { identityWarning } from './anonymity.js';
import { AssignmentsService } from './assignments.service.js';
import { listCriteria } from './committee.service.js';
import { activeReviewers, conflictOf, declaredConflicts, reviewerProgress, type ReviewerIdentity } from './conflicts.js';
import type { SubmitReviewDto } from './review.dto.js';
import { toCsv } from '../common/csv.js';
import { toReviewView } from './review-record.js';
import type { Criterion, ReviewerProposal } from './review.views.js';
import { text } from '../i18n/error-text.js';

export const NOT_REVIEW_PHASE = /*i18n*/ 'Reviews are accepted only in the review phase';
export const NOT_UNDER_REVIEW = /*i18n*/ 'This proposal is no longer under review';
const NOT_FOUND = /*i18n*/ 'Proposal not found';

interface Seen {
  settings: ConferenceSettings;
  criteria: Criterion[];
  reviewer: ReviewerIdentity;
  proposals: Proposal[];
  assigned: Set<number>;
  /** Every review of the proposals seen, with its reviewer's name. */
  reviews: (Review & { reviewer: { full_name: string } })[];
  assignmentCounts: Map<number, number>;
}

@Injectable()
export class ReviewsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly settings: SettingsService,
    private readonly assignments: AssignmentsService,
  ) {}

  /** What this reviewer may see now (all of it, or one proposal). */
  private async seen(user: AuthUser, onlyId?: number): Promise<Seen> {
    const settings = await this.settings.row();
    const criteria = await listCriteria(this.prisma);
    const [reviewer] = await activeReviewers(this.prisma, { id: user.id });
    // The guard let only reviewers in; one removed since sees nothing.
    if (!reviewer)
      return {
        settings,
        criteria,
        reviewer: { id: user.id, email: user.email, organization: '' },
        proposals: [],
        assigned: new Set(),
        reviews: [],
        assignmentCounts: new Map(),
      };
    const mine = await this.prisma.reviewAssignment.findMany({ where: { reviewer_id: user.id }, select: { proposal_id: true } });
    const assigned = new Set(mine.map((a) => a.proposal_id));
    const candidates = await this.prisma.proposal.findMany({
      where: {
        status: { not: 'withdrawn' },
        AND: [settings.open_review ? {} : { id: { in: [...assigned] } }, onlyId === undefined ? {} : { id: onlyId }],
      },
      orderBy: { id: 'asc' },
    });
    const declared = await declaredConflicts(this.prisma, { reviewer_id: user.id });
    const proposals = candidates.filter((p) => !conflictOf(reviewer, p, declared));
    const ids = proposals.map((p) => p.id);
    const reviews = await this.prisma.review.findMany({
      where: { proposal_id: { in: ids } },
      include: { reviewer: { select: { full_name: true } } },
      orderBy: { id: 'asc' },
    });
    const counts = await this.prisma.reviewAssignment.groupBy({ by: ['proposal_id'], where: { proposal_id: { in: ids } }, _count: true });
    const assignmentCounts = new Map(counts.map((c) => [c.proposal_id, c._count]));
    return { settings, criteria, reviewer, proposals, assigned, reviews, assignmentCounts };
  }

  private present(seen: Seen, proposal: Proposal): ReviewerProposal {
    const anonymised = seen.settings.review_anonymised;
    const reviews = seen.reviews.filter((r) => r.proposal_id === proposal.id);
    const mine = reviews.find((r) => r.reviewer_id === seen.reviewer.id);
    return {
      id: proposal.id,
      title: proposal.title,
      abstract: proposal.abstract,
      presentation_type: proposal.presentation_type,
      status: proposal.status,
      proposer: anonymised
        ? null
        : { name: proposal.speaker_name, position: proposal.speaker_position, organization: proposal.organization, bio: proposal.speaker_bio },
      identity_warning: anonymised ? identityWarning(proposal, [proposal.title, proposal.abstract]) : null,
      assigned: seen.assigned.has(proposal.id),
      reviews_done: reviews.length,
      reviewers_assigned: seen.assignmentCounts.get(proposal.id) ?? 0,
      my_review: mine ? toReviewView(mine, mine.reviewer.full_name, seen.criteria) : null,
    };
  }

  /** The reviewer's queue: assigned proposals first, then (open review) the others they may review. */
  async queue(user: AuthUser): Promise<ReviewerProposal[]> {
    const seen = await this.seen(user);
    return seen.proposals.map((p) => this.present(seen, p)).sort((a, b) => Number(b.assigned) - Number(a.assigned) || a.id - b.id);
  }

  /** One proposal; the other reviews only once this reviewer submitted theirs. 404 for anything they may not see. */
  async detail(user: AuthUser, id: number) {
    const seen = await this.seen(user, id);
    const proposal = seen.proposals[0];
    if (!proposal) throw new NotFoundException(NOT_FOUND);
    const view = this.present(seen, proposal);
    const others = view.my_review
      ? seen.reviews.filter((r) => r.proposal_id === id && r.reviewer_id !== user.id).map((r) => toReviewView(r, r.reviewer.full_name, seen.criteria))
      : null;
    return { ...view, others };
  }

  /** Submits or replaces the reviewer's review: every criterion scored, in the review phase, while the proposal is pending. */
  async submit(user: AuthUser, id: number, dto: SubmitReviewDto) {
    const seen = await this.seen(user, id);
    const proposal = seen.proposals[0];
    if (!proposal) throw new NotFoundException(NOT_FOUND);
    if (seen.settings.review_phase !== 'review') throw new ConflictException(NOT_REVIEW_PHASE);
    if (proposal.status !== 'pending') throw new ConflictException(NOT_UNDER_REVIEW);
    const scores = checkScores(dto.scores, seen.criteria);
    await this.changes.commit(async (tx, announce) => {
      const data = { scores, comment: dto.comment ?? '', speaker_note: dto.speaker_note ?? null };
      await tx.review.upsert({
        where: { proposal_id_reviewer_id: { proposal_id: id, reviewer_id: user.id } },
        create: { proposal_id: id, reviewer_id: user.id, ...data },
        update: data,
      });
      announce('review.changed', { proposalIds: [id] });
    });
    return this.detail(user, id);
  }

  /** The reviewer declares a conflict of interest: the proposal leaves their queue and goes to someone else. */
  async declareConflict(user: AuthUser, id: number): Promise<void> {
    const seen = await this.seen(user, id);
    if (!seen.proposals[0]) throw new NotFoundException(NOT_FOUND);
    if (seen.reviews.some((r) => r.reviewer_id === user.id)) throw new ConflictException(/*i18n*/ 'You already reviewed this proposal');
    await this.changes.commit(async (tx, announce) => {
      await tx.reviewConflict.upsert({
        where: { proposal_id_reviewer_id: { proposal_id: id, reviewer_id: user.id } },
        create: { proposal_id: id, reviewer_id: user.id },
        update: {},
      });
      await this.assignments.release(tx, announce, user.id, [id]);
      announce('review.changed', { proposalIds: [id] });
    });
  }

  /** The phase, the criteria, and each reviewer's progress (counts only). */
  async state() {
    const settings = await this.settings.row();
    const criteria = await listCriteria(this.prisma);
    const members = await this.prisma.user.findMany({
      where: { is_reviewer: true, is_active: true },
      orderBy: { full_name: 'asc' },
      select: { id: true, full_name: true },
    });
    const progress = await reviewerProgress(this.prisma);
    return {
      phase: settings.review_phase,
      anonymised: settings.review_anonymised,
      open_review: settings.open_review,
      criteria,
      committee: members.map((m) => ({ id: m.id, full_name: m.full_name, ...(progress.get(m.id) ?? { assigned: 0, reviewed: 0 }) })),
    };
  }

  /** "My reviews" as CSV: the proposals' titles and the reviewer's own scores, nothing about who proposed. */
  async myReviewsCsv(user: AuthUser): Promise<string> {
    const seen = await this.seen(user);
    const byId = new Map(seen.proposals.map((p) => [p.id, p]));
    const mine = seen.reviews.filter((r) => r.reviewer_id === user.id && byId.has(r.proposal_id));
    const header = ['proposal_id', 'title', 'score', ...seen.criteria.map((c) => c.name), 'comment', 'note_for_speaker'];
    const rows = mine.map((r) => {
      const view = toReviewView(r, r.reviewer.full_name, seen.criteria);
      return [r.proposal_id, byId.get(r.proposal_id)!.title, view.score, ...seen.criteria.map((c) => view.scores[String(c.id)]), r.comment, r.speaker_note];
    });
    return toCsv(header, rows);
  }
}

/** Every criterion scored with a whole number from 1 to its scale, and nothing else: one refusal per wrong score. */
function checkScores(given: Record<string, unknown>, criteria: Criterion[]): Record<string, number> {
  const errors: FieldProblem[] = [];
  const known = new Set(criteria.map((c) => String(c.id)));
  for (const key of Object.keys(given))
    if (!known.has(key)) errors.push({ loc: ['body', 'scores', key], msg: /*i18n*/ 'There is no such criterion', type: 'value_error' });
  for (const criterion of criteria) {
    const score = given[String(criterion.id)];
    if (score === undefined)
      errors.push({ loc: ['body', 'scores', String(criterion.id)], msg: text(/*i18n*/ "Score ''{name}''", { name: criterion.name }), type: 'missing' });
    else if (!Number.isInteger(score) || (score as number) < 1 || (score as number) > criterion.scale_max) {
      errors.push({
        loc: ['body', 'scores', String(criterion.id)],
        msg: text(/*i18n*/ "''{name}'' takes a whole number from 1 to {max}", { name: criterion.name, max: criterion.scale_max }),
        type: 'value_error',
      });
    }
  }
  if (errors.length) throw invalidFields(errors);
  return Object.fromEntries(criteria.map((c) => [String(c.id), given[String(c.id)] as number]));
}
