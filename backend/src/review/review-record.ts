// A stored review as the committee reads it.
import type { Review } from '../generated/prisma/client.js';
import { reviewScore, type ScoredCriterion, type Scores } from './scoring.js';
import type { ReviewRecord } from './review.views.js';

export const scoresOf = (review: Pick<Review, 'scores'>): Scores => (review.scores as Scores | null) ?? {};

export function toReviewView(review: Review, reviewerName: string, criteria: ScoredCriterion[]): ReviewRecord {
  const scores = scoresOf(review);
  return {
    id: review.id,
    proposal_id: review.proposal_id,
    reviewer_id: review.reviewer_id,
    reviewer_name: reviewerName,
    scores,
    score: reviewScore(scores, criteria),
    comment: review.comment,
    speaker_note: review.speaker_note,
    updated_at: review.updated_at.toISOString(),
  };
}
