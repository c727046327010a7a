// The one public read model. Domain events that touch public content make one instance record the new records in
// the ledger (one version per recording); every instance holds the ledger in memory and serves public GETs from it
// as ready bytes, learning new versions from its own recordings and, with REDIS_URL, from the others' announcements.
// Open pages get each version's changed records pushed (`public.changed`) and catch up with `changesSince`.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DomainEvents, type DomainEventMap, type DomainEventName, type SessionSnapshot } from '../events/domain-events.js';
import { EventRelay } from '../events/event-relay.service.js';
import { PrismaService } from '../prisma/database.js';
import {
  baseOf,
  COLLECTIONS,
  flagsRow,
  isTranslated,
  mergeScopes,
  overrideOf,
  PublicCollections,
  whole,
  type BaseCollection,
  type CollectionName,
  type OverrideCollection,
  type PublicRow,
  type Scope,
  type Snapshot,
} from './collections.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { OTHER_LANGUAGES } from '../i18n/translations.js';
import { AnnouncedVersions } from './announced-versions.js';
import { lockVersion, readSince, writeChanges, type LedgerChange, type LedgerRow } from './ledger.js';
import { deltaJson, deltaObject, positionsIn, type ResolvedRow } from './public-delta.js';
import { represent, type Representation } from './representation.js';

/**
 * Every event after which a visitor may see something else, and what it can change. A session edit rebuilds only
 * the sessions it names (all of them when it names none), so the edit that matters most at a conference is
 * recorded and pushed in a few milliseconds; the flags follow from the sessions, news and settings.
 */
const PUBLIC_EVENTS: { [K in DomainEventName]?: (payload: DomainEventMap[K]) => Scope } = {
  'sessions.changed': ({ ids }) => new Map([['sessions', ids.length ? new Set(ids) : 'all']]),
  // 'What changed' lists moves, room changes, cancellations and removals; a wording edit leaves it as it is.
  'session.updated': ({ before, after }) => (movedOrCancelled(before, after) ? whole(['schedule-changes']) : new Map()),
  'session.deleted': () => whole(['schedule-changes']),
  // Release mode: the public programme and 'What changed' follow releases only.
  'schedule.released': () => whole(['sessions', 'schedule-changes']),
  // Sessions show their speakers' names and photos.
  'speakers.changed': () => whole(['speakers', 'sessions']),
  // Sessions show their room's stream and whether it is on a venue map (issue 47).
  'rooms.changed': () => whole(['sessions']),
  'sponsors.changed': () => whole(['sponsors']),
  'news.changed': () => whole(['news']),
  'content.changed': () => whole(['content']),
  'settings.updated': () => whole(['settings', 'hero']),
  // A room runs late, or on time again (issue 47).
  'room.delayed': () => whole(['rooms']),
};
const EVERYTHING = whole(COLLECTIONS);

/** A stored collection's name and its override collections'. */
const storedCollections = (base: BaseCollection): CollectionName[] =>
  isTranslated(base) ? [base, ...OTHER_LANGUAGES.map((l) => overrideOf(base, l) as OverrideCollection)] : [base];

/** What another language's ETags carry after the version. */
const tagSuffix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `.${language}`);

function movedOrCancelled(before: SessionSnapshot, after: SessionSnapshot): boolean {
  return (
    before.start_time.getTime() !== after.start_time.getTime() ||
    before.end_time.getTime() !== after.end_time.getTime() ||
    before.room !== after.room ||
    before.status !== after.status
  );
}
/** A client further behind than this many changed records loads everything again instead. */
const CATCH_UP_MAX_RECORDS = 200;
const RETRY_MS = 5_000;
const DAY_MS = 86_400_000;

interface Held {
  version: number;
  sort: string;
  body: string | null;
}

