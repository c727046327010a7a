// Delivers the event outbox. Each row holds the durable events of one committed transaction (changes.service.ts).
// One relay at a time claims the oldest rows (a short lease: a relay that died lets go), and for each row:
// 1. runs the followers (`follow`), whose effect is idempotent (the public read model records what differs), then
//    records them: first, so an edit is on visitors' screens before the notices about it are written;
// 2. runs the consumers that write (`consume`): each records the row in event_deliveries in the same transaction
//    as its own writes, so it never handles a row twice and never loses one. The durable events they announce (seats
//    given from the waitlist change what visitors see) are written in that transaction as a row of their own;
// 3. marks the row done and emits its events in this process, for the pushes to browsers.
// A row whose consumer fails is retried with backoff; the rows after it go on.
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { currentRequestId, joinRequestIds, withRequestId } from '../common/request-context.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { UTC_NOW } from '../prisma/sql.js';
import { DomainEvents, type DomainEventName } from './domain-events.js';
import { DURABLE_EVENTS, revive, type Announce, type Announced } from './durable-events.js';

type Tx = Prisma.TransactionClient;

/** A row this relay claimed, with the consumers that already handled it (a relay that died part-way). */
interface ClaimedRow {
  id: number;
  events: unknown;
  created_at: Date;
  attempts: number;
  handled: string[];
  /** The request that committed the events (x-request-id), carried to their effects' log lines. */
  request_id: string | null;
}

/** The events of one committed change, and the seconds from its commit until they were emitted here. */
export type DeliveredListener = (events: string[], seconds: number) => void;

interface Consumer {
  name: string;
  events: ReadonlySet<DomainEventName>;
  inTransaction: boolean;
  handle(events: Announced[], tx: Tx | null, announce: Announce): Promise<void>;
}

const SWEEP_MS = 1_000;
const LEASE_SECONDS = 15;
const BATCH = 20;
const MAX_BACKOFF_MS = 60_000;
const KEEP_DONE_MS = 7 * 86_400_000;
const LOCK_NAMESPACE = 7302;
/** How long a write's answer waits for its events to be delivered by another replica's relay. */
const SETTLE_MAX_MS = 3_000;

/** Records that `consumer` handled these rows; the ids it had not handled yet (another relay may have got there first). */
async function recordDeliveries(db: Tx | PrismaService, eventIds: number[], consumer: string): Promise<number[]> {
  const fresh = await db.$queryRaw<{ event_id: number }[]>`
    INSERT INTO event_deliveries (event_id, consumer) SELECT unnest(${eventIds}::int[]), ${consumer}
    ON CONFLICT DO NOTHING RETURNING event_id`;
  return fresh.map((r) => r.event_id);
}

