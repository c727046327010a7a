import { z } from 'zod';
import { MAX_ID } from '../http/id.pipe.js';
import { RequestDto } from '../http/request-dto.js';
import { typeError } from '../http/request-fields.js';

/**
 * POST /api/admin/schedule/undo and /redo: the command the client shows on top of the stack, so a double click or a
 * second tab never steps twice. A session changed by someone else since is refused with 409 unless `force` (then
 * their change is overwritten) or `keep_theirs` (then the command leaves the stack and the session stays as it is).
 */
export class ScheduleStepDto extends RequestDto(
  z.object({
    command_id: z.int(typeError(/*i18n*/ 'command_id must be a whole number')).min(1).max(MAX_ID),
    force: z.boolean(typeError(/*i18n*/ 'force must be true or false')).optional(),
    keep_theirs: z.boolean(typeError(/*i18n*/ 'keep_theirs must be true or false')).optional(),
  }),
) {}
