// Who may not review what: their own proposal, one from their own organisation, or one they declared a conflict with.
import type { Prisma } from '../generated/prisma/client.js';

export interface ReviewerIdentity {
  id: number;
  email: string;
  /** Their organisation: set on the account, or else the company of their speaker profile. */
  organization: string;
}

export interface ProposalOwner {
  id: number;
  user_id: number | null;
  email: string;
  organization: string;
}

export const OWN_PROPOSAL = /*i18n*/ 'A reviewer cannot review their own proposal';
export const SAME_ORGANISATION = /*i18n*/ "The reviewer works at the proposer's organisation";
export const DECLARED_CONFLICT = /*i18n*/ 'The reviewer declared a conflict of interest with this proposal';

const normalised = (organisation: string) => organisation.trim().toLowerCase().replace(/\s+/g, ' ');

/** Why `reviewer` may not review `proposal`, or null. `declared` holds "proposalId:reviewerId" of declared conflicts. */
export function conflictOf(reviewer: ReviewerIdentity, proposal: ProposalOwner, declared: ReadonlySet<string>): string | null {
  if (proposal.user_id === reviewer.id || proposal.email.toLowerCase() === reviewer.email.toLowerCase()) return OWN_PROPOSAL;
  const theirs = normalised(reviewer.organization);
  if (theirs && theirs === normalised(proposal.organization)) return SAME_ORGANISATION;
  if (declared.has(conflictKey(proposal.id, reviewer.id))) return DECLARED_CONFLICT;
  return null;
}

export const conflictKey = (proposalId: number, reviewerId: number) => `${proposalId}:${reviewerId}`;

type Db = Prisma.TransactionClient;

/** The active reviewers with the organisation conflicts are judged by. */
export async function activeReviewers(db: Db, where: Prisma.UserWhereInput = {}) {
  const users = await db.user.findMany({
    where: { is_reviewer: true, is_active: true, ...where },
    select: { id: true, email: true, full_name: true, organization: true, speaker: { select: { company: true } } },
    orderBy: { id: 'asc' },
  });
  return users.map((u) => ({ id: u.id, email: u.email, full_name: u.full_name, organization: u.organization || u.speaker?.company || '' }));
}

export async function declaredConflicts(db: Db, where: Prisma.ReviewConflictWhereInput = {}): Promise<Set<string>> {
  const rows = await db.reviewConflict.findMany({ where, select: { proposal_id: true, reviewer_id: true } });
  return new Set(rows.map((r) => conflictKey(r.proposal_id, r.reviewer_id)));
}

/**
 * Each reviewer's progress: `assigned` is the work left (proposals under review assigned to them that they have not
 * reviewed yet), `reviewed` the reviews they submitted.
 */
export async function reviewerProgress(db: Db): Promise<Map<number, { assigned: number; reviewed: number }>> {
  const assignments = await db.reviewAssignment.findMany({ where: { proposal: { status: 'pending' } }, select: { proposal_id: true, reviewer_id: true } });
  const reviews = await db.review.findMany({ select: { proposal_id: true, reviewer_id: true } });
  const done = new Set(reviews.map((r) => conflictKey(r.proposal_id, r.reviewer_id)));
  const progress = new Map<number, { assigned: number; reviewed: number }>();
  const of = (id: number) => progress.get(id) ?? progress.set(id, { assigned: 0, reviewed: 0 }).get(id)!;
  for (const a of assignments) if (!done.has(conflictKey(a.proposal_id, a.reviewer_id))) of(a.reviewer_id).assigned++;
  for (const r of reviews) of(r.reviewer_id).reviewed++;
  return progress;
}