@Injectable()
export class EventRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EventRelay');
  private readonly me = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly consumers: Consumer[] = [];
  private running?: Promise<void>;
  private again = false;
  private closed = false;
  private timer?: NodeJS.Timeout;
  private lastCleanup = 0;
  private lastWritten = 0;
  private lastDelivered = 0;
  private progress = deferred();

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  private readonly deliveredListeners: DeliveredListener[] = [];

  /** Told of each row once its events were emitted here (the metrics' fan-out time). */
  onDelivered(listener: DeliveredListener): void {
    this.deliveredListeners.push(listener);
  }

  /** A consumer that writes: `handle` runs in the transaction that records the row as handled by `name`. */
  consume<K extends DomainEventName>(
    name: string,
    events: K[],
    handle: (events: Extract<Announced, { name: K }>[], tx: Tx, announce: Announce) => Promise<void>,
  ): void {
    this.consumers.push({ name, events: new Set(events), inTransaction: true, handle: handle as Consumer['handle'] });
  }

  /** A consumer whose effect is idempotent: run after the row's transaction, recorded once it succeeded. */
  follow<K extends DomainEventName>(name: string, events: K[], handle: (events: Extract<Announced, { name: K }>[]) => Promise<void>): void {
    this.consumers.push({ name, events: new Set(events), inTransaction: false, handle: handle as Consumer['handle'] });
  }

  /** Writes one transaction's durable events; called by Changes inside that transaction. */
  async write(tx: Tx, events: Announced[]): Promise<void> {
    const row = await tx.eventOutbox.create({
      data: { name: events.map((e) => e.name).join(','), events: events as unknown as Prisma.InputJsonValue, request_id: currentRequestId() ?? null },
      select: { id: true },
    });
    // A row rolled back with its transaction simply never exists, so waiting for it in settled() ends at once.
    this.lastWritten = Math.max(this.lastWritten, row.id);
  }

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
    void this.sweep();
  }

  async onModuleDestroy() {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
    // Rows this relay claimed but did not deliver go to the next relay now, not when the lease ends.
    await this.prisma.eventOutbox.updateMany({ where: { claimed_by: this.me, done_at: null }, data: { claimed_until: null } }).catch(() => undefined);
  }

  /** Called after a commit that wrote rows: deliver them now rather than on the next sweep. */
  wake(): void {
    void this.sweep();
  }

  /**
   * Resolves once the rows this instance has written so far are delivered, here or by another replica's relay (then
   * true, so the caller can load what that replica recorded), or after SETTLE_MAX_MS; never rejects. A row waiting
   * on a failing consumer's backoff is not waited for.
   */
  async settled(): Promise<boolean> {
    const upTo = this.lastWritten;
    // Delivered here: each row's delivery is waited for, not the rows written after it (a burst would hold every
    // answer until the last of its rows).
    while (this.running && this.lastDelivered < upTo) await this.progress.promise;
    // Rows go in id order, and those before a delivered one are delivered or in backoff: nothing to ask the database.
    if (this.lastDelivered >= upTo) return false;
    const deadline = Date.now() + SETTLE_MAX_MS;
    for (let round = 0; Date.now() < deadline; round++) {
      const pending = await this.prisma.eventOutbox.count({ where: { id: { lte: upTo }, done_at: null, attempts: 0 } }).catch(() => 0);
      if (pending === 0) return round > 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await this.sweep();
    }
    return true;
  }

  sweep(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    // A sweep woken by a request's commit delivers other requests' rows too: it belongs to none of them.
    this.running = withRequestId(null, async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.closed);
    })
      .catch((error: Error) => this.logger.warn(`Event delivery failed, retrying: ${error.message}`))
      .finally(() => {
        this.running = undefined;
        this.tick();
      });
    return this.running;
  }

  /** Wakes those waiting in settled(): a row was delivered or given a backoff, or the relay stopped. */
  private tick() {
    const { resolve } = this.progress;
    this.progress = deferred();
    resolve();
  }

  private async pass() {
    const rows = await this.claim();
    // A burst's rows together: one public recording and one notices transaction for all of them. If that fails,
    // one by one, each with its own retries.
    let single = rows;
    if (rows.length > 1 && !this.closed) {
      try {
        await this.delivering(rows);
        single = [];
      } catch (error) {
        this.logger.warn(`${rows.length} event rows not delivered together, trying each: ${(error as Error).message}`);
      }
    }
    for (const row of single) {
      if (this.closed) break;
      await this.delivering([row]).catch((error: Error) => withRequestId(row.request_id, () => this.retryLater(row, error)));
    }
    if (rows.length === BATCH) this.again = true;
    if (Date.now() - this.lastCleanup > 3_600_000) {
      this.lastCleanup = Date.now();
      await this.prisma.eventOutbox.deleteMany({ where: { done_at: { lt: new Date(Date.now() - KEEP_DONE_MS) } } });
    }
  }

  /** The oldest due rows, unless another relay holds some (then it delivers them, in order). */
  private async claim(): Promise<ClaimedRow[]> {
    const rows = await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, 0)`;
      return tx.$queryRawUnsafe<ClaimedRow[]>(
        `UPDATE event_outbox SET claimed_by = $1, claimed_until = ${UTC_NOW} + make_interval(secs => $2)
         WHERE id IN (
           SELECT id FROM event_outbox
           WHERE done_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ${UTC_NOW})
             AND (claimed_until IS NULL OR claimed_until < ${UTC_NOW} OR claimed_by = $1)
           ORDER BY id LIMIT $3)
         AND NOT EXISTS (
           SELECT 1 FROM event_outbox held
           WHERE held.done_at IS NULL AND held.claimed_by <> $1 AND held.claimed_until >= ${UTC_NOW})
         RETURNING id, events, attempts, created_at, request_id,
           ARRAY(SELECT consumer FROM event_deliveries WHERE event_id = event_outbox.id) AS handled`,
        this.me,
        LEASE_SECONDS,
        BATCH,
      );
    });
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Delivers rows as part of the requests that committed them: what their consumers write carries their ids. */
  private delivering(rows: ClaimedRow[]) {
    return withRequestId(joinRequestIds(rows.map((r) => r.request_id)), () => this.deliver(rows));
  }

  /**
   * Delivers rows, in order: the followers first, so what visitors see is on its way before the notices are written
   * (a writer's own effects that visitors see are announced as events of their own, delivered as the next row); then
   * the writers, in one transaction; then the rows are marked done and their events emitted here. A consumer takes
   * the events of every row it has not handled yet at once.
   */
  private async deliver(rows: ClaimedRow[]) {
    const revived = rows.map((row) => ({ row, events: revive(row.events) as Announced[] }));
    const due = (consumer: Consumer) =>
      revived
        .filter(({ row }) => !row.handled.includes(consumer.name))
        .map(({ row, events }) => ({ row, events: events.filter((e) => consumer.events.has(e.name)) }))
        .filter(({ events }) => events.length > 0);
    for (const consumer of this.consumers.filter((c) => !c.inTransaction)) {
      const taking = due(consumer);
      if (taking.length === 0) continue;
      await consumer.handle(
        taking.flatMap((t) => t.events),
        null,
        () => undefined,
      );
      await recordDeliveries(
        this.prisma,
        taking.map((t) => t.row.id),
        consumer.name,
      );
      for (const { row } of taking) row.handled.push(consumer.name);
    }
    const writers = this.consumers.filter((c) => c.inTransaction && due(c).length > 0);
    if (writers.length) {
      const announced: Announced[] = [];
      const announce = ((name, payload) => void announced.push({ name, payload } as Announced)) as Announce;
      await this.prisma.$transaction(
        async (tx) => {
          announced.length = 0;
          for (const consumer of writers) {
            const taking = due(consumer);
            // Rows another relay's writer handled meanwhile are left out.
            const fresh = new Set(
              await recordDeliveries(
                tx,
                taking.map((t) => t.row.id),
                consumer.name,
              ),
            );
            const events = taking.filter((t) => fresh.has(t.row.id)).flatMap((t) => t.events);
            if (events.length) await consumer.handle(events, tx, announce);
          }
          const durable = announced.filter((e) => DURABLE_EVENTS.has(e.name));
          if (durable.length) await this.write(tx, durable);
        },
        { timeout: 30_000, maxWait: 10_000 },
      );
      for (const event of announced) if (!DURABLE_EVENTS.has(event.name)) this.events.emit(event.name, event.payload as never);
      if (announced.some((e) => DURABLE_EVENTS.has(e.name))) this.again = true;
    }
    const ids = rows.map((r) => r.id);
    await this.prisma.eventOutbox.updateMany({ where: { id: { in: ids } }, data: { done_at: new Date(), claimed_until: null, last_error: null } });
    this.lastDelivered = Math.max(this.lastDelivered, ...ids);
    this.tick();
    for (const { row, events } of revived) {
      // Each row's pushes (and what else listens) as part of its own request.
      withRequestId(row.request_id, () => {
        this.logger.log(`Delivered event row ${row.id}: ${events.map((e) => e.name).join(', ')}`);
        for (const event of events) this.events.emit(event.name, event.payload as never);
      });
      // Emitting wrote the pushes to this replica's sockets: the change has reached them.
      const seconds = (Date.now() - new Date(row.created_at).getTime()) / 1000;
      for (const listener of this.deliveredListeners)
        listener(
          events.map((e) => e.name),
          seconds,
        );
    }
  }

  /** A row whose delivery failed waits, longer after each failure; the rows after it go on. */
  private async retryLater(row: ClaimedRow, error: Error) {
    const attempts = row.attempts + 1;
    const delay = Math.min(1_000 * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    this.logger.warn(`Event row ${row.id} not delivered (attempt ${attempts}), retrying in ${delay / 1000} s: ${error.message}`);
    await this.prisma.eventOutbox
      .update({
        where: { id: row.id },
        data: { attempts, next_attempt_at: new Date(Date.now() + delay), claimed_until: null, last_error: String(error.message).slice(0, 1000) },
      })
      .catch(() => undefined);
    this.tick();
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
