// What the public read model holds: every record a visitor can read, in its public JSON, grouped in collections.
// Lists are served in sort-key order (plain string order); singletons are one record with id 0.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SiteContentService } from '../content/site-content.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { NewsService } from '../news/news.service.js';
import { publishedChanges } from '../sessions/schedule-changes.js';
import { PublishedProgramme } from '../schedule-releases/published-programme.js';
import { publicRooms } from '../room-delays/public-rooms.js';
import { SettingsService } from '../settings/settings.service.js';
import type { PublicSettings } from '../views/settings.view.js';
import { SPEAKER_TEXTS, toPublicSpeaker } from '../speakers/speaker.view.js';
import { SPEAKER_LIST_LIMIT, SpeakersService } from '../speakers/speakers.service.js';
import { SPONSOR_TEXTS, toPublicSponsor } from '../sponsors/sponsor.view.js';
import { SPONSOR_LIST_LIMIT, SponsorsService, TIER_ORDER } from '../sponsors/sponsors.service.js';
import { NEWS_TEXTS, toNewsView } from '../news/news.view.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages.js';
import { inLanguage, OTHER_LANGUAGES, type OtherLanguage } from '../i18n/translations.js';

export const COLLECTIONS = ['sessions', 'speakers', 'sponsors', 'news', 'schedule-changes', 'settings', 'hero', 'content', 'flags', 'rooms'] as const;
export type BaseCollection = (typeof COLLECTIONS)[number];

/**
 * Collections with texts in other languages. Each has an override collection per other language (`news@de`) that
 * holds the records whose public JSON differs in that language; a reader of that language gets those over the base
 * collection's (which is in English). So an untranslated site stores, serves and pushes what it did before.
 */
export const TRANSLATED = ['sessions', 'speakers', 'sponsors', 'news', 'content'] as const satisfies readonly BaseCollection[];
export type TranslatedCollection = (typeof TRANSLATED)[number];
export type OverrideCollection = `${TranslatedCollection}@${OtherLanguage}`;
/** What the ledger holds: the base collections and the override collections. */
export type CollectionName = BaseCollection | OverrideCollection;

export const isTranslated = (c: CollectionName): c is TranslatedCollection => (TRANSLATED as readonly string[]).includes(c);
/** The override collection of `c` in `language`, or null (English, or a collection without texts). */
export function overrideOf(c: CollectionName, language: Language): OverrideCollection | null {
  return language !== DEFAULT_LANGUAGE && isTranslated(c) ? (`${c}@${language}` as OverrideCollection) : null;
}
/** The base collection and language of a stored collection's name. */
export function baseOf(c: CollectionName): { base: BaseCollection; language: Language } {
  const [base, language] = c.split('@');
  return { base: base as BaseCollection, language: (language ?? DEFAULT_LANGUAGE) as Language };
}

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
export type Scope = ReadonlyMap<BaseCollection, Wanted>;

/** Every record of these collections. */
export const whole = (names: readonly BaseCollection[]): Scope => new Map(names.map((n) => [n, 'all' as const]));

/** Both scopes together: ids add up; a whole collection takes in any ids. */
export function mergeScopes(a: Scope, b: Scope): Scope {
  const merged = new Map<BaseCollection, Wanted>(a);
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
 * Rows of a translated collection: the English records under `name`, and under each override collection the
 * records whose JSON differs in its language.
 */
function translatedRows<T>(
  built: Partial<Snapshot>,
  name: TranslatedCollection,
  byLanguage: Record<Language, T[]>,
  idOf: (record: T) => number,
  sortOf: (record: T) => string,
) {
  const base = byLanguage[DEFAULT_LANGUAGE].map((r) => row(idOf(r), sortOf(r), r));
  built[name] = base;
  for (const language of OTHER_LANGUAGES) {
    const override = overrideOf(name, language) as OverrideCollection;
    built[override] = byLanguage[language].map((r, i) => row(idOf(r), sortOf(byLanguage[DEFAULT_LANGUAGE][i]), r)).filter((r, i) => r.body !== base[i].body);
  }
}

/** Each language's records from the same rows. */
const inEach = <R, T>(rows: R[], view: (row: R, language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, rows.map((r) => view(r, l))])) as Record<Language, T[]>;

/**
 * The navigation's flags, derived from the sessions, the news and the settings (spec: nav bar), so no page
 * downloads a list just to decide its links.
 */
export function flagsRow(hasSessions: boolean, hasNews: boolean, settingsJson: string): PublicRow {
  const { accepting_cfp, accepting_sponsors, review_phase } = JSON.parse(settingsJson) as PublicSettings;
  return row(0, '', { has_sessions: hasSessions, has_news: hasNews, accepting_cfp, accepting_sponsors, review_phase });
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
      const views = await this.programme.viewsByLanguage(db, sessions === 'all' ? undefined : [...sessions]);
      translatedRows(
        built,
        'sessions',
        views,
        (s) => s.id,
        (s) => `${s.startTime}|${pad(s.id)}`,
      );
    }
    if (scope.has('news')) {
      const views = inEach(await this.news.listPublished(db), (n, l) => toNewsView(inLanguage(n, l, NEWS_TEXTS)));
      translatedRows(
        built,
        'news',
        views,
        (n) => n.id,
        (n) => `${descending(Date.parse(n.published_date))}|${descending(n.id)}`,
      );
    }
    if (scope.has('settings')) built.settings = [row(0, '', await this.settings.get(db))];
    if (scope.has('speakers')) {
      const views = inEach(await this.speakers.listPublic(SPEAKER_LIST_LIMIT, db), (s, l) => toPublicSpeaker(inLanguage(s, l, SPEAKER_TEXTS)));
      translatedRows(
        built,
        'speakers',
        views,
        (s) => s.id,
        (s) => pad(s.id),
      );
    }
    if (scope.has('sponsors')) {
      const views = inEach(await this.sponsors.list(SPONSOR_LIST_LIMIT, db), (s, l) => toPublicSponsor(inLanguage(s, l, SPONSOR_TEXTS)));
      translatedRows(
        built,
        'sponsors',
        views,
        (s) => s.id,
        (s) => `${TIER_ORDER[s.tier]}|${s.name}|${pad(s.id)}`,
      );
    }
    if (scope.has('schedule-changes'))
      built['schedule-changes'] = (await publishedChanges(db, SCHEDULE_CHANGES_KEPT, this.config.sessionNoticeWindowMs)).map((c) =>
        row(c.id, descending(c.id), c),
      );
    // The rooms' streams and delay marks (issue 47): one record, which screens and pages join with the sessions.
    if (scope.has('rooms')) built.rooms = [row(0, '', await publicRooms(db))];
    if (scope.has('hero')) built.hero = [row(0, '', { content: await this.settings.heroContent(db) })];
    if (scope.has('content')) {
      const content = await this.content.published(db);
      translatedRows(
        built,
        'content',
        Object.fromEntries(LANGUAGES.map((l) => [l, [content[l]]])) as Record<Language, unknown[]>,
        () => 0,
        () => '',
      );
    }
    return built;
  }

  /** When the next scheduled news item goes public (the news list changes then without any edit). */
  nextNewsPublication(db: Db): Promise<Date | null> {
    return this.news.nextPublication(db);
  }
}
