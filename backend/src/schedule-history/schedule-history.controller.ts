import { Body, Controller, Get, Post } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import { ScheduleStepDto } from './schedule-history.dto.js';
import { ScheduleHistoryView, ScheduleStepView, StepConflictView } from './schedule-history.view.js';
import { ScheduleHistoryService } from './schedule-history.service.js';

const CHANGED =
  'The session was changed since (`{detail, current}` carries it as it is now; send `force` or `keep_theirs`), or `command_id` is no longer on top of the stack (`{detail}` only).';
const DELETED = 'The session was deleted: the command cannot be applied and leaves the stack.';

/** Each organiser's own undo and redo of schedule changes (calendar moves, and the form's time, room and status). */
@Section('Schedule (organisers)')
@Controller()
export class ScheduleHistoryController {
  constructor(private readonly history: ScheduleHistoryService) {}

  @Roles('admin')
  @Get('api/admin/schedule/history')
  @Summary('Your own undo and redo stacks in the schedule editor')
  @Answers(ScheduleHistoryView)
  list(@CurrentUser() actor: AuthUser) {
    return this.history.history(actor);
  }

  @Roles('admin')
  @Post('api/admin/schedule/undo')
  @Summary('Undo your last schedule change')
  @Answers(ScheduleStepView)
  @Refuses(409, CHANGED, StepConflictView)
  @Refuses(410, DELETED)
  undo(@CurrentUser() actor: AuthUser, @Body() dto: ScheduleStepDto) {
    return this.history.step(actor, 'undo', dto);
  }

  @Roles('admin')
  @Post('api/admin/schedule/redo')
  @Summary('Redo the schedule change you last undid')
  @Answers(ScheduleStepView)
  @Refuses(409, CHANGED, StepConflictView)
  @Refuses(410, DELETED)
  redo(@CurrentUser() actor: AuthUser, @Body() dto: ScheduleStepDto) {
    return this.history.step(actor, 'redo', dto);
  }
}
