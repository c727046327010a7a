import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../common/transforms.js';
import { MAX_ID } from '../common/id.pipe.js';

/**
 * POST /api/admin/schedule/undo and /redo: the command the client shows on top of the stack, so a double click or a
 * second tab never steps twice. A session changed by someone else since is refused with 409 unless `force` (then
 * their change is overwritten) or `keep_theirs` (then the command leaves the stack and the session stays as it is).
 */
export class ScheduleStepDto {
  @Max(MAX_ID)
  @Min(1)
  @IsInt({ message: 'command_id must be a whole number' })
  command_id: number;

  @IsOmittable()
  @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;

  @IsOmittable()
  @IsBoolean({ message: 'keep_theirs must be true or false' })
  keep_theirs?: boolean;
}
