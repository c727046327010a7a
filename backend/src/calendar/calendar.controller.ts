import { Controller, Get, Header, NotFoundException, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { CalendarService } from './calendar.service.js';
import { z } from 'zod';
import { Answers, AnswersFile, Section, Summary } from '../http/openapi.js';

const FeedLinksView = z
  .object({ url: z.string(), webcal_url: z.string() })
  .meta({ id: 'CalendarFeed', description: 'The private address of your saved sessions as a calendar feed.' });

const ICS = 'text/calendar; charset=utf-8';

@Section('Calendar')
@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('api/user/calendar')
  @Summary('The private address of your calendar feed')
  @Answers(FeedLinksView)
  links(@CurrentUser() user: AuthUser) {
    return this.calendar.feedLinks(user.id);
  }

  @Post('api/user/calendar/rotate')
  @Summary('A new calendar address (the old one stops working)')
  @Answers(FeedLinksView, 200, 'A new address; subscriptions to the old one stop working')
  rotate(@CurrentUser() user: AuthUser) {
    return this.calendar.rotateLinks(user.id);
  }

  /** The private feed: whoever has the address may read it (calendar apps cannot sign in), so it is unguessable. */
  @Public()
  @Get('calendar/:file')
  @Summary('Your saved sessions as an iCalendar feed')
  @AnswersFile('text/calendar', 'The saved sessions as an iCalendar feed')
  @Header('content-type', ICS)
  @Header('cache-control', 'private, no-store')
  feed(@Param('file') file: string) {
    const token = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(file)?.[1];
    if (!token) throw new NotFoundException(/*i18n*/ 'Unknown calendar');
    return this.calendar.feed(token);
  }

  @Public()
  @Get('public/sessions/:id/ics')
  @Summary('One session as an iCalendar file')
  @AnswersFile('text/calendar', 'One session as an iCalendar file')
  async session(@Param('id', IdPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply) {
    const body = await this.calendar.publishedSession(id);
    reply.header('content-type', ICS).header('content-disposition', `attachment; filename="session-${id}.ics"`);
    return body;
  }
}
