import { z } from 'zod';
import { recordingConsent } from './proposal.dto.js';
import { RequestDto } from '../http/request-dto.js';
import { lowerCased, oneLine, optionalText, typeError } from '../http/request-fields.js';
import { fixedText } from '../i18n/error-text.js';

export const REVIEW_DECISIONS = ['accepted', 'rejected'] as const;

/** PATCH /cfp/submissions/{id}/status: the organisers' decision with optional notes for the speaker. */
export class ReviewDto extends RequestDto(
  z.object({
    status: lowerCased(
      z.enum(REVIEW_DECISIONS, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'status', values: REVIEW_DECISIONS.join(', ') }) }),
    ),
    notes: optionalText(5000),
  }),
) {}

export const SPEAKER_PRESENTATION_TYPES = ['talk', 'workshop', 'panel'] as const;

/** POST /api/speaker/proposals: the dashboard's 'Submit New Proposal' modal. */
export class SpeakerProposalDto extends RequestDto(
  z.object({
    title: z
      .string(typeError(/*i18n*/ 'title is required'))
      .trim()
      .min(5, { error: /*i18n*/ 'title must be between 5 and 200 characters' })
      .max(200, { error: /*i18n*/ 'title must be between 5 and 200 characters' })
      .refine(...oneLine('title')),
    abstract: z
      .string(typeError(/*i18n*/ 'abstract is required'))
      .trim()
      .min(1, { error: /*i18n*/ 'abstract is required' })
      .max(5000, { error: /*i18n*/ 'abstract must be at most 5000 characters' }),
    presentation_type: lowerCased(
      z.enum(SPEAKER_PRESENTATION_TYPES, {
        error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'presentation_type', values: SPEAKER_PRESENTATION_TYPES.join(', ') }),
      }),
    ).nullish(),
    // The modal sends these prefilled from the speaker's profile (GET /api/speaker/profile), as the speaker left them;
    // the profile fills what is left blank. The bio may be the profile's full one, hence its limit.
    speaker_name: z
      .string()
      .trim()
      .max(200)
      .refine(...oneLine('speaker_name'))
      .nullish(),
    speaker_bio: z.string().trim().max(10_000).nullish(),
    organization: z
      .string()
      .trim()
      .max(200)
      .refine(...oneLine('organization'))
      .nullish(),
    recording_consent: recordingConsent(),
  }),
) {}
