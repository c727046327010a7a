// What operators watch on the conference morning (issue 48), in Prometheus's format through prom-client: the process
// (memory, event-loop lag, GC: prom-client's defaults), request durations by route, open sockets, how long a change
// takes to reach every socket on this replica, the outboxes (events, mail, push) and the mail queue, and the database
// pool. Gauges that need the database are read when scraped, each given a second.
import { Inject, Injectable, Optional } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { within } from '../common/within.js';
import { EventRelay } from '../events/event-relay.service.js';
import { MAIL_QUEUE } from '../mail/mail.tokens.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { DATABASE } from '../prisma/prisma.module.js';
import type { Database } from '../prisma/database.js';

const READ_MS = 1_000;
/** From a few milliseconds (a quiet replica) to seconds (one that fell behind). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private sockets: () => number = () => 0;

  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, from arrival to the answer sent',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly fanOut = new Histogram({
    name: 'push_fan_out_seconds',
    help: "From a change's commit to its events written to every socket on this replica",
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly pushed = new Counter({
    name: 'push_events_total',
    help: 'Events pushed to sockets, by name',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(MAIL_QUEUE) private readonly queue: MailQueue,
    @Optional() relay?: EventRelay,
  ) {
    relay?.onDelivered((events, seconds) => this.delivered(events, seconds));
    collectDefaultMetrics({ register: this.registry });
    this.gauge('realtime_sockets', 'Socket.IO connections open on this replica', [], (g) => g.set(this.sockets()));
    this.gauge('db_pool_connections', "The database pool's connections by state (waiting: requests queued for a connection)", ['state'], (g) => {
      const pool = this.db.pool;
      g.set({ state: 'total' }, pool.totalCount);
      g.set({ state: 'idle' }, pool.idleCount);
      g.set({ state: 'waiting' }, pool.waitingCount);
    });
    this.gauge('event_outbox_pending', 'Committed changes not yet delivered to every consumer', [], async (g) => g.set((await this.eventOutbox()).pending));
    this.gauge('event_outbox_lag_seconds', 'Age of the oldest change not yet delivered (0 when none waits)', [], async (g) =>
      g.set((await this.eventOutbox()).lag),
    );
    this.gauge('outbox_rows', 'Mail and web-push outbox rows by state (failed: given up on)', ['outbox', 'status'], async (g) => {
      g.reset();
      for (const [outbox, counts] of Object.entries(await this.outboxes())) for (const [status, n] of Object.entries(counts)) g.set({ outbox, status }, n);
    });
    this.gauge('mail_queue_jobs', 'Mail jobs in the queue by state (BullMQ with REDIS_URL, else the in-process queue)', ['state'], async (g) => {
      g.reset();
      const stats = await within(this.queue.stats(), READ_MS, null);
      for (const [state, n] of Object.entries(stats ?? {})) if (typeof n === 'number') g.set({ state }, n);
    });
  }

  /** A gauge read when scraped. */
  private gauge<L extends string>(name: string, help: string, labelNames: L[], read: (gauge: Gauge<L>) => void | Promise<void>): void {
    const gauge: Gauge<L> = new Gauge({ name, help, labelNames, registers: [this.registry], collect: () => read(gauge) });
  }

  /** Where the replica's open sockets are counted (the realtime gateway, once its server is up). */
  countSocketsWith(count: () => number): void {
    this.sockets = count;
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  /** A change's events were written to this replica's sockets `seconds` after its commit. */
  private delivered(events: readonly string[], seconds: number): void {
    this.fanOut.observe(seconds);
    for (const event of events) this.pushed.inc({ event });
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private outboxRead?: Promise<{ pending: number; lag: number }>;

  /** One read per scrape for both event-outbox gauges. */
  private eventOutbox(): Promise<{ pending: number; lag: number }> {
    this.outboxRead ??= within(
      this.db.prisma.$queryRaw<{ pending: bigint; oldest: Date | null }[]>`
        SELECT count(*) AS pending, min(created_at) AS oldest FROM event_outbox WHERE done_at IS NULL`.then(([row]) => ({
        pending: Number(row.pending),
        lag: row.oldest ? Math.max(0, (Date.now() - row.oldest.getTime()) / 1000) : 0,
      })),
      READ_MS,
      { pending: Number.NaN, lag: Number.NaN },
    ).finally(() => setImmediate(() => (this.outboxRead = undefined)));
    return this.outboxRead;
  }

  private async outboxes(): Promise<Record<string, Record<string, number>>> {
    const byStatus = (rows: { status: string; _count: number }[]) => Object.fromEntries(rows.map((r) => [r.status, r._count]));
    const [mail, push] = await Promise.all([
      within(this.db.prisma.mailOutbox.groupBy({ by: ['status'], _count: true }).then(byStatus), READ_MS, {}),
      within(this.db.prisma.pushOutbox.groupBy({ by: ['status'], _count: true }).then(byStatus), READ_MS, {}),
    ]);
    return { mail, push };
  }
}
