// Every public GET of the read model: ready bytes from memory, ETag = content version, 304 on If-None-Match,
// br/gzip by Accept-Encoding. The list shapes are the spec's ({sessions}, {schedule}, {news}, plain speaker and
// sponsor lists).
//
// Plain Fastify routes rather than a Nest controller: these are the busiest answers of the site, and Nest's route
// pipeline (guards, interceptors, pipes), helmet (which rebuilds its headers on every request) and the rate-limit
// hook cost several times what sending the bytes does. So the routes opt out of helmet and send the same security
// headers computed once (http/security-headers.ts), opt out of the rate limit (they are unlimited anyway), and
// validate their few query values themselves, failing with the same {detail} bodies through the one error filter.
import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CalendarService } from '../calendar/calendar.service.js';
import type { FrabSchedule } from '../calendar/frab-schedule.js';
import { frabScheduleXml } from '../calendar/frab-schedule-xml.js';
import { fieldError } from '../http/api-error.js';
import { venueTime } from '../common/event-time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { IdPipe } from '../http/id.pipe.js';
import { ListLimitPipe } from '../http/list-limit.pipe.js';
import { helmetOptions, securityHeaders } from '../http/security-headers.js';
import type { SessionView } from '../sessions/session.view.js';
import type { PublicSettings } from '../views/settings.view.js';
import { SPEAKER_LIST_LIMIT } from '../speakers/speakers.service.js';
import { SPONSOR_LIST_LIMIT } from '../sponsors/sponsors.service.js';
import { SCHEDULE_CHANGES_KEPT, type BaseCollection } from './collections.js';
import { languageOfHeader, type Language } from '../i18n/languages.js';
import { languageParam } from '../http/language-param.js';
import { PublicFastLane } from './fast-lane.js';
import { FeaturedSpeakers } from './featured-speakers.js';
import { PublicFiles } from './public-files.js';
import { PublicReadModel } from './public-read-model.service.js';
import { PUBLIC_CACHE, represent, REVALIDATE, sendRepresentation, type FixedHeaders, type Representation } from './representation.js';
import { headersAt, versionAsked, versionedHeaders } from './versioned-address.js';
import { Clock } from '../common/clock.js';
import { roomsNow } from '../room-delays/room-now.js';
import type { PublicRoomsView } from '../room-delays/room-delay.view.js';

const list = (bodies: string[]) => `[${bodies.join(',')}]`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** At most this many sessions from /public/sessions/first. */
const SESSIONS_SHOWN_FIRST_MAX = 50;
/** The home page's Latest News (spec: at most 5 items). */
const LATEST_NEWS = 5;

/** CORS for public data: every origin, no credentials (browsers send no cookies to `*`). */
export const READABLE_ANYWHERE: FixedHeaders = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'X-Public-Version' };

type Query = Record<string, string | string[] | undefined>;

const ids = new IdPipe();
/** The record an item's address names (`/public/sessions/:id`): its id, or a 404 when it cannot name one. */
const idOf = (request: FastifyRequest) => ids.transform((request.params as { id: string }).id);

const badQuery = (field: string, msg: string) => fieldError('query', field, msg);

/** A query value as the controller's `@Query() x: string` read it: the global validation pipe made it a string. */
const text = (value: string | string[] | undefined) => (value === undefined ? undefined : String(value));

/**
 * `?limit=N` as the controller read it: the global validation pipe turned the value into a number first (so an empty
 * limit counts as 0 and is refused), then ListLimitPipe checked and capped it.
 */
const limitOf = (pipe: ListLimitPipe, value: string | string[] | undefined) => pipe.transform(value === undefined ? undefined : Number(value));

