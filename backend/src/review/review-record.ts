// A stored review as the committee reads it, and the committee's exports as CSV.
import { stringify } from 'csv-stringify/sync';
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

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return first) is kept as text. */
const inert = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

export function toCsv(header: string[], rows: unknown[][]): string {
  return stringify([header, ...rows.map((row) => row.map(inert))]);
}
