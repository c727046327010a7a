import { Controller, Get, Header, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { CalendarService } from './calendar.service.js';
import { z } from 'zod';
import { Answers, AnswersFile, Refuses, Section, Summary } from '../http/openapi.js';
import { languageParam } from '../http/language-param.js';
import { LANGUAGES } from '../i18n/languages.js';
import { dateTime, id } from '../views/fields.js';
import { SessionStatus } from '../sessions/session.view.js';

const FeedLinksView = z
  .object({
    url: z.string().meta({ description: 'The iCalendar feed (https).' }),
    webcal_url: z.string().meta({ description: 'The same feed as webcal://, which opens a calendar app.' }),
    json_url: z.string().meta({ description: 'The saved sessions as JSON, for conference apps.' }),
    phone_url: z.string().meta({ description: 'The page that carries the saved sessions to a phone (the dashboard shows it as a QR code).' }),
  })
  .meta({
    id: 'CalendarFeed',
    description: 'The private addresses of your saved sessions, all made with one secret: resetting it (rotate) ends all of them.',
  });

const FavouriteSessionView = z
  .object({
    id: id(),
    title: z.string(),
    start: dateTime(),
    end: dateTime(),
    room: z.string().meta({ description: "'TBA' while no room is set." }),
    status: SessionStatus,
    url: z.string().meta({ description: "The session's page (absolute)." }),
  })
  .meta({ id: 'FavouriteSession' });

const FavouritesView = z
  .object({
    session_ids: z.array(id()).meta({ description: 'The saved sessions of the published programme, by id, ascending.' }),
    sessions: z.array(FavouriteSessionView).meta({ description: 'The same sessions, in programme order.' }),
  })
  .meta({ id: 'Favourites', description: "A person's saved sessions, for conference apps (pretalx#2364) and their phone." });

/** The secret of a personal address: what randomBytes(24).toString('base64url') makes, or an older one's length. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

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

  /** The same secret as the feed's: the saved sessions as JSON for conference apps, and for the phone's page (/my/{token}). */
  @Public()
  @Get('calendar/:token.json')
  @Summary('Your saved sessions as JSON, for conference apps')
  @Answers(FavouritesView)
  @Refuses(404, 'No such link (never made, or reset since)')
  @ApiQuery({ name: 'lang', required: false, enum: LANGUAGES, description: "The titles and pages in this language (the account's when not given)." })
  @Header('cache-control', 'private, no-store')
  favourites(@Param('token') token: string, @Query('lang') lang?: string) {
    if (!TOKEN.test(token)) throw new NotFoundException(/*i18n*/ 'This link is unknown or was reset.');
    return this.calendar.favourites(token, lang === undefined || lang === '' ? undefined : languageParam(lang));
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