@Injectable()
export class PublicReadRoutes implements OnModuleInit {
  private readonly featured: FeaturedSpeakers;

  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly model: PublicReadModel,
    private readonly calendar: CalendarService,
    private readonly fastLane: PublicFastLane,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.featured = new FeaturedSpeakers(model);
  }

  onModuleInit() {
    const fastify = this.adapter.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    // Public data is also read by the schedule widget on organisers' other sites (frontend/src/widget): any origin may
    // read these answers (and their refusals), without credentials, and the version they are at. /api/* stays closed.
    const security: FixedHeaders = { ...securityHeaders(helmetOptions(this.config.publicUrl)), ...READABLE_ANYWHERE };
    // Texts follow `?lang=` or else Accept-Language (content in two languages: i18n/translations.ts).
    const vary = 'Accept-Encoding, Accept-Language';
    const cached: FixedHeaders = { ...security, 'cache-control': PUBLIC_CACHE, vary };
    const revalidated: FixedHeaders = { ...security, 'cache-control': REVALIDATE, vary };
    // Versioned addresses (`?v=N`) of the answers that are `cached` at their plain ones (versioned-address.ts),
    // written out for the load balancer when PUBLIC_FILES_DIR is set (public-files.ts).
    const versioned = versionedHeaders({ ...security, vary });
    const files = this.config.publicFilesDir ? new PublicFiles(this.config.publicFilesDir) : undefined;

    // `remembered`: the answer may be repeated by the fast lane (fast-lane.ts); not for answers that vary otherwise.
    const serve = (
      url: string,
      answer: (query: Query, language: Language, request: FastifyRequest) => Promise<Representation>,
      { fixed = cached, remembered = true }: { fixed?: FixedHeaders; remembered?: boolean } = {},
    ) =>
      fastify.route({
        method: 'GET',
        url,
        helmet: false,
        config: { rateLimit: false },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          let rep: Representation;
          let version = this.model.version;
          let headers = fixed;
          let asked: number | undefined;
          let language: Language;
          try {
            const query = request.query as Query;
            // Only an answer that is a function of the address, language, encoding and version has versioned addresses.
            asked = fixed === cached && remembered ? versionAsked(text(query.v)) : undefined;
            if (asked !== undefined && asked > version) {
              await this.model.sync();
              version = this.model.version;
            }
            if (asked !== undefined) headers = headersAt(versioned, asked, version);
            language = query.lang === undefined ? languageOfHeader(request.headers['accept-language']) : languageParam(text(query.lang));
            rep = await answer(query, language, request);
          } catch (error) {
            // Refusals and failures leave through the error filter, with the security headers but no cache headers.
            reply.headers(security);
            throw error;
          }
          if (remembered) this.fastLane.remember(request.raw, rep, headers, version);
          if (files && asked === version) files.keep(request.raw.url ?? '', language, version, rep);
          // The version the request began at: what was built is at least that current. The model may have moved on
          // while it was built; naming the newer version would tell the page it holds a change it never got.
          return sendRepresentation(request, reply, rep, headers, version);
        },
      });

    const model = this.model;
    const resource = model.resource.bind(model);
    const json = 'application/json; charset=utf-8';
    const whole = (collection: BaseCollection) => (_query: Query, language: Language) =>
      resource(collection, [collection], () => model.single(collection, language), json, language);
    const limited = (collection: BaseCollection, max: number) => {
      const pipe = new ListLimitPipe(max);
      return (query: Query, language: Language) => {
        const limit = limitOf(pipe, query.limit);
        return resource(`${collection}?limit=${limit}`, [collection], () => list(model.bodies(collection, language).slice(0, limit)), json, language);
      };
    };

    serve('/public/sessions', (_query, language) =>
      resource('sessions', ['sessions'], () => `{"sessions":${list(model.bodies('sessions', language))}}`, json, language),
    );

    // The home page's Conference Sessions: the first `limit` in start order and how many there are (issue 45: the
    // page shows a few and loads the rest when asked, so its first load does not grow with the programme).
    const firstPipe = new ListLimitPipe(SESSIONS_SHOWN_FIRST_MAX);
    serve('/public/sessions/first', (query, language) => {
      const limit = limitOf(firstPipe, query.limit);
      const build = () => {
        const bodies = model.bodies('sessions', language);
        return `{"sessions":${list(bodies.slice(0, limit))},"total":${bodies.length}}`;
      };
      return resource(`sessions/first?limit=${limit}`, ['sessions'], build, json, language);
    });

    // One record, for the pages of a session, speaker or article (issue 45: an item's page carries only its item). The
    // answer changes with the collection's version, like the list it is part of.
    const item = (collection: BaseCollection, missing: string) => (_query: Query, language: Language, request: FastifyRequest) => {
      const id = idOf(request);
      const body = model.body(collection, id, language);
      if (body === null) throw new NotFoundException(missing);
      return resource(`${collection}/${id}`, [collection], () => model.body(collection, id, language) ?? 'null', json, language);
    };
    serve('/public/sessions/:id', item('sessions', /*i18n*/ 'Session not found'));

    // The schedule page's call: the same snapshot under the key `schedule`; `?day=YYYY-MM-DD` (venue time) for one day.
    serve('/public/schedule', (query, language) => {
      const day = text(query.day);
      if (day !== undefined && !DAY.test(day)) throw badQuery('day', /*i18n*/ 'day must be a date as YYYY-MM-DD');
      const build = () => {
        const bodies = model.bodies('sessions', language);
        const shown = day ? bodies.filter((b) => venueTime(new Date((JSON.parse(b) as { startTime: string }).startTime)).date === day) : bodies;
        return `{"schedule":${list(shown)}}`;
      };
      // The venue's day depends on its zone, a setting.
      return resource(`schedule?day=${day ?? ''}`, day ? ['sessions', 'settings'] : ['sessions'], build, json, language);
    });

    // What a server-rendered /schedule opens with (issue 45): the programme's days (each by its first session's start),
    // the first day's first sessions and how many that day has. The page's code loads the whole programme once it runs.
    const openingPipe = new ListLimitPipe(SESSIONS_SHOWN_FIRST_MAX);
    serve('/public/schedule/opening', (query, language) => {
      const limit = limitOf(openingPipe, query.limit);
      const build = () => {
        const days = new Map<string, { start: string; bodies: string[] }>();
        for (const body of model.bodies('sessions', language)) {
          const { startTime } = JSON.parse(body) as { startTime: string };
          const day = venueTime(new Date(startTime)).date;
          const held = days.get(day) ?? days.set(day, { start: startTime, bodies: [] }).get(day)!;
          held.bodies.push(body);
        }
        const [first] = days.values();
        const starts = JSON.stringify([...days.values()].map((d) => d.start));
        return `{"days":${starts},"total":${first?.bodies.length ?? 0},"schedule":${list(first?.bodies.slice(0, limit) ?? [])}}`;
      };
      // The venue's day depends on its zone, a setting.
      return resource(`schedule/opening?limit=${limit}`, ['sessions', 'settings'], build, json, language);
    });

    // 'What changed': published moves, room changes, cancellations and removals, newest first.
    const changesPipe = new ListLimitPipe(SCHEDULE_CHANGES_KEPT);
    serve('/public/schedule/changes', (query) => {
      const limit = limitOf(changesPipe, query.limit);
      return resource(`schedule/changes?limit=${limit}`, ['schedule-changes'], () => `{"changes":${list(model.bodies('schedule-changes').slice(0, limit))}}`);
    });

    // The whole programme for calendar apps (subscribe or download), and for conference apps as frab/pretalx
    // schedule.json and frab schedule XML. Built from the held sessions, so they follow the public programme (the
    // latest release in release mode); the XML is written from the JSON's own bytes: one read, never two stories.
    const sessions = (language: Language) => model.bodies('sessions', language).map((body) => JSON.parse(body) as SessionView);
    serve('/public/schedule.ics', (_query, language) =>
      resource('schedule.ics', ['sessions', 'settings'], () => this.calendar.programme(sessions(language), language), 'text/calendar; charset=utf-8', language),
    );
    // The feeds' days and zone are the edition's (settings).
    const edition = () => JSON.parse(model.single('settings')) as Pick<PublicSettings, 'event_starts_on' | 'event_ends_on'>;
    const frabJson = (_query: Query, language: Language) => {
      const version = String(model.versionOf(['sessions', 'settings'], language));
      const build = () => {
        const { event_starts_on, event_ends_on } = edition();
        return JSON.stringify(this.calendar.frab(sessions(language), version, language, { starts_on: event_starts_on, ends_on: event_ends_on }));
      };
      return resource('schedule.json', ['sessions', 'settings'], build, json, language);
    };
    serve('/public/schedule.json', frabJson);
    serve('/public/schedule.xml', (query, language) =>
      resource(
        'schedule.xml',
        ['sessions', 'settings'],
        async () => frabScheduleXml(JSON.parse((await frabJson(query, language)).identity.toString('utf8')) as FrabSchedule),
        'application/xml; charset=utf-8',
        language,
      ),
    );

    // Only speakers marked display_on_public (spec: GET /public/speakers?limit=1000 -> speakers).
    serve('/public/speakers', limited('speakers', SPEAKER_LIST_LIMIT));
    // The home page's grid: at most six of them (a random six when there are more) and how many there are.
    // A random pick per visitor: never repeated by the fast lane.
    serve('/public/speakers/featured', (_query, language, request) => this.featured.pick(request.headers['if-none-match'], language), { remembered: false });
    serve('/public/sponsors', limited('sponsors', SPONSOR_LIST_LIMIT));
    serve('/public/speakers/:id', item('speakers', /*i18n*/ 'Speaker not found'));
    // A speaker's page lists the sessions they are on, in start order.
    serve('/public/speakers/:id/sessions', (_query, language, request) => {
      const id = idOf(request);
      if (model.body('speakers', id, language) === null) throw new NotFoundException(/*i18n*/ 'Speaker not found');
      const build = () => {
        const on = model.bodies('sessions', language).filter((b) => (JSON.parse(b) as SessionView).speakers.some((s) => s.id === id));
        return `{"sessions":${list(on)}}`;
      };
      return resource(`speakers/${id}/sessions`, ['sessions', 'speakers'], build, json, language);
    });

    serve('/public/news', (_query, language) => resource('news', ['news'], () => `{"news":${list(model.bodies('news', language))}}`, json, language));
    serve('/public/news/:id', item('news', /*i18n*/ 'News item not found'));
    // The home page's Latest News: featured items first, then the others, each newest first (the list's order).
    serve('/public/news/latest', (_query, language) =>
      resource(
        'news/latest',
        ['news'],
        () => {
          const items = model.bodies('news', language).map((body) => ({ body, featured: Boolean((JSON.parse(body) as { featured?: boolean }).featured) }));
          const ordered = [...items.filter((i) => i.featured), ...items.filter((i) => !i.featured)];
          return `{"news":${list(ordered.slice(0, LATEST_NEWS).map((i) => i.body))}}`;
        },
        json,
        language,
      ),
    );

    // The rooms' streams and delay marks (issue 47).
    serve('/public/rooms', whole('rooms'));
    // Each room's session now and next, for screens, signage players and bots. It changes with the programme, the
    // marks and the time: built once per version and minute (the ETag names both), never repeated by the fast lane.
    const nowBuilt = new Map<Language, { tag: string; rep: Promise<Representation> }>();
    serve(
      '/public/now',
      (_query, language) => {
        const at = this.clock.now();
        const tag = `n${model.versionOf(['sessions', 'rooms', 'settings'], language)}.${Math.floor(at.getTime() / 60_000)}${language === 'en' ? '' : `.${language}`}`;
        const hit = nowBuilt.get(language);
        if (hit?.tag === tag) return hit.rep;
        const { rooms } = (JSON.parse(model.single('rooms')) as PublicRoomsView | null) ?? { rooms: [] };
        const body = JSON.stringify({ rooms: roomsNow(sessions(language), rooms, at), generated_at: at.toISOString() });
        const rep = represent(tag, body, json);
        rep.catch(() => nowBuilt.delete(language));
        nowBuilt.set(language, { tag, rep });
        return rep;
      },
      { remembered: false },
    );

    serve('/public/conference-settings', whole('settings'));
    serve('/public/hero-content', whole('hero'));
    serve('/public/site-content', whole('content'));
    // The featured videos, from the organisers' content (the spec's third-party helper service is not used).
    serve('/public/videos', (_query, language) =>
      resource('videos', ['content'], () => JSON.stringify((JSON.parse(model.single('content', language)) as { videos: unknown }).videos), json, language),
    );
    // What the navigation needs: whether there are sessions and published news, and which calls are open.
    serve('/public/site-flags', whole('flags'));

    // Catch-up for open pages: every public record changed after version `since` (upserts in their public shape and
    // removed ids, by collection), or `full: true` when the client is too far behind and should load its lists again.
    serve(
      '/public/changes',
      (query, language) => {
        const since = text(query.since);
        const n = Number(since);
        if (since === undefined || since === '' || !Number.isInteger(n) || n < 0)
          throw badQuery('since', /*i18n*/ 'since must be a version number (0 or more)');
        return model.changesSince(n, language);
      },
      { fixed: revalidated },
    );
  }
}
