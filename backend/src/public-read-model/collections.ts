// What the public read model holds: every record a visitor can read, in its public JSON, grouped in collections.
// Lists are served in sort-key order (plain string order); singletons are one record with id 0.
import { Injectable } from '@nestjs/common';
import { SiteContentService } from '../content/site-content.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { NewsService } from '../news/news.service.js';
import { publishedChanges } from '../sessions/schedule-changes.js';
import { toSessionView } from '../sessions/session.view.js';
import { SessionsService } from '../sessions/sessions.service.js';
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
}

export type Snapshot = Record<CollectionName, PublicRow[]>;

type Db = Prisma.TransactionClient;

const pad = (n: number) => String(n).padStart(10, '0');
/** Newest first in plain string order. */
const descending = (n: number) => String(Number.MAX_SAFE_INTEGER - n).padStart(16, '0');
const row = (id: number, sort: string, value: unknown): PublicRow => ({ id, sort, body: JSON.stringify(value) });

/** Builds every collection from the source tables, through one client (the recording transaction). */
@Injectable()
export class PublicCollections {
  constructor(
    private readonly sessions: SessionsService,
    private readonly speakers: SpeakersService,
    private readonly sponsors: SponsorsService,
    private readonly news: NewsService,
    private readonly settings: SettingsService,
    private readonly content: SiteContentService,
  ) {}

  /**
   * Builds the collections in `scope` (every one when omitted) from the source tables, through one client (the
   * recording transaction). Sequential on purpose: the embedded database has one connection, shared by a
   * transaction's queries.
   */
  async build(db: Db, scope: ReadonlySet<CollectionName> = new Set(COLLECTIONS)): Promise<Partial<Snapshot>> {
    const wants = (...names: CollectionName[]) => names.some((n) => scope.has(n));
    const built: Partial<Snapshot> = {};
    // The flags are derived from the sessions, the news and the settings: they come with any of the three.
    const flags = wants('flags', 'sessions', 'news', 'settings');
    const sessions = flags || wants('sessions') ? (await this.sessions.list(db)).map(toSessionView) : [];
    const news = flags || wants('news') ? (await this.news.listPublished(db)).map(toNewsView) : [];
    const settings = flags || wants('settings') ? await this.settings.get(db) : null;
    if (flags) {
      built.sessions = sessions.map((s) => row(s.id, `${s.startTime}|${pad(s.id)}`, s));
      built.news = news.map((n) => row(n.id, `${descending(Date.parse(n.published_date))}|${descending(n.id)}`, n));
      built.settings = [row(0, '', settings)];
      // What the navigation needs to decide its links, so no page downloads a list just for that (spec: nav bar).
      built.flags = [row(0, '', { has_sessions: sessions.length > 0, has_news: news.length > 0, ...settings })];
    }
    if (wants('speakers')) built.speakers = (await this.speakers.listPublic(SPEAKER_LIST_LIMIT, db)).map(toPublicSpeaker).map((s) => row(s.id, pad(s.id), s));
    if (wants('sponsors')) {
      built.sponsors = (await this.sponsors.list(SPONSOR_LIST_LIMIT, db)).map(toPublicSponsor).map((s) => row(s.id, `${TIER_ORDER[s.tier]}|${s.name}|${pad(s.id)}`, s));
    }
    if (wants('schedule-changes')) built['schedule-changes'] = (await publishedChanges(db, SCHEDULE_CHANGES_KEPT)).map((c) => row(c.id, descending(c.id), c));
    if (wants('hero')) built.hero = [row(0, '', { content: await this.settings.heroContent(db) })];
    if (wants('content')) built.content = [row(0, '', await this.content.published(db))];
    return built;
  }

  /** When the next scheduled news item goes public (the news list changes then without any edit). */
  nextNewsPublication(db: Db): Promise<Date | null> {
    return this.news.nextPublication(db);
  }
}
