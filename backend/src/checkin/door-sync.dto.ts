import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { isoDateTime, optionalLine, typeError } from '../http/request-fields.js';

/** A door's queue at most: a scan a second for well over an hour offline. */
export const MAX_SYNCED_SCANS = 5_000;

const token = z.string(typeError(/*i18n*/ 'token must be text')).trim().min(1, /*i18n*/ 'token is required').max(100, /*i18n*/ 'token is too long');

const QueuedScan = z.object({
  token,
  door: optionalLine('door', 50, /*i18n*/ 'door must be text'),
  scanned_at: isoDateTime(/*i18n*/ 'scanned_at must be an ISO 8601 date and time').nullish(),
});

export class DoorSyncDto extends RequestDto(
  z.object({
    scans: z
      .array(QueuedScan, typeError(/*i18n*/ 'scans must be a list'))
      .min(1, /*i18n*/ 'scans must not be empty')
      .max(MAX_SYNCED_SCANS, /*i18n*/ 'scans holds at most 5000 scans: send the rest after'),
  }),
) {}

export class SessionDoorDto extends RequestDto(z.object({ token })) {}
