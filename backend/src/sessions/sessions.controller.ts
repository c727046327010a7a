import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Roles } from '../http/decorators.js';
import { IdListPipe, IdPipe } from '../http/id.pipe.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import { ConflictCheckDto, CreateSessionDto, MoveSessionDto, UpdateSessionDto } from './session.dto.js';
import { AdminSessionView, ConflictView, StaleEditView, UnavailableSpeakerView } from './session.view.js';
import { SessionsService } from './sessions.service.js';

/** A push names the sessions one change touched: a few, or a bulk decision's dozens. */
const MAX_LISTED_IDS = 200;

const STALE = 'The edit was based on a stale `version`: `{detail, current}` carries the current record.';

@Section('Schedule (organisers)')
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /**
   * Every session with all its speakers and its clashes (room or speaker booked twice); with `?ids=` only those
   * (a console patches its list with the sessions another organiser's push names; a removed one is left out).
   */
  @Roles('admin')
  @Get('api/admin/sessions')
  @Summary('Every session with all its speakers and clashes (?ids=1,2: only those)')
  @ApiQuery({ name: 'ids', required: false, type: String, description: `Comma-separated session ids (at most ${MAX_LISTED_IDS}).` })
  @Answers(z.array(AdminSessionView))
  adminList(@Query('ids', new IdListPipe('ids', MAX_LISTED_IDS)) ids: number[] | undefined) {
    return ids ? this.sessions.adminViews(ids) : this.sessions.adminList();
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
