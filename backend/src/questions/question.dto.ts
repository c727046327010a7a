import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { oneLine, typeError } from '../http/request-fields.js';
import { fixedText } from '../i18n/error-text.js';

/** A question's length, trimmed (issue 47: 280 characters). */
export const QUESTION_MAX_LENGTH = 280;
/** A visitor's display name. */
export const DISPLAY_NAME_MAX_LENGTH = 60;

const TEXT = fixedText(/*i18n*/ 'text must be from 1 to {max} characters', { max: QUESTION_MAX_LENGTH });
const NAME = fixedText(/*i18n*/ 'display_name must be from 1 to {max} characters', { max: DISPLAY_NAME_MAX_LENGTH });

/** POST /api/sessions/{id}/questions: the question; a visitor (when organisers allow them) gives a name to show. */
export class AskQuestionDto extends RequestDto(
  z.object({
    text: z.string(typeError(TEXT)).trim().min(1, { error: TEXT }).max(QUESTION_MAX_LENGTH, { error: TEXT }),
    display_name: z
      .string(typeError(NAME))
      .trim()
      .min(1, { error: NAME })
      .max(DISPLAY_NAME_MAX_LENGTH, { error: NAME })
      .refine(...oneLine('display_name'))
      .optional(),
  }),
) {}

/** PATCH /api/questions/{id}: moderation. Pinning marks it "being answered now" (the session's other pin goes). */
export class ModerateQuestionDto extends RequestDto(
  z
    .object({
      status: z
        .enum(['approved', 'hidden', 'answered'], {
          error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'status', values: 'approved, hidden, answered' }),
        })
        .optional(),
      pinned: z.boolean(typeError(/*i18n*/ 'pinned must be true or false')).optional(),
    })
    .refine((body) => body.status !== undefined || body.pinned !== undefined, { error: /*i18n*/ 'Send a status or pinned' }),
) {}
