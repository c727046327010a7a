// Moves committed outbox rows to the mail queue: at once when a service says it committed some, and on a sweep that
// also catches rows left behind by a crash. Claiming a row (pending -> queued) first means two processes never both
// enqueue it.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { MAIL_QUEUE, WORKER_ENABLED } from './mail.tokens.js';
import type { MailQueue } from './mail-queue.js';
import { SendMailProcessor } from './send-mail.processor.js';

const SWEEP_MS = 5_000;
const STALE_QUEUED_MS = 10 * 60_000;

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
  ) {}

  onApplicationBootstrap() {
    if (this.workerEnabled) this.queue.startWorker(this.processor);
    this.unsubscribe = this.events.on('mail.enqueued', () => this.sweep());
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
    void this.sweep();
  }

  /** One sweep at a time; a request during a sweep runs again right after it. */
  sweep(): Promise<void> {
    const next = (this.running ?? Promise.resolve()).then(() => this.relay()).catch((error) => {
      this.logger.warn(`Relay sweep failed: ${(error as Error).message}`);
    });
    this.running = next;
    return next;
  }

  private async relay() {
    const stale = new Date(Date.now() - STALE_QUEUED_MS);
    const rows = await this.prisma.mailOutbox.findMany({
      where: { OR: [{ status: 'pending' }, { status: 'queued', queued_at: { lt: stale } }] },
      orderBy: { id: 'asc' },
      take: 100,
      select: { id: true, status: true },
    });
    for (const row of rows) {
      const claimed = await this.prisma.mailOutbox.updateMany({
        where: { id: row.id, status: row.status },
        data: { status: 'queued', queued_at: new Date() },
      });
      if (claimed.count === 0) continue;
      try {
        await this.queue.add(row.id);
      } catch (error) {
        await this.prisma.mailOutbox.update({ where: { id: row.id }, data: { status: 'pending' } });
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
