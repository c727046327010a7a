import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { typeError } from '../http/request-fields.js';
import { fixedText } from '../i18n/error-text.js';
import { MAX_DELAY_MINUTES } from './room-delay.view.js';

/** POST /api/admin/rooms/{room}/move-following: how many minutes later the room's sessions still to come start. */
export class MoveFollowingDto extends RequestDto(
  z.object({
    minutes: z
      .int(typeError(/*i18n*/ 'minutes must be a whole number'))
      .min(1, { error: /*i18n*/ 'minutes must be 1 or more' })
      .max(MAX_DELAY_MINUTES, { error: fixedText(/*i18n*/ 'minutes must be at most {max}', { max: MAX_DELAY_MINUTES }) }),
  }),
) {}

/** PUT /api/rooms/{room}/delay: how late the room runs now; 0 says it is on time again. */
export class SetRoomDelayDto extends RequestDto(
  z.object({
    minutes: z
      .int(typeError(/*i18n*/ 'minutes must be a whole number'))
      .min(0, { error: /*i18n*/ 'minutes must be 0 (on time) or more' })
      .max(MAX_DELAY_MINUTES, { error: fixedText(/*i18n*/ 'minutes must be at most {max}', { max: MAX_DELAY_MINUTES }) }),
  }),
) {}
