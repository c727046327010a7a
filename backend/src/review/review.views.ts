// What the committee's routes answer. A reviewer's views never carry the proposer's identity while review is
// anonymised, nor other reviewers' scores before their own review (reviewer-proposal.view.ts builds those).
import { z } from 'zod';
import { TranslatedFields } from '../i18n/translations.js';
import { ProposalStatusView, ProposalView } from '../views/proposal.view.js';
import { DecisionProgressView, DecisionView } from '../views/decision.view.js';
import { dateTime, id } from '../views/fields.js';
import { ReviewPhaseView } from '../views/settings.view.js';

export const ReviewSettingsView = z
  .object({
    phase: ReviewPhaseView,
    anonymised: z.boolean().meta({ description: 'Reviewers never see who proposed.' }),
    open_review: z.boolean().meta({ description: 'Reviewers may review any proposal they have no conflict with, not only those assigned.' }),
    reviewers_per_proposal: z.number().int().meta({ description: 'How many reviewers automatic assignment gives each proposal.' }),
  })
  .meta({ id: 'ReviewSettings' });
export type ReviewSettings = z.output<typeof ReviewSettingsView>;

export const CriterionView = z
  .object({ id: id(), name: z.string(), weight: z.number(), scale_max: z.number().int(), position: z.number().int() })
  .meta({ id: 'ReviewCriterion', description: 'What reviews score, from 1 to scale_max; weight counts in the ranking.' });
export type Criterion = z.output<typeof CriterionView>;

export const ReviewerView = z
  .object({
    id: id(),
    full_name: z.string(),
    email: z.string(),
    organization: z.string(),
    is_reviewer: z.boolean(),
    assigned: z.number().int().meta({ description: 'Work left: proposals under review assigned to them that they have not reviewed yet.' }),
    reviewed: z.number().int().meta({ description: 'Reviews they submitted.' }),
  })
  .meta({ id: 'Reviewer', description: 'A member of the programme committee and their progress.' });
export type Reviewer = z.output<typeof ReviewerView>;

export const AssignmentView = z
  .object({ proposal_id: id(), reviewer_id: id(), reviewed: z.boolean() })
  .meta({ id: 'ReviewAssignment', description: 'A reviewer asked to review a proposal.' });
export type Assignment = z.output<typeof AssignmentView>;

export const AutoAssignView = z
  .object({
    created: z.array(AssignmentView),
    unfilled: z.array(z.object({ proposal_id: id(), missing: z.number().int() })).meta({
      description: 'Proposals that could not get enough reviewers: everyone else has a conflict or proposed it.',
    }),
  })
  .meta({ id: 'AutoAssignResult' });

export const ScoresView = z.record(z.string(), z.number().int()).meta({ description: "A score per criterion, keyed by the criterion's id." });

/** A submitted review, as the committee sees it (a reviewer: only once they submitted their own). */
export const ReviewView = z
  .object({
    id: id(),
    proposal_id: id(),
    reviewer_id: id(),
    reviewer_name: z.string(),
    scores: ScoresView,
    score: z.number().nullable().meta({ description: 'The weighted score of this review, 0 to 100.' }),
    comment: z.string(),
    speaker_note: z.string().nullable(),
    updated_at: dateTime(),
  })
  .meta({ id: 'Review' });
export type ReviewRecord = z.output<typeof ReviewView>;

/** The proposer as a reviewer may see them: only when review is not anonymised. No e-mail, ever. */
export const ProposerView = z.object({ name: z.string(), position: z.string(), organization: z.string(), bio: z.string() }).meta({ id: 'Proposer' });

export const ReviewerProposalView = z
  .object({
    id: id(),
    title: z.string(),
    abstract: z.string(),
    presentation_type: z.string(),
    status: ProposalStatusView,
    proposer: ProposerView.nullable().meta({ description: 'Null while review is anonymised.' }),
    identity_warning: z
      .string()
      .nullable()
      .meta({ description: 'Set when the free text (shown as written) may name the proposer while review is anonymised.' }),
    assigned: z.boolean().meta({ description: 'Assigned to this reviewer (otherwise offered by open review).' }),
    reviews_done: z.number().int(),
    reviewers_assigned: z.number().int(),
    my_review: ReviewView.nullable(),
  })
  .meta({ id: 'ReviewerProposal', description: "A proposal as a reviewer sees it: what review needs, and the proposer only when review isn't anonymised." });
export type ReviewerProposal = z.output<typeof ReviewerProposalView>;

export const ReviewerProposalDetailView = ReviewerProposalView.extend({
  others: z.array(ReviewView).nullable().meta({ description: 'The other reviews: null until this reviewer submitted their own.' }),
}).meta({ id: 'ReviewerProposalDetail' });

export const ReviewStateView = z
  .object({
    phase: ReviewPhaseView,
    anonymised: z.boolean(),
    open_review: z.boolean(),
    criteria: z.array(CriterionView),
    committee: z.array(z.object({ id: id(), full_name: z.string(), assigned: z.number().int(), reviewed: z.number().int() })).meta({
      description: "Each reviewer's progress: proposals under review assigned to them and not yet reviewed (work left), reviews submitted.",
    }),
  })
  .meta({ id: 'ReviewState', description: "The committee's phase, criteria and progress." });

export const RankedProposalView = z
  .object({
    proposal: ProposalView,
    score: z.number().nullable().meta({ description: 'Weighted mean of the reviews, 0 to 100; null without reviews.' }),
    spread: z.number().nullable().meta({ description: "Standard deviation of the reviews' scores, 0 to 100." }),
    criteria: z.record(z.string(), z.number().nullable()).meta({ description: 'Mean score per criterion (by id), on its own scale.' }),
    reviews: z.array(ReviewView),
    reviewers_assigned: z.number().int(),
    outliers: z.array(id()).meta({ description: 'Reviews whose score is more than 25 points from the median (with three reviews or more).' }),
    rank: z.number().int().nullable(),
  })
  .meta({ id: 'RankedProposal' });
export type RankedProposal = z.output<typeof RankedProposalView>;

export const DecisionTemplateView = z
  .object({ id: id(), name: z.string(), decision: DecisionView, subject: z.string(), body: z.string(), ...TranslatedFields, updated_at: dateTime() })
  .meta({
    id: 'DecisionTemplate',
    description: 'A decision mail; {name}, {title}, {slot}, {room}, {notes}, {product} and {dashboard} are filled in per speaker.',
  });

export const MailPreviewView = z
  .object({ proposal_id: id(), to: z.string(), subject: z.string(), text: z.string() })
  .meta({ id: 'DecisionMailPreview', description: 'The exact mail a speaker will receive.' });

export const SkippedView = z.object({ proposal_id: id(), reason: z.string() }).meta({ id: 'SkippedProposal' });

export const DecisionPreviewView = z.object({ mails: z.array(MailPreviewView), skipped: z.array(SkippedView) }).meta({ id: 'DecisionPreview' });

export const DecisionBatchView = DecisionProgressView.extend({ decided: z.array(id()), skipped: z.array(SkippedView) }).meta({ id: 'DecisionBatch' });
