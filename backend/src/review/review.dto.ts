// What the committee's routes accept. Scores are checked against the criteria by the service (a schema cannot know
// them), as are the notes' texts, so their refusals name the criterion or the proposal.
import { z } from 'zod';
import { ReviewPhase } from '../generated/prisma/enums.js';
import { MAX_ID } from '../http/id.pipe.js';
import { RequestDto } from '../http/request-dto.js';
import { translationsField } from '../i18n/translations.js';
import { filledIn, lowerCased, optionalText, typeError } from '../http/request-fields.js';
import { DECISIONS } from '../views/decision.view.js';
import { fixedText } from '../i18n/error-text.js';

const PHASES = Object.values(ReviewPhase);
/** A bulk decision covers at most this many proposals. */
export const MAX_BATCH = 500;

const decision = () =>
  lowerCased(z.enum(DECISIONS, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'decision', values: DECISIONS.join(', ') }) }));
const proposalIds = (error?: string) =>
  z.array(z.int(typeError(/*i18n*/ 'proposal_ids must be whole numbers')).min(1).max(MAX_ID), error === undefined ? undefined : typeError(error));

export class UpdateReviewSettingsDto extends RequestDto(
  z.object({
    phase: lowerCased(
      z.enum(ReviewPhase, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'phase', values: PHASES.join(', ') }) }),
    ).optional(),
    anonymised: z.boolean().optional(),
    open_review: z.boolean().optional(),
    reviewers_per_proposal: z.int(typeError(/*i18n*/ 'reviewers_per_proposal must be a whole number')).min(1).max(10).optional(),
  }),
) {}

export class UpdateReviewerDto extends RequestDto(z.object({ is_reviewer: z.boolean().optional(), organization: z.string().trim().max(200).optional() })) {}

const CriterionBody = z.object({
  name: filledIn('name', 100),
  weight: z.number(typeError(/*i18n*/ 'weight must be a number')).min(0.1).max(10).optional(),
  scale_max: z.int(typeError(/*i18n*/ 'scale_max must be a whole number')).min(2).max(10).optional(),
  position: z.int().min(0).max(1000).optional(),
});
export class CreateCriterionDto extends RequestDto(CriterionBody) {}
export class UpdateCriterionDto extends RequestDto(CriterionBody.partial()) {}

export class AssignmentDto extends RequestDto(
  z.object({
    proposal_id: z.int(typeError(/*i18n*/ 'proposal_id must be a whole number')).min(1).max(MAX_ID),
    reviewer_id: z.int(typeError(/*i18n*/ 'reviewer_id must be a whole number')).min(1).max(MAX_ID),
  }),
) {}

export class AutoAssignDto extends RequestDto(z.object({ proposal_ids: proposalIds().max(MAX_BATCH).optional() })) {}

export class SubmitReviewDto extends RequestDto(
  z.object({
    scores: z.record(z.string(), z.unknown(), typeError(/*i18n*/ 'scores must be an object of criterion id to score')).meta({
      description: "A whole score from 1 to the criterion's scale_max for every criterion, by criterion id.",
      additionalProperties: { type: 'integer' },
    }),
    comment: z.string().trim().max(5000).optional(),
    speaker_note: optionalText(2000),
  }),
) {}

const TemplateBody = z.object({
  name: filledIn('name', 100),
  decision: decision(),
  subject: filledIn('subject', 200),
  body: z.string(typeError(/*i18n*/ 'body is required')).min(1, { error: /*i18n*/ 'body is required' }).max(10_000),
  /** The mail in other languages: { "de": { "subject": "…", "body": "…" } }, for speakers whose account is in it. */
  translations: translationsField({ subject: 200, body: 10_000 }).optional(),
});
export class TemplateDto extends RequestDto(TemplateBody) {}
export class UpdateTemplateDto extends RequestDto(TemplateBody.partial()) {}

export class DecisionDto extends RequestDto(
  z.object({
    proposal_ids: proposalIds('proposal_ids must be a list').min(1, { error: /*i18n*/ 'Choose at least one proposal' }).max(MAX_BATCH),
    decision: decision(),
    template_id: z.int(typeError(/*i18n*/ 'template_id must be a whole number')).min(1).max(MAX_ID),
    /** Notes for each speaker by proposal id; where none is given, the reviewers' notes for the speaker are used. */
    notes: z
      .record(z.string(), z.unknown(), typeError(/*i18n*/ 'notes must be an object of proposal id to text'))
      .meta({ description: 'A note for the speaker by proposal id (at most 5000 characters each).', additionalProperties: { type: 'string', maxLength: 5000 } })
      .optional(),
  }),
) {}
