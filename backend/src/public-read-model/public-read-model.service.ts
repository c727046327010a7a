// The one public read model. Domain events that touch public content make one instance record the new records in
// the ledger (one version per recording); every instance holds the ledger in memory and serves public GETs from it
// as ready bytes, learning new versions from its own recordings and, with REDIS_URL, from the others' announcements.
// Open pages get each version's changed records pushed (`public.changed`) and catch up with `changesSince`.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DomainEvents, type DomainEventName, type PublicDelta } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { COLLECTIONS, PublicCollections, type CollectionName } from './collections.js';
import { readSince, recordChanges, type LedgerChange, type LedgerRow } from './ledger.js';
import { represent, type Representation } from './representation.js';

/** Every event after which a visitor may see something else, and the collections it can change. */
const PUBLIC_EVENTS: Partial<Record<DomainEventName, CollectionName[]>> = {
  // Scheduling an accepted proposal also puts its speaker on the public site.
  'sessions.changed': ['sessions', 'schedule-changes', 'speakers'],
  // Sessions show their speakers' names and photos.
  'speakers.changed': ['speakers', 'sessions'],
  'sponsors.changed': ['sponsors'],
  'news.changed': ['news'],
  'content.changed': ['content'],
  'settings.updated': ['settings', 'hero'],
};
/** A client further behind than this many changed records loads everything again instead. */
const CATCH_UP_MAX_RECORDS = 200;
const RETRY_MS = 5_000;
const DAY_MS = 86_400_000;

interface Held {
  version: number;
  sort: string;
  body: string | null;
}


/** `{"version":…,"full":…,"collections":{…}}` written from the stored JSON, without parsing it. */
function deltaJson(version: number, rows: Iterable<LedgerRow>, full = false): string {
  const groups = new Map<CollectionName, { upsert: string[]; remove: number[] }>();
  for (const row of rows) {
    const group = groups.get(row.collection) ?? { upsert: [], remove: [] };
    groups.set(row.collection, group);
    if (row.body === null) group.remove.push(row.id);
    else group.upsert.push(row.body);
  }
  const parts = [...groups].map(([name, g]) => `${JSON.stringify(name)}:{"upsert":[${g.upsert.join(',')}],"remove":${JSON.stringify(g.remove)}}`);
  return `{"version":${version},"full":${full},"collections":{${parts.join(',')}}}`;
}

