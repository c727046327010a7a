// Hands committed outbox rows to the mail queue: at once when a service says it committed some, and on a sweep that
// also brings back rows whose claim's lease ended (a killed worker, a job lost with Redis) and rows whose backoff is
// over. Claiming (one UPDATE ... SKIP LOCKED) means two processes never hand over the same claim.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { withRequestId } from '../common/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { UTC_NOW } from '../prisma/sql.js';
import { MAIL_QUEUE, WORKER_ENABLED } from './mail.tokens.js';
import type { MailQueue } from './mail-queue.js';
import { SendMailProcessor } from './send-mail.processor.js';

const SWEEP_MS = 2_000;
/** Rows handed over and not yet finished, at most: a backlog waits in the table, not in the queue, so no lease ends while a row waits its turn. */
const MAX_IN_FLIGHT = 200;

@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private unsubscribe?: () => void;

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly processor: SendMailProcessor,
    @Inject(MAIL_QUEUE) private readonly queue: MailQueue,
    @Inject(WORKER_ENABLED) private readonly workerEnabled: boolean,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    if (this.workerEnabled) this.queue.startWorker(this.processor);
    // An in-process queue with no worker here would hold rows nobody sends: the separate worker relays them itself.
    if (!this.workerEnabled && !this.queue.shared) return;
    this.unsubscribe = this.events.on('mail.enqueued', () => this.sweep());
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
    void this.sweep();
  }

  /** One sweep at a time; a request during a sweep runs again right after it. */
  sweep(): Promise<void> {
    // Woken by one change's event, a sweep hands over every due row: it belongs to no request (each job has its own).
    const next = (this.running ?? Promise.resolve())
      .then(() => withRequestId(null, () => this.relay()))
      .catch((error) => {
        this.logger.warn(`Relay sweep failed: ${(error as Error).message}`);
      });
    this.running = next;
    return next;
  }

  private async relay() {
    const [{ busy }] = await this.prisma.$queryRawUnsafe<{ busy: number }[]>(
      `SELECT count(*)::int AS busy FROM mail_outbox WHERE status = 'queued' AND lease_until >= ${UTC_NOW}`,
    );
    const room = MAX_IN_FLIGHT - busy;
    if (room <= 0) return;
    const claimed = await this.prisma.$queryRawUnsafe<{ id: number; claim: number; request_id: string | null }[]>(
      `UPDATE mail_outbox SET status = 'queued', claim = claim + 1, queued_at = ${UTC_NOW},
              lease_until = ${UTC_NOW} + make_interval(secs => $1)
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE (status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ${UTC_NOW}))
            OR (status = 'queued' AND lease_until < ${UTC_NOW})
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, claim, request_id`,
      this.config.mail.leaseMs / 1000,
      room,
    );
    for (const [index, job] of claimed.entries()) {
      try {
        await this.queue.add({ outboxId: job.id, claim: job.claim, ...(job.request_id && { requestId: job.request_id }) });
      } catch (error) {
        // The queue is away (Redis down): give back what was not handed over, for the next sweep.
        const rest = claimed.slice(index);
        await this.prisma.mailOutbox.updateMany({
          where: { OR: rest.map((r) => ({ id: r.id, claim: r.claim, status: 'queued' as const })) },
          data: { status: 'pending', lease_until: null },
        });
        throw error;
      }
    }
  }

  async onModuleDestroy() {
    this.unsubscribe?.();
    clearInterval(this.timer);
    await this.running;
  }
}
