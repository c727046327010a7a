// What each public read route answers, for the API description (api-docs/openapi.ts). The routes themselves are
// plain Fastify routes (public-read-routes.ts), which the description's controller scan does not see.
import type { ParameterObject } from '@nestjs/swagger';
import { z } from 'zod';
import { SiteContentView } from '../content/site-content.schema.js';
import { NewsView } from '../news/news.view.js';
import { ScheduleChangeView } from '../sessions/schedule-changes.js';
import { SessionView } from '../sessions/session.view.js';
import { SettingsView } from '../views/settings.view.js';
import { PublicSpeakerView } from '../speakers/speaker.view.js';
import { SPEAKER_LIST_LIMIT } from '../speakers/speakers.service.js';
import { SponsorView } from '../sponsors/sponsor.view.js';
import { SPONSOR_LIST_LIMIT } from '../sponsors/sponsors.service.js';
import { SCHEDULE_CHANGES_KEPT } from './collections.js';
import { NowView, PublicRoomsView } from '../room-delays/room-delay.view.js';
import { PublicDeltaView } from '../views/public-delta.view.js';

export interface PublicReadOperation {
  path: string;
  summary: string;
  parameters?: ParameterObject[];
  /** The JSON answer's schema, or null for another media type. */
  response: z.ZodType | null;
  mediaType?: string;
  /** The answer depends on more than the public version (the time, the asker's copy): no versioned address. */
  unversioned?: true;
}

/** `?v=N`: the same answer at a versioned address, which caches keep for good (public-read-routes.ts). */
export const VERSION_PARAMETER: ParameterObject = {
  name: 'v',
  in: 'query',
  required: false,
  description:
    'The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody.',
  schema: { type: 'integer', minimum: 0 },
};

const limit = (max: number): ParameterObject => ({
  name: 'limit',
  in: 'query',
  required: false,
  description: `At most this many (${max} at most, and by default).`,
  schema: { type: 'integer', minimum: 1, maximum: max },
});

const id = (what: string): ParameterObject => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${what}'s id.`,
  schema: { type: 'integer', minimum: 1 },
});

export const SiteFlagsView = SettingsView.pick({ accepting_cfp: true, accepting_sponsors: true, review_phase: true })
  .extend({ has_sessions: z.boolean(), has_news: z.boolean() })
  .meta({
    id: 'SiteFlags',
    description: 'What the navigation needs to decide its links.',
  });

export const PUBLIC_READ_API: PublicReadOperation[] = [
  { path: '/public/sessions', summary: 'Every session of the programme', response: z.object({ sessions: z.array(SessionView) }) },
  {
    path: '/public/sessions/first',
    summary: "The home page's sessions: the first ones in start order, and how many there are",
    parameters: [limit(50)],
    response: z.object({ sessions: z.array(SessionView), total: z.number().int() }).meta({ id: 'FirstSessions' }),
  },
  {
    path: '/public/sessions/{id}',
    summary: 'One session of the programme (404 when the programme has none by that id)',
    parameters: [id('session')],
    response: SessionView,
  },
  {
    path: '/public/schedule',
    summary: 'The schedule, or one day of it',
    parameters: [{ name: 'day', in: 'query', required: false, description: 'One day (venue time), YYYY-MM-DD.', schema: { type: 'string', format: 'date' } }],
    response: z.object({ schedule: z.array(SessionView) }),
  },
  {
    path: '/public/schedule/opening',
    summary: "What /schedule opens with: each day's first start, the first day's first sessions and how many it has",
    parameters: [limit(50)],
    response: z
      .object({
        days: z.array(z.string()).meta({ description: "Each day of the programme (venue time), as its first session's startTime, in order." }),
        total: z.number().int().meta({ description: 'How many sessions the first day has.' }),
        schedule: z.array(SessionView),
      })
      .meta({ id: 'ScheduleOpening' }),
  },
  {
    path: '/public/schedule/changes',
    summary: "'What changed': published moves, room changes, cancellations and removals, newest first",
    parameters: [limit(SCHEDULE_CHANGES_KEPT)],
    response: z.object({ changes: z.array(ScheduleChangeView) }),
  },
  { path: '/public/schedule.ics', summary: 'The whole programme as an iCalendar feed', response: null, mediaType: 'text/calendar' },
  {
    path: '/public/schedule.json',
    summary: 'The programme in the frab/pretalx schedule.json format read by conference apps',
    response: z
      .object({ schedule: z.record(z.string(), z.unknown()) })
      .catchall(z.unknown())
      .meta({ id: 'FrabSchedule' }),
  },
  {
    path: '/public/schedule.xml',
    summary: 'The programme in the frab schedule XML format read by conference apps (EventFahrplan, Giggity)',
    response: null,
    mediaType: 'application/xml',
  },
  { path: '/public/speakers', summary: 'Speakers shown on the public site', parameters: [limit(SPEAKER_LIST_LIMIT)], response: z.array(PublicSpeakerView) },
  { path: '/public/speakers/{id}', summary: 'One speaker shown on the public site', parameters: [id('speaker')], response: PublicSpeakerView },
  {
    path: '/public/speakers/{id}/sessions',
    summary: 'The sessions a speaker is on, in start order',
    parameters: [id('speaker')],
    response: z.object({ sessions: z.array(SessionView) }),
  },
  {
    path: '/public/speakers/featured',
    summary: "The home page's pick of speakers (at most six) and how many there are",
    unversioned: true,
    response: z.object({ speakers: z.array(PublicSpeakerView), total: z.number().int() }).meta({ id: 'FeaturedSpeakers' }),
  },
  { path: '/public/sponsors', summary: 'Sponsors, by tier', parameters: [limit(SPONSOR_LIST_LIMIT)], response: z.array(SponsorView) },
  { path: '/public/news', summary: 'Published news, newest first', response: z.object({ news: z.array(NewsView) }) },
  { path: '/public/news/{id}', summary: 'One published news item', parameters: [id('news item')], response: NewsView },
  { path: '/public/news/latest', summary: "The home page's latest news: featured first, at most five", response: z.object({ news: z.array(NewsView) }) },
  { path: '/public/rooms', summary: "The rooms' streams and delay marks (a mark counts on its day only)", response: PublicRoomsView },
  {
    path: '/public/now',
    summary: 'Each room of today: the session under way and the next one, taking a delay into account',
    unversioned: true,
    response: NowView,
  },
  { path: '/public/conference-settings', summary: 'Which calls are open', response: SettingsView },
  { path: '/public/hero-content', summary: "The overview's block (sanitised HTML)", response: z.object({ content: z.string() }).meta({ id: 'HeroContent' }) },
  { path: '/public/site-content', summary: "Every text the organisers edit, with the event's name filled in", response: SiteContentView },
  { path: '/public/videos', summary: 'The featured videos', response: SiteContentView.shape.videos.meta({ id: 'Videos' }) },
  { path: '/public/site-flags', summary: 'What the navigation needs: whether there are sessions and news, which calls are open', response: SiteFlagsView },
  {
    path: '/public/changes',
    summary: 'Catch-up for open pages: every public record changed after a version',
    unversioned: true,
    parameters: [
      {
        name: 'since',
        in: 'query',
        required: true,
        description: 'The public version the client holds (X-Public-Version).',
        schema: { type: 'integer', minimum: 0 },
      },
    ],
    response: PublicDeltaView,
  },
];
