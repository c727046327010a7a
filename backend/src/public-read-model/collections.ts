// What the public read model holds: every record a visitor can read, in its public JSON, grouped in collections.
// Lists are served in sort-key order (plain string order); singletons are one record with id 0.
import { Injectable } from '@nestjs/common';
import { SiteContentService } from '../content/site-content.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { NewsService } from '../news/news.service.js';
import { publishedChanges } from '../sessions/schedule-changes.js';
import { PublishedProgramme } from '../schedule-releases/published-programme.js';
import { SettingsService } from '../settings/settings.service.js';
import { toPublicSpeaker } from '../speakers/speaker.view.js';
import { SPEAKER_LIST_LIMIT, SpeakersService } from '../speakers/speakers.service.js';
import { toPublicSponsor } from '../sponsors/sponsor.view.js';
import { SPONSOR_LIST_LIMIT, SponsorsService, TIER_ORDER } from '../sponsors/sponsors.service.js';
import { toNewsView } from '../news/news.view.js';

export const COLLECTIONS = ['sessions', 'speakers', 'sponsors', 'news', 'schedule-changes', 'settings', 'hero', 'content', 'flags'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/** 'What changed' keeps this many entries; `?limit` takes the newest of them. */
export const SCHEDULE_CHANGES_KEPT = 100;

export interface PublicRow {
  id: number;
  sort: string;
  /** The record's public JSON. */
  body: string;
  /** The record itself (what `body` was written from): pushed as it is. */
  record: unknown;
}

export type Snapshot = Record<CollectionName, PublicRow[]>;

/** Every record of a collection, or only the records with these ids. */
export type Wanted = ReadonlySet<number> | 'all';
/** What one recording rebuilds. */
export type Scope = ReadonlyMap<CollectionName, Wanted>;

/** Every record of these collections. */
export const whole = (names: readonly CollectionName[]): Scope => new Map(names.map((n) => [n, 'all' as const]));

/** Both scopes together: ids add up; a whole collection takes in any ids. */
export function mergeScopes(a: Scope, b: Scope): Scope {
  const merged = new Map(a);
  for (const [name, wanted] of b) {
    const had = merged.get(name);
    merged.set(name, had === undefined ? wanted : had === 'all' || wanted === 'all' ? 'all' : new Set([...had, ...wanted]));
  }
  return merged;
}

type Db = Prisma.TransactionClient;

const pad = (n: number) => String(n).padStart(10, '0');
/** Newest first in plain string order. */
const descending = (n: number) => String(Number.MAX_SAFE_INTEGER - n).padStart(16, '0');
const row = (id: number, sort: string, record: unknown): PublicRow => ({ id, sort, body: JSON.stringify(record), record });

/**
 * The navigation's flags, derived from the sessions, the news and the settings (spec: nav bar), so no page
 * downloads a list just to decide its links.
 */
export function flagsRow(hasSessions: boolean, hasNews: boolean, settingsJson: string): PublicRow {
  return row(0, '', { has_sessions: hasSessions, has_news: hasNews, ...(JSON.parse(settingsJson) as object) });
}

/** Builds collections from the source tables, through one client (the recording transaction). */
@Injectable()
export class PublicCollections {
  constructor(
    private readonly programme: PublishedProgramme,
    private readonly speakers: SpeakersService,
    private readonly sponsors: SponsorsService,
    private readonly news: NewsService,
    private readonly settings: SettingsService,
    private readonly content: SiteContentService,
  ) {}

  /**
   * The current rows of the collections in `scope` (the flags excepted: they are derived from the others); for a
   * collection scoped to some ids, the rows of those that still exist. Sequential on purpose: the embedded database
   * has one connection, shared by a transaction's queries.
   */
  async build(db: Db, scope: Scope): Promise<Partial<Snapshot>> {
    const built: Partial<Snapshot> = {};
    const sessions = scope.get('sessions');
    if (sessions) {
      // The latest release's sessions in release mode (nothing of the draft), the tables' in live mode.
      const views = await this.programme.views(db, sessions === 'all' ? undefined : [...sessions]);
      built.sessions = views.map((s) => row(s.id, `${s.startTime}|${pad(s.id)}`, s));
    }
    if (scope.has('news')) {
      built.news = (await this.news.listPublished(db))
        .map(toNewsView)
        .map((n) => row(n.id, `${descending(Date.parse(n.published_date))}|${descending(n.id)}`, n));
    }
    if (scope.has('settings')) built.settings = [row(0, '', await this.settings.get(db))];
    if (scope.has('speakers'))
      built.speakers = (await this.speakers.listPublic(SPEAKER_LIST_LIMIT, db)).map(toPublicSpeaker).map((s) => row(s.id, pad(s.id), s));
    if (scope.has('sponsors')) {
      built.sponsors = (await this.sponsors.list(SPONSOR_LIST_LIMIT, db))
        .map(toPublicSponsor)
        .map((s) => row(s.id, `${TIER_ORDER[s.tier]}|${s.name}|${pad(s.id)}`, s));
    }
    if (scope.has('schedule-changes'))
      built['schedule-changes'] = (await publishedChanges(db, SCHEDULE_CHANGES_KEPT)).map((c) => row(c.id, descending(c.id), c));
    if (scope.has('hero')) built.hero = [row(0, '', { content: await this.settings.heroContent(db) })];
    if (scope.has('content')) built.content = [row(0, '', await this.content.published(db))];
    return built;
  }

  /** When the next scheduled news item goes public (the news list changes then without any edit). */
  nextNewsPublication(db: Db): Promise<Date | null> {
    return this.news.nextPublication(db);
  }
}
