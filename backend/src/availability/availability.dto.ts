import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { isoDateTime, typeError } from '../http/request-fields.js';
import { MAX_AVAILABILITY_RANGES } from './availability-rules.js';
import { fixedText } from '../i18n/error-text.js';

export const AvailabilityRangeDto = z
  .object({ startTime: isoDateTime(/*i18n*/ 'startTime must be a date and time'), endTime: isoDateTime(/*i18n*/ 'endTime must be a date and time') })
  .meta({ id: 'AvailabilityRangeDto' });

/** PUT /api/speaker/availability: the speaker's times, replacing those stored (an empty list: available any time). */
export class AvailabilityDto extends RequestDto(
  z.object({
    slots: z
      .array(AvailabilityRangeDto, typeError(/*i18n*/ 'slots must be a list of {startTime, endTime}'))
      .max(MAX_AVAILABILITY_RANGES, { error: fixedText(/*i18n*/ 'at most {max} time ranges', { max: MAX_AVAILABILITY_RANGES }) }),
  }),
) {}
