import type { Schemas } from '@/types/api';

export type ReviewPhase = Schemas['ReviewPhase'];
export type ReviewState = Schemas['ReviewState'];
export type ReviewCriterion = Schemas['ReviewCriterion'];
export type Review = Schemas['Review'];
export type ReviewerProposal = Schemas['ReviewerProposal'];
export type ReviewerProposalDetail = Schemas['ReviewerProposalDetail'];

/** PUT /api/review/proposals/:id/review body: a whole score (1..scale_max) for every criterion, keyed by its id. */
export type ReviewSubmission = Schemas['SubmitReviewDto'];