@Injectable()
export class PublicReadModel implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PublicReadModel');
  private readonly held = new Map<CollectionName, Map<number, Held>>();
  private readonly collectionVersions = new Map<CollectionName, number>();
  private readonly ready = new Map<string, { version: number; rep: Promise<Representation> }>();
  private current = 0;
  private recording: Promise<void> | null = null;
  private readonly pending = new Set<CollectionName>();
  private syncing: Promise<void> | null = null;
  private timers = new Set<NodeJS.Timeout>();
  private newsTimer?: NodeJS.Timeout;
  private redis?: { pub: Redis; sub: Redis; channel: string };
  private readonly unsubscribers: (() => void)[] = [];

  constructor(
    private readonly prisma: PrismaService,
    private readonly collections: PublicCollections,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get version(): number {
    return this.current;
  }

  async onApplicationBootstrap() {
    for (const [name, scope] of Object.entries(PUBLIC_EVENTS)) this.unsubscribers.push(this.events.on(name as DomainEventName, () => this.record(scope)));
    if (this.config.redisUrl) await this.listenToOtherInstances(this.config.redisUrl);
    await this.sync();
    // Whatever changed while no instance was running (a migration, another product name) is recorded now.
    await this.record();
  }

  async onModuleDestroy() {
    for (const off of this.unsubscribers) off();
    for (const timer of this.timers) clearTimeout(timer);
    clearTimeout(this.newsTimer);
    await Promise.allSettled([this.recording, this.syncing]);
    if (this.redis) await Promise.all([this.redis.pub, this.redis.sub].map((c) => c.quit().catch(() => c.disconnect())));
  }

  /**
   * Records what changed in these collections (all of them when omitted); calls made while one runs are folded
   * into one more run after it.
   */
  record(scope: readonly CollectionName[] = COLLECTIONS): Promise<void> {
    for (const name of scope) this.pending.add(name);
    if (this.recording) return this.recording;
    this.recording = (async () => {
      while (this.pending.size > 0) {
        const next = new Set(this.pending);
        this.pending.clear();
        await this.recordOnce(next);
      }
    })().finally(() => (this.recording = null));
    return this.recording;
  }

  private async recordOnce(scope: ReadonlySet<CollectionName>) {
    let change: LedgerChange | null;
    try {
      change = await recordChanges(this.prisma, (tx) => this.collections.build(tx, scope));
      await this.watchNewsPublication();
    } catch (error) {
      this.logger.warn(`Recording public changes failed, retrying in ${RETRY_MS / 1000} s: ${(error as Error).message}`);
      this.later(RETRY_MS, () => this.record([...scope]));
      return;
    }
    if (!change) return;
    if (change.version === this.current + 1) this.apply(change);
    else await this.sync();
    this.events.emit('public.changed', JSON.parse(deltaJson(change.version, change.rows)) as PublicDelta);
    this.redis?.pub.publish(this.redis.channel, String(change.version)).catch((error: Error) => this.logger.warn(`Announcing version failed: ${error.message}`));
  }

  /** Resolves once the recording under way (if any) is done; never rejects. */
  settled(): Promise<void> {
    return (this.recording ?? Promise.resolve()).catch(() => undefined);
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

  /** The version of what these collections show: it changes only when one of their records does. */
  versionOf(collections: readonly CollectionName[]): number {
    return Math.max(0, ...collections.map((c) => this.collectionVersions.get(c) ?? 0));
  }

  /** The public JSON of a collection's records in list order. */
  bodies(collection: CollectionName): string[] {
    const records = [...(this.held.get(collection)?.values() ?? [])].filter((r) => r.body !== null);
    records.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0));
    return records.map((r) => r.body as string);
  }

  /** A singleton's JSON (settings, hero, content, flags). */
  single(collection: CollectionName): string {
    return this.held.get(collection)?.get(0)?.body ?? 'null';
  }

  /**
   * The ready bytes of one response, built and compressed once per version of the collections it shows.
   * `key` names the response (path and variant); `build` runs only when that version is not built yet.
   */
  resource(key: string, collections: readonly CollectionName[], build: () => string | Buffer | Promise<string | Buffer>, contentType = 'application/json; charset=utf-8'): Promise<Representation> {
    const version = this.versionOf(collections);
    const hit = this.ready.get(key);
    if (hit?.version === version) return hit.rep;
    const rep = (async () => represent(`v${version}`, await build(), contentType))();
    rep.catch(() => this.ready.delete(key));
    this.ready.set(key, { version, rep });
    return rep;
  }

  /** Everything that changed after `since`, or `full` when the client must load everything again. */
  async changesSince(since: number): Promise<Representation> {
    if (since > this.current) await this.sync();
    const key = `changes?since=${since}`;
    const version = this.current;
    const hit = this.ready.get(key);
    if (hit?.version === version) return hit.rep;
    const rows: LedgerRow[] = [];
    for (const [collection, records] of this.held) {
      for (const [id, r] of records) if (r.version > since) rows.push({ collection, id, version: r.version, sort: r.sort, body: r.body });
    }
    const full = since > version || since <= 0 || rows.length > CATCH_UP_MAX_RECORDS;
    const rep = represent(`c${since}-${version}`, deltaJson(version, full ? [] : rows, full), 'application/json; charset=utf-8');
    this.forgetOldCatchUps(version);
    this.ready.set(key, { version, rep });
    return rep;
  }

  private forgetOldCatchUps(version: number) {
    for (const [key, entry] of this.ready) if (key.startsWith('changes?') && entry.version !== version) this.ready.delete(key);
  }

  /** A news item scheduled for later appears without any edit: record again at its publish time. */
  private async watchNewsPublication() {
    const next = await this.collections.nextNewsPublication(this.prisma);
    clearTimeout(this.newsTimer);
    if (!next) return;
    const wait = Math.min(Math.max(next.getTime() - Date.now() + 50, 0), DAY_MS);
    this.newsTimer = setTimeout(() => void this.record(['news']), wait);
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

  /** Other instances announce each version they record; this one then loads the new records. */
  private async listenToOtherInstances(redisUrl: string) {
    const pub = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    const channel = `${this.config.queuePrefix}:public-version`;
    this.redis = { pub, sub, channel };
    for (const client of [pub, sub]) client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    sub.on('message', (_channel, message) => {
      if (Number(message) > this.current) this.sync().catch((error: Error) => this.logger.warn(`Loading version ${message} failed: ${error.message}`));
    });
    // After a lost connection, whatever was announced meanwhile is loaded.
    sub.on('ready', () => void this.sync().catch(() => undefined));
    await sub.subscribe(channel);
  }
}
