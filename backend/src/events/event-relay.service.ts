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
  attempts: number;
  handled: string[];
}

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

/** Records that `consumer` handled the row; 0 when it already had (another relay got there first). */
function recordDelivery(db: Tx, eventId: number, consumer: string): Promise<number> {
  return db.$executeRaw`INSERT INTO event_deliveries (event_id, consumer) VALUES (${eventId}, ${consumer}) ON CONFLICT DO NOTHING`;
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

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

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
      data: { name: events.map((e) => e.name).join(','), events: events as unknown as Prisma.InputJsonValue },
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
    await this.running;
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
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.closed);
    })()
      .catch((error: Error) => this.logger.warn(`Event delivery failed, retrying: ${error.message}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass() {
    const rows = await this.claim();
    for (const row of rows) {
      if (this.closed) break;
      await this.deliver(row);
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
         RETURNING id, events, attempts,
           ARRAY(SELECT consumer FROM event_deliveries WHERE event_id = event_outbox.id) AS handled`,
        this.me,
        LEASE_SECONDS,
        BATCH,
      );
    });
    return rows.sort((a, b) => a.id - b.id);
  }

  private async deliver(row: ClaimedRow) {
    const events = revive(row.events) as Announced[];
    const relevant = (c: Consumer) => events.filter((e) => c.events.has(e.name));
    try {
      const handled = new Set(row.handled);
      const due = this.consumers.filter((c) => !handled.has(c.name) && relevant(c).length > 0);
      // Followers first: what visitors see is on its way before the notices are written. A writer's own effects that
      // visitors see are announced as events of their own, delivered as the next row.
      for (const consumer of due.filter((c) => !c.inTransaction)) {
        await consumer.handle(relevant(consumer), null, () => undefined);
        await recordDelivery(this.prisma, row.id, consumer.name);
      }
      const writers = due.filter((c) => c.inTransaction);
      if (writers.length) {
        const announced: Announced[] = [];
        await this.prisma.$transaction(
          async (tx) => {
            announced.length = 0;
            for (const consumer of writers) {
              if ((await recordDelivery(tx, row.id, consumer.name)) === 0) continue;
              await consumer.handle(relevant(consumer), tx, ((name, payload) => void announced.push({ name, payload } as Announced)) as Announce);
            }
            const durable = announced.filter((e) => DURABLE_EVENTS.has(e.name));
            if (durable.length) await this.write(tx, durable);
          },
          { timeout: 30_000, maxWait: 10_000 },
        );
        for (const event of announced) if (!DURABLE_EVENTS.has(event.name)) this.events.emit(event.name, event.payload as never);
        if (announced.some((e) => DURABLE_EVENTS.has(e.name))) this.again = true;
      }
      await this.prisma.eventOutbox.update({ where: { id: row.id }, data: { done_at: new Date(), claimed_until: null, last_error: null } });
      this.lastDelivered = Math.max(this.lastDelivered, row.id);
      for (const event of events) this.events.emit(event.name, event.payload as never);
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = Math.min(1_000 * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      this.logger.warn(`Event row ${row.id} not delivered (attempt ${attempts}), retrying in ${delay / 1000} s: ${(error as Error).message}`);
      await this.prisma.eventOutbox
        .update({
          where: { id: row.id },
          data: { attempts, next_attempt_at: new Date(Date.now() + delay), claimed_until: null, last_error: String((error as Error).message).slice(0, 1000) },
        })
        .catch(() => undefined);
    }
  }
}