@Injectable()
export class PublicReadModel implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PublicReadModel');
  private readonly held = new Map<CollectionName, Map<number, Held>>();
  private readonly collectionVersions = new Map<CollectionName, number>();
  private readonly ready = new Map<string, { version: number; rep: Promise<Representation> }>();
  private current = 0;
  private recording: Promise<void> | null = null;
  /** The recording under way, of the loop in `recording`. */
  private once: Promise<void> | null = null;
  /** Resolved when the recording that takes up `pending` is done. */
  private pendingDone: { promise: Promise<void>; resolve: () => void } | null = null;
  private pending: Scope | null = null;
  private syncing: Promise<void> | null = null;
  private timers = new Set<NodeJS.Timeout>();
  private newsTimer?: NodeJS.Timeout;
  private redis?: { pub: Redis; sub: Redis; channel: string };
  /** With PUBLIC_FILES_DIR: the versions the load balancer keys its copies of server-rendered pages by. */
  private readonly announced?: AnnouncedVersions;

  constructor(
    private readonly prisma: PrismaService,
    private readonly collections: PublicCollections,
    private readonly events: DomainEvents,
    private readonly relay: EventRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (config.publicFilesDir) this.announced = new AnnouncedVersions(config.publicFilesDir);
  }

  get version(): number {
    return this.current;
  }

  /**
   * The events come through the event outbox: a change committed by an instance that died before recording it is
   * recorded by the next relay. Registered before any relay runs, so none passes a row by.
   */
  onModuleInit() {
    const names = Object.keys(PUBLIC_EVENTS) as DomainEventName[];
    this.relay.follow('public-read-model', names, (events) => {
      const scopes = events.map(({ name, payload }) => (PUBLIC_EVENTS[name] as (payload: unknown) => Scope)(payload));
      return this.record(scopes.reduce(mergeScopes));
    });
  }

  async onApplicationBootstrap() {
    if (this.config.redisUrl) await this.listenToOtherInstances(this.config.redisUrl);
    await this.sync();
    // Whatever changed while no instance was running (a migration, another product name) is recorded now.
    await this.record();
    // The balancer's key for server-rendered pages, as recorded last (under the lock, as a recording moves it).
    const announced = this.announced;
    if (announced) await this.prisma.$transaction(async (tx) => announced.announce(await lockVersion(tx)));
  }

  async onModuleDestroy() {
    for (const timer of this.timers) clearTimeout(timer);
    clearTimeout(this.newsTimer);
    await Promise.allSettled([this.recording, this.syncing]);
    if (this.redis) await Promise.all([this.redis.pub, this.redis.sub].map((c) => c.quit().catch(() => c.disconnect())));
  }

  /**
   * Records what changed in this scope (everything when omitted). Calls made in the same tick (the events of one
   * write) go into one recording; calls made while one runs are folded into one more run after it. Resolves once a
   * recording that covers this scope is done: during a burst of writes each caller waits for its own, not the burst's.
   */
  record(scope: Scope = EVERYTHING): Promise<void> {
    if (scope.size === 0) return this.settled();
    this.pending = this.pending ? mergeScopes(this.pending, scope) : scope;
    if (!this.pendingDone) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.pendingDone = { promise, resolve };
    }
    const covered = this.pendingDone.promise;
    this.recording ??= (async () => {
      await null;
      while (this.pending) {
        const next = this.pending;
        const done = this.pendingDone;
        this.pending = null;
        this.pendingDone = null;
        this.once = this.recordOnce(next);
        await this.once.finally(() => done?.resolve());
      }
    })().finally(() => {
      this.recording = null;
      this.once = null;
    });
    return covered;
  }

  private async recordOnce(scope: Scope) {
    let change: (LedgerChange & { records: Map<LedgerRow, unknown> }) | null;
    try {
      change = await this.prisma.$transaction(
        async (tx) => {
          const version = await lockVersion(tx);
          // Under the lock nobody records: once this instance holds what others committed, it can diff in memory.
          if (version > this.current) this.apply(await readSince(tx, this.current));
          const records = this.diff(await this.collections.build(tx, scope), scope, version + 1);
          if (records.size === 0) return null;
          const recorded = { version: version + 1, rows: [...records.keys()] };
          await writeChanges(tx, recorded);
          // Under the lock and before the push: whoever is told of this version gets no page the balancer kept at an
          // older one.
          await this.announced?.announce(recorded.version);
          return { ...recorded, records };
        },
        // Behind other instances' recordings on a busy machine, the lock can take a while.
        { timeout: 30_000, maxWait: 30_000 },
      );
    } catch (error) {
      this.logger.warn(`Recording public changes failed, retrying in ${RETRY_MS / 1000} s: ${(error as Error).message}`);
      this.later(RETRY_MS, () => this.record(scope));
      return;
    }
    if (change) {
      const { version, rows, records } = change;
      this.apply({ version, rows });
      this.events.emit('public.changed', this.pushedDelta(version, rows, records));
      // The records go along, so the other instances serve them without reading them back.
      this.redis?.pub
        .publish(this.redis.channel, JSON.stringify({ version, rows }))
        .catch((error: Error) => this.logger.warn(`Announcing version failed: ${error.message}`));
    }
    if (scope.has('news')) await this.watchNewsPublication().catch((error: Error) => this.logger.warn(`Watching news publication failed: ${error.message}`));
  }

  /**
   * The records of `fresh` that differ from those held, and removal markers for held records in scope that are
   * gone; then the flags, if what they derive from changed. Each row with its record as built (removals: none).
   */
  private diff(fresh: Partial<Snapshot>, scope: Scope, version: number): Map<LedgerRow, unknown> {
    const changed = new Map<LedgerRow, unknown>();
    const put = (collection: CollectionName, id: number, sort: string, body: string | null, record?: unknown) => {
      const old = this.held.get(collection)?.get(id);
      if (body === null ? !old || old.body === null : old?.body === body && old.sort === sort) return;
      changed.set({ collection, id, version, sort: body === null ? (old?.sort ?? '') : sort, body }, record);
    };
    for (const [base, wanted] of scope) {
      for (const collection of storedCollections(base)) {
        const built: PublicRow[] | undefined = fresh[collection];
        if (!built) continue;
        for (const r of built) put(collection, r.id, r.sort, r.body, r.record);
        const present = new Set(built.map((r) => r.id));
        const candidates = wanted === 'all' ? [...(this.held.get(collection)?.keys() ?? [])] : wanted;
        for (const id of candidates) if (!present.has(id)) put(collection, id, '', null);
      }
    }
    const rows = [...changed.keys()];
    if (rows.some((r) => r.collection === 'sessions' || r.collection === 'news' || r.collection === 'settings')) {
      const settings = fresh.settings?.[0]?.body ?? this.single('settings');
      const flags = flagsRow(this.countAfter('sessions', rows) > 0, this.countAfter('news', rows) > 0, settings === 'null' ? '{}' : settings);
      put('flags', flags.id, flags.sort, flags.body, flags.record);
    }
    return changed;
  }

  /** How many records a collection shows once `rows` are applied. */
  private countAfter(collection: BaseCollection, rows: readonly LedgerRow[]): number {
    const records = this.held.get(collection) ?? new Map<number, Held>();
    let count = 0;
    for (const r of records.values()) if (r.body !== null) count++;
    for (const r of rows) {
      if (r.collection !== collection) continue;
      const before = records.get(r.id)?.body != null;
      count += Number(r.body !== null) - Number(before);
    }
    return count;
  }

  /** Resolves once the recording under way (if any) is done, not those queued after it; never rejects. */
  settled(): Promise<void> {
    return (this.once ?? Promise.resolve()).catch(() => undefined);
  }

  /** Loads what other instances recorded since the version held here. */
  sync(): Promise<void> {
    this.syncing ??= readSince(this.prisma, this.current)
      .then((change) => this.apply(change))
      .finally(() => (this.syncing = null));
    return this.syncing;
  }

  private apply(change: LedgerChange) {
    for (const row of change.rows) {
      const records = this.held.get(row.collection) ?? new Map<number, Held>();
      this.held.set(row.collection, records);
      records.set(row.id, { version: row.version, sort: row.sort, body: row.body });
      this.collectionVersions.set(row.collection, Math.max(row.version, this.collectionVersions.get(row.collection) ?? 0));
    }
    this.current = Math.max(this.current, change.version);
  }

  /** The version of what these collections show in `language`: it changes only when one of their records does. */
  versionOf(collections: readonly BaseCollection[], language: Language = DEFAULT_LANGUAGE): number {
    const stored = collections.flatMap((c) => [c, overrideOf(c, language) ?? c]);
    return Math.max(0, ...stored.map((c) => this.collectionVersions.get(c) ?? 0));
  }

  /** The public JSON of a collection's records in list order, in `language`. */
  bodies(collection: BaseCollection, language: Language = DEFAULT_LANGUAGE): string[] {
    const override = overrideOf(collection, language);
    const translated = override ? this.held.get(override) : undefined;
    const records = [...(this.held.get(collection)?.entries() ?? [])].filter(([, r]) => r.body !== null);
    records.sort(([, a], [, b]) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0));
    return records.map(([id, r]) => translated?.get(id)?.body ?? (r.body as string));
  }

  /** One record's public JSON in `language`, or null when the collection holds no record with that id. */
  body(collection: BaseCollection, id: number, language: Language = DEFAULT_LANGUAGE): string | null {
    const held = this.held.get(collection)?.get(id)?.body ?? null;
    if (held === null) return null;
    const override = overrideOf(collection, language);
    return (override && this.held.get(override)?.get(id)?.body) || held;
  }

  /** A singleton's JSON (settings, hero, content, flags), in `language`. */
  single(collection: BaseCollection, language: Language = DEFAULT_LANGUAGE): string {
    const override = overrideOf(collection, language);
    return (override && this.held.get(override)?.get(0)?.body) || (this.held.get(collection)?.get(0)?.body ?? 'null');
  }

  /**
   * The ready bytes of one response, built and compressed once per version of the collections it shows (in
   * `language`). `key` names the response (path and variant); `build` runs only when that version is not built yet.
   * Another language's ETag names it (`"v12.de"`), so a revalidation never crosses languages.
   */
  resource(
    key: string,
    collections: readonly BaseCollection[],
    build: () => string | Buffer | Promise<string | Buffer>,
    contentType = 'application/json; charset=utf-8',
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Representation> {
    const version = this.versionOf(collections, language);
    const named = language === DEFAULT_LANGUAGE ? key : `${key}|${language}`;
    const hit = this.ready.get(named);
    if (hit?.version === version) return hit.rep;
    const rep = (async () => represent(`v${version}${tagSuffix(language)}`, await build(), contentType))();
    rep.catch(() => this.ready.delete(named));
    this.ready.set(named, { version, rep });
    return rep;
  }

  /** Everything that changed after `since`, or `full` when the client must load everything again. */
  async changesSince(since: number, language: Language = DEFAULT_LANGUAGE): Promise<Representation> {
    if (since > this.current) await this.sync();
    const key = `changes?since=${since}|${language}`;
    const version = this.current;
    const hit = this.ready.get(key);
    if (hit?.version === version) return hit.rep;
    const rows: LedgerRow[] = [];
    for (const [collection, records] of this.held) {
      for (const [id, r] of records) if (r.version > since) rows.push({ collection, id, version: r.version, sort: r.sort, body: r.body });
    }
    const full = since > version || since <= 0 || rows.length > CATCH_UP_MAX_RECORDS;
    const resolvedRows = full ? [] : this.resolve(rows, language).map(({ row }) => row);
    const rep = represent(
      `c${since}-${version}${tagSuffix(language)}`,
      deltaJson(version, resolvedRows, positionsIn(this.held), full),
      'application/json; charset=utf-8',
    );
    this.forgetOldCatchUps(version);
    this.ready.set(key, { version, rep });
    return rep;
  }

  private forgetOldCatchUps(version: number) {
    for (const [key, entry] of this.ready) if (key.startsWith('changes?') && entry.version !== version) this.ready.delete(key);
  }

  /**
   * Changed ledger rows as a reader of `language` sees them: by base collection, each changed record (in its base
   * collection or its language's override collection) with the body that reader is served now, and the record as
   * built when this recording built it. Other languages' override rows are left out.
   */
  private resolve(rows: readonly LedgerRow[], language: Language, records?: ReadonlyMap<LedgerRow, unknown>): ResolvedRow[] {
    const seen = new Set<string>();
    const out: ResolvedRow[] = [];
    const built = new Map(rows.map((r) => [`${r.collection}|${r.id}`, r]));
    for (const changed of rows) {
      const { base, language: rowLanguage } = baseOf(changed.collection);
      if (rowLanguage !== DEFAULT_LANGUAGE && rowLanguage !== language) continue;
      const key = `${base}|${changed.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const held = this.held.get(base)?.get(changed.id);
      const override = overrideOf(base, language);
      const translated = override ? this.held.get(override)?.get(changed.id) : undefined;
      const body = held?.body == null ? null : (translated?.body ?? held.body);
      const row: LedgerRow = { collection: base, id: changed.id, version: changed.version, sort: held?.sort ?? changed.sort, body };
      const builtRow = built.get(`${translated?.body ? override : base}|${changed.id}`);
      const record = builtRow && records?.has(builtRow) ? records.get(builtRow) : body === null ? undefined : (JSON.parse(body) as unknown);
      out.push({ row, record });
    }
    return out;
  }

  /** The push of a recording: English, plus each other language whose readers see something else. */
  private pushedDelta(version: number, rows: readonly LedgerRow[], records: ReadonlyMap<LedgerRow, unknown>) {
    const position = positionsIn(this.held);
    const english = this.resolve(rows, DEFAULT_LANGUAGE, records);
    const delta = deltaObject(version, english, position);
    for (const language of OTHER_LANGUAGES) {
      const translated = this.resolve(rows, language, records);
      const same = translated.length === english.length && translated.every((t, i) => t.row.body === english[i].row.body);
      if (!same) (delta.languages ??= {})[language] = deltaObject(version, translated, position).collections;
    }
    return delta;
  }

  /** A news item scheduled for later appears without any edit: record again at its publish time. */
  private async watchNewsPublication() {
    const next = await this.collections.nextNewsPublication(this.prisma);
    clearTimeout(this.newsTimer);
    if (!next) return;
    const wait = Math.min(Math.max(next.getTime() - Date.now() + 50, 0), DAY_MS);
    this.newsTimer = setTimeout(() => void this.record(whole(['news'])), wait);
    this.newsTimer.unref();
  }

  private later(ms: number, run: () => unknown) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Other instances announce each version they record, with its records; a version after a gap is loaded. */
  private async listenToOtherInstances(redisUrl: string) {
    const pub = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    const channel = `${this.config.queuePrefix}:public-version`;
    this.redis = { pub, sub, channel };
    for (const client of [pub, sub]) client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    sub.on('message', (_channel, message) => {
      let change: LedgerChange | null = null;
      try {
        change = JSON.parse(message) as LedgerChange;
      } catch {
        // Not ours to read: load whatever is new instead.
      }
      if (change?.version === this.current + 1 && Array.isArray(change.rows)) this.apply(change);
      else if (!change || change.version > this.current)
        this.sync().catch((error: Error) => this.logger.warn(`Loading a new version failed: ${error.message}`));
    });
    // After a lost connection, whatever was announced meanwhile is loaded.
    sub.on('ready', () => void this.sync().catch(() => undefined));
    await sub.subscribe(channel);
  }
}
