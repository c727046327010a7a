import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../common/decorators.js';
import { IdPipe } from '../common/id.pipe.js';
import { CreateSessionDto, UpdateSessionDto } from './session.dto.js';
import { SessionsService } from './sessions.service.js';
import { toSessionView } from './session.view.js';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Public()
  @Get('public/sessions')
  async publicSessions() {
    return { sessions: (await this.sessions.list()).map(toSessionView) };
  }

  /** The schedule page's call: the same list under the key `schedule`. */
  @Public()
  @Get('public/schedule')
  async schedule() {
    return { schedule: (await this.sessions.list()).map(toSessionView) };
  }

  @Roles('admin')
  @Get('api/admin/sessions')
  async adminList() {
    return (await this.sessions.list()).map(toSessionView);
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

  @Roles('admin')
  @Delete('api/admin/sessions/:id')
  @HttpCode(204)
  remove(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number) {
    return this.sessions.remove(actor, id);
  }
}
