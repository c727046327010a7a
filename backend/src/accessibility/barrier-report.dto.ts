import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { emailAddress, filledIn, oneLine, optionalLine } from '../http/request-fields.js';

/** POST /public/accessibility/report: a barrier someone met on the site (the accessibility statement's form). */
export class BarrierReportDto extends RequestDto(
  z.object({
    // Required: the organisers answer a report like any message, to this address.
    email: emailAddress(/*i18n*/ 'email must be a valid email address', 254),
    name: optionalLine('name', 200),
    /** Where the barrier is: an address on the site, or words ("the schedule's filter"). */
    page: z
      .string()
      .trim()
      .max(2000)
      .refine(...oneLine('page'))
      .nullish(),
    message: filledIn('message', 5000, { lines: true }),
  }),
) {}
