import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { optionalText, typeError } from '../http/request-fields.js';

const RATING = /*i18n*/ 'rating must be a whole number from 1 to 5';

/** PUT /api/user/feedback/{sessionId}: a rating from 1 to 5 and an optional comment. */
export class FeedbackDto extends RequestDto(
  z.object({
    rating: z.int(typeError(RATING)).min(1, { error: RATING }).max(5, { error: RATING }),
    comment: optionalText(2000),
  }),
) {}
