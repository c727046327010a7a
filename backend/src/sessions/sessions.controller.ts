import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../common/auth-user.js';
import { CurrentUser, Roles } from '../common/decorators.js';
import { IdPipe } from '../common/id.pipe.js';
import { Answers, Refuses, Section, Summary } from '../common/openapi.js';
import { ConflictCheckDto, CreateSessionDto, MoveSessionDto, UpdateSessionDto } from './session.dto.js';
import { AdminSessionView, ConflictView, StaleEditView, UnavailableSpeakerView } from './session.view.js';
import { SessionsService } from './sessions.service.js';

const STALE = 'The edit was based on a stale `version`: `{detail, current}` carries the current record.';

@Section('Schedule (organisers)')
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** Every session with all its speakers and its clashes (room or speaker booked twice). */
  @Roles('admin')
  @Get('api/admin/sessions')
  @Summary('Every session with all its speakers and clashes')
  @Answers(z.array(AdminSessionView))
  adminList() {
    return this.sessions.adminList();
  }

  /** What a session with these details would clash with, and which of its speakers are unavailable then, before it is saved. */
  @Roles('admin')
  @Post('api/admin/sessions/conflicts')
  @Summary('What a session would clash with, before saving')
  @Answers(z.object({ conflicts: z.array(ConflictView), unavailable_speakers: z.array(UnavailableSpeakerView) }))
  conflicts(@Body() dto: ConflictCheckDto) {
    return this.sessions.check(dto);
  }

  @Roles('admin')
  @Post('api/admin/sessions')
  @Summary('Add a session (or schedule an accepted proposal)')
  @Answers(AdminSessionView, 201)
  create(@CurrentUser() actor: AuthUser, @Body() dto: CreateSessionDto) {
    return this.sessions.create(actor, dto);
  }

  @Roles('admin')
  @Put('api/admin/sessions/:id')
  @Summary('Edit a session')
  @Answers(AdminSessionView)
  @Refuses(409, STALE, StaleEditView)
  update(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateSessionDto) {
    return this.sessions.update(actor, id, dto);
  }

  /** A drag or resize on the calendar, checked like any edit (version required). */
  @Roles('admin')
  @Post('api/admin/sessions/:id/move')
  @Summary('Move or resize a session (calendar drag)')
  @Answers(AdminSessionView)
  @Refuses(409, STALE, StaleEditView)
  move(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: MoveSessionDto) {
    return this.sessions.move(actor, id, dto);
  }

  @Roles('admin')
  @Delete('api/admin/sessions/:id')
  @Summary('Delete a session')
  @Answers(null, 204, 'Deleted')
  remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    return this.sessions.remove(actor, id);
  }
}
