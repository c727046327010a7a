import { Controller, Get, Header, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../common/auth-user.js';
import { CurrentUser, Public } from '../common/decorators.js';
import { IdPipe } from '../common/id.pipe.js';
import { CalendarService } from './calendar.service.js';

const ICS = 'text/calendar; charset=utf-8';

@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('api/user/calendar')
  links(@CurrentUser() user: AuthUser) {
    return this.calendar.feedLinks(user.id);
  }

  @Post('api/user/calendar/rotate')
  @HttpCode(200)
  rotate(@CurrentUser() user: AuthUser) {
    return this.calendar.rotateLinks(user.id);
  }

  /** The private feed: whoever has the address may read it (calendar apps cannot sign in), so it is unguessable. */
  @Public()
  @Get('calendar/:file')
  @Header('content-type', ICS)
  @Header('cache-control', 'private, no-store')
  feed(@Param('file') file: string) {
    const token = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(file)?.[1];
    if (!token) throw new NotFoundException('Unknown calendar');
    return this.calendar.feed(token);
  }

  @Public()
  @Get('public/sessions/:id/ics')
  async session(@Param('id', IdPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply) {
    const body = await this.calendar.session(id);
    reply.header('content-type', ICS).header('content-disposition', `attachment; filename="session-${id}.ics"`);
    return body;
  }
}
