// The organisers' ranking: proposals by the weighted mean of their reviews, with the spread, the count of reviews
// and the reviews that disagree with the others; filtered by type, status and reviewing progress; and as CSV.
import { Injectable } from '@nestjs/common';
import { toProposalView } from '../views/proposal.view.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { listCriteria } from './committee.service.js';
import { toCsv } from '../common/csv.js';
import { toReviewView } from './review-record.js';
import type { Criterion, RankedProposal } from './review.views.js';
import { aggregate, criterionMeans } from './scoring.js';

export const REVIEW_PROGRESS = ['unreviewed', 'in_progress', 'complete'] as const;
export type ReviewProgress = (typeof REVIEW_PROGRESS)[number];

export interface RankingFilter {
  type?: string;
  status?: string;
  progress?: ReviewProgress;
}

const progressOf = (reviews: number, assigned: number): ReviewProgress => {
  if (reviews === 0) return 'unreviewed';
  return reviews >= assigned ? 'complete' : 'in_progress';
};

@Injectable()
export class RankingService {
  constructor(private readonly prisma: PrismaService) {}

  async ranking(filter: RankingFilter = {}): Promise<RankedProposal[]> {
    return this.rank(filter, await listCriteria(this.prisma));
  }

  private async rank(filter: RankingFilter, criteria: Criterion[]): Promise<RankedProposal[]> {
    const where: Prisma.ProposalWhereInput = {
      ...(filter.type && { presentation_type: filter.type }),
      status: filter.status ? (filter.status as Prisma.EnumProposalStatusFilter['equals']) : { not: 'withdrawn' },
    };
    const proposals = await this.prisma.proposal.findMany({
      where,
      include: {
        reviews: { include: { reviewer: { select: { full_name: true } } }, orderBy: { id: 'asc' } },
        _count: { select: { review_assignments: true } },
      },
      take: 2000,
    });
    const ranked = proposals
      .map((p) => {
        const reviews = p.reviews.map((r) => toReviewView(r, r.reviewer.full_name, criteria));
        const { score, spread, outliers } = aggregate(reviews.map((r) => r.score));
        return {
          proposal: toProposalView(p),
          score,
          spread,
          criteria: criterionMeans(
            reviews.map((r) => r.scores),
            criteria,
          ),
          reviews,
          reviewers_assigned: p._count.review_assignments,
          outliers: outliers.map((index) => reviews[index].id),
          rank: null as number | null,
        };
      })
      .filter((r) => !filter.progress || progressOf(r.reviews.length, r.reviewers_assigned) === filter.progress)
      .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || b.reviews.length - a.reviews.length || a.proposal.id - b.proposal.id);
    let rank = 0;
    for (const entry of ranked) if (entry.score !== null) entry.rank = ++rank;
    return ranked;
  }

  async csv(filter: RankingFilter = {}): Promise<string> {
    const criteria = await listCriteria(this.prisma);
    const rows = await this.rank(filter, criteria);
    const header = [
      'rank',
      'id',
      'title',
      'speaker',
      'organization',
      'type',
      'status',
      'score',
      'spread',
      'reviews',
      'assigned',
      'outliers',
      ...criteria.map((c) => c.name),
    ];
    return toCsv(
      header,
      rows.map((r) => [
        r.rank,
        r.proposal.id,
        r.proposal.title,
        r.proposal.speaker_name,
        r.proposal.organization,
        r.proposal.presentation_type,
        r.proposal.status,
        r.score,
        r.spread,
        r.reviews.length,
        r.reviewers_assigned,
        r.outliers.length,
        ...criteria.map((c) => r.criteria[String(c.id)]),
      ]),
    );
  }
}
