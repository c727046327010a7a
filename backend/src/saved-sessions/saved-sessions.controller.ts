import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser } from '../http/decorators.js';
import { IdPipe, MAX_ID } from '../http/id.pipe.js';
import { RequestDto } from '../http/request-dto.js';
import { typeError } from '../http/request-fields.js';
import { SavedSessionsService } from './saved-sessions.service.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';

const SavedView = z.object({ session_ids: z.array(z.number().int()) }).meta({ id: 'SavedSessions', description: 'The ids of the sessions you saved.' });

export class MergeScheduleDto extends RequestDto(
  z.object({
    session_ids: z
      .array(z.int(typeError(/*i18n*/ 'session_ids must be whole numbers')).min(1).max(MAX_ID), typeError(/*i18n*/ 'session_ids must be a list'))
      .max(1000),
  }),
) {}

/** The signed-in user's own saved sessions; there is no way to name another user. */
@Section('My schedule')
@Controller('api/user/schedule')
export class SavedSessionsController {
  constructor(private readonly saved: SavedSessionsService) {}

  @Get()
  @Summary('The sessions you saved')
  @Answers(SavedView)
  async list(@CurrentUser() user: AuthUser) {
    return { session_ids: await this.saved.ids(user.id) };
  }

  @Post('merge')
  @Summary('Add a list saved on this device before signing in')
  @Answers(SavedView)
  async merge(@CurrentUser() user: AuthUser, @Body() dto: MergeScheduleDto) {
    return { session_ids: await this.saved.merge(user.id, dto.session_ids) };
  }

  @Post(':sessionId')
  @Summary('Save a session')
  @Answers(SavedView)
  async add(@CurrentUser() user: AuthUser, @Param('sessionId', IdPipe) sessionId: number) {
    return { session_ids: await this.saved.add(user.id, sessionId) };
  }

  @Delete(':sessionId')
  @Summary('Remove a saved session')
  @Answers(SavedView)
  async remove(@CurrentUser() user: AuthUser, @Param('sessionId', IdPipe) sessionId: number) {
    return { session_ids: await this.saved.remove(user.id, sessionId) };
  }
}
