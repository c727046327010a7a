import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { AuthUser } from '../common/auth-user.js';
import { CurrentUser, Roles } from '../common/decorators.js';
import { IdPipe } from '../common/id.pipe.js';
import { ConflictCheckDto, CreateSessionDto, MoveSessionDto, UpdateSessionDto } from './session.dto.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** Every session with all its speakers and its clashes (room or speaker booked twice). */
  @Roles('admin')
  @Get('api/admin/sessions')
  adminList() {
    return this.sessions.adminList();
  }

  @Roles('admin')
  @Post('api/admin/sessions/conflicts')
  @HttpCode(200)
  conflicts(@Body() dto: ConflictCheckDto) {
    return this.sessions.check(dto);
  }

  @Roles('admin')
  @Post('api/admin/sessions')
  create(@CurrentUser() actor: AuthUser, @Body() dto: CreateSessionDto) {
    return this.sessions.create(actor, dto);
  }

  @Roles('admin')
  @Put('api/admin/sessions/:id')
  update(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: UpdateSessionDto) {
    return this.sessions.update(actor, id, dto);
  }

  /** A drag or resize on the calendar, checked like any edit (version required). */
  @Roles('admin')
  @Post('api/admin/sessions/:id/move')
  @HttpCode(200)
  move(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: MoveSessionDto) {
    return this.sessions.move(actor, id, dto);
  }

  @Roles('admin')
  @Delete('api/admin/sessions/:id')
  @HttpCode(204)
  remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    return this.sessions.remove(actor, id);
  }
}
