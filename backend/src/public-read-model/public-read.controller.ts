// Every public GET of the read model: ready bytes from memory, ETag = content version, 304 on If-None-Match,
// br/gzip by Accept-Encoding. The list shapes are the spec's ({sessions}, {schedule}, {news}, plain speaker and
// sponsor lists).
import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CalendarService } from '../calendar/calendar.service.js';
import { Public } from '../common/decorators.js';
import { venueTime } from '../common/event-time.js';
import { ListLimitPipe } from '../common/list-limit.pipe.js';
import { SPEAKER_LIST_LIMIT } from '../speakers/speakers.service.js';
import { SPONSOR_LIST_LIMIT } from '../sponsors/sponsors.service.js';
import { SCHEDULE_CHANGES_KEPT, type CollectionName } from './collections.js';
import { PublicReadModel } from './public-read-model.service.js';
import { PUBLIC_CACHE, REVALIDATE, sendRepresentation, type Representation } from './representation.js';

const list = (bodies: string[]) => `[${bodies.join(',')}]`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function badQuery(field: string, msg: string) {
  return new BadRequestException({ detail: [{ loc: ['query', field], msg, type: 'value_error' }] });
}

@Public()
@Controller('public')
export class PublicReadController {
  constructor(
    private readonly model: PublicReadModel,
    private readonly calendar: CalendarService,
  ) {}

  @Get('sessions')
  sessions(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, this.model.resource('sessions', ['sessions'], () => `{"sessions":${list(this.model.bodies('sessions'))}}`));
  }

  /** The schedule page's call: the same snapshot under the key `schedule`; `?day=YYYY-MM-DD` (venue time) for one day. */
  @Get('schedule')
  schedule(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query('day') day?: string) {
    if (day !== undefined && !DAY.test(day)) throw badQuery('day', 'day must be a date as YYYY-MM-DD');
    const build = () => {
      const bodies = this.model.bodies('sessions');
      const shown = day ? bodies.filter((b) => venueTime(new Date((JSON.parse(b) as { startTime: string }).startTime)).date === day) : bodies;
      return `{"schedule":${list(shown)}}`;
    };
    return this.send(req, reply, this.model.resource(`schedule?day=${day ?? ''}`, ['sessions'], build));
  }

  /** 'What changed': published moves, room changes, cancellations and removals, newest first. */
  @Get('schedule/changes')
  scheduleChanges(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query('limit', new ListLimitPipe(SCHEDULE_CHANGES_KEPT)) limit: number) {
    const build = () => `{"changes":${list(this.model.bodies('schedule-changes').slice(0, limit))}}`;
    return this.send(req, reply, this.model.resource(`schedule/changes?limit=${limit}`, ['schedule-changes'], build));
  }

  /** The whole programme for calendar apps (subscribe or download). */
  @Get('schedule.ics')
  ics(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, this.model.resource('schedule.ics', ['sessions'], () => this.calendar.programme(), 'text/calendar; charset=utf-8'));
  }

  /** The whole programme as frab/pretalx schedule.json for conference apps. */
  @Get('schedule.json')
  frab(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const version = String(this.model.versionOf(['sessions']));
    return this.send(req, reply, this.model.resource('schedule.json', ['sessions'], async () => JSON.stringify(await this.calendar.frab(version))));
  }

  /** Only speakers marked display_on_public (spec: GET /public/speakers?limit=1000 -> speakers). */
  @Get('speakers')
  speakers(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query('limit', new ListLimitPipe(SPEAKER_LIST_LIMIT)) limit: number) {
    return this.sendList(req, reply, 'speakers', limit);
  }

  @Get('sponsors')
  sponsors(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query('limit', new ListLimitPipe(SPONSOR_LIST_LIMIT)) limit: number) {
    return this.sendList(req, reply, 'sponsors', limit);
  }

  @Get('news')
  news(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.send(req, reply, this.model.resource('news', ['news'], () => `{"news":${list(this.model.bodies('news'))}}`));
  }

  @Get('conference-settings')
  settings(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.sendSingle(req, reply, 'settings');
  }

  @Get('hero-content')
  hero(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.sendSingle(req, reply, 'hero');
  }

  @Get('site-content')
  siteContent(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.sendSingle(req, reply, 'content');
  }

  /** The featured videos, from the organisers' content (the spec's third-party helper service is not used). */
  @Get('videos')
  videos(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const build = () => JSON.stringify((JSON.parse(this.model.single('content')) as { videos: unknown }).videos);
    return this.send(req, reply, this.model.resource('videos', ['content'], build));
  }

  /** What the navigation needs: whether there are sessions and published news, and which calls are open. */
  @Get('site-flags')
  flags(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.sendSingle(req, reply, 'flags');
  }

  /**
   * Catch-up for open pages: every public record changed after version `since` (upserts in their public shape and
   * removed ids, by collection), or `full: true` when the client is too far behind and should load its lists again.
   */
  @Get('changes')
  async changes(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query('since') since?: string) {
    const n = Number(since);
    if (since === undefined || since === '' || !Number.isInteger(n) || n < 0) throw badQuery('since', 'since must be a version number (0 or more)');
    return sendRepresentation(req, reply, await this.model.changesSince(n), { cacheControl: REVALIDATE, version: this.model.version });
  }

  private sendList(req: FastifyRequest, reply: FastifyReply, collection: CollectionName, limit: number) {
    return this.send(req, reply, this.model.resource(`${collection}?limit=${limit}`, [collection], () => list(this.model.bodies(collection).slice(0, limit))));
  }

  private sendSingle(req: FastifyRequest, reply: FastifyReply, collection: CollectionName) {
    return this.send(req, reply, this.model.resource(collection, [collection], () => this.model.single(collection)));
  }

  private async send(req: FastifyRequest, reply: FastifyReply, rep: Promise<Representation>) {
    return sendRepresentation(req, reply, await rep, { cacheControl: PUBLIC_CACHE, version: this.model.version });
  }
}
