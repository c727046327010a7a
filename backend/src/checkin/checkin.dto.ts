import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { isoDateTime, optionalLine, typeError } from '../http/request-fields.js';

export class ScanDto extends RequestDto(
  z.object({
    token: z.string(typeError(/*i18n*/ 'token must be text')).trim().min(1, /*i18n*/ 'token is required').max(100, /*i18n*/ 'token is too long'),
    door: optionalLine('door', 50, /*i18n*/ 'door must be text'),
    scanned_at: isoDateTime(/*i18n*/ 'scanned_at must be an ISO 8601 date and time').nullish(),
  }),
) {}

export class DoorHelperDto extends RequestDto(z.object({ can_check_in: z.boolean(typeError(/*i18n*/ 'can_check_in must be true or false')) })) {}
