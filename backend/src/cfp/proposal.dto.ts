import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { emailAddress, filledIn, oneLine, typeError } from '../http/request-fields.js';
import { fixedText } from '../i18n/error-text.js';

export const PRESENTATION_TYPES = ['technology_application', 'technology_spotlight', 'research_output'] as const;

/** Text of `min` to `max` characters once trimmed, one message for every way of missing it; one line unless `lines`. */
const between = (field: string, min: number, max: number, { lines = false } = {}) => {
  const error = fixedText(/*i18n*/ '{field} must be between {min} and {max} characters', { field, min, max });
  const text = z.string(typeError(error)).trim().min(min, { error }).max(max, { error });
  return lines ? text : text.refine(...oneLine(field));
};

/**
 * Whether the speaker agrees to the talk being recorded and published (issue 47). The form requires an answer; the
 * API takes it as optional, so clients made before the question keep working (no answer: not asked).
 */
export const recordingConsent = () =>
  z
    .boolean(typeError(/*i18n*/ 'recording_consent must be true or false'))
    .nullish()
    .meta({ description: 'Agrees to the talk being recorded and published; left out: not asked.' });

/** POST /cfp/submit: the spec's proposal form rules (section 5), enforced here as the authority. */
export const ProposalBody = z.object({
  title: between('title', 5, 200),
  abstract: between('abstract', 100, 5000, { lines: true }),
  speaker_name: between('speaker_name', 2, 100),
  speaker_position: between('speaker_position', 2, 100),
  speaker_bio: between('speaker_bio', 50, 1000, { lines: true }),
  email: emailAddress(/*i18n*/ 'email must be a valid email address', 254),
  organization: filledIn('organization', 200),
  presentation_type: z.enum(PRESENTATION_TYPES, {
    error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'presentation_type', values: PRESENTATION_TYPES.join(', ') }),
  }),
  recording_consent: recordingConsent(),
});

export class ProposalDto extends RequestDto(ProposalBody) {}
