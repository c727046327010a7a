// Two queues with one contract: BullMQ on Redis when REDIS_URL is set, an in-process queue otherwise. Both retry with
// exponential backoff and run each outbox id at most once at a time.
import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';

export const MAIL_QUEUE_NAME = 'mail';
export const MAIL_ATTEMPTS = 6;
export const MAIL_BACKOFF_MS = 2_000;

export interface MailJobHandler {
  process(outboxId: number): Promise<void>;
  giveUp(outboxId: number, error: unknown): Promise<void>;
}

export interface QueueStats {
  mode: 'bullmq' | 'in-process';
  waiting: number;
  active: number;
  failed: number;
  worker: boolean;
}

export interface MailQueue {
  add(outboxId: number): Promise<void>;
  /** Starts consuming jobs in this process. */
  startWorker(handler: MailJobHandler): void;
  stats(): Promise<QueueStats>;
  close(): Promise<void>;
}

export class BullMailQueue implements MailQueue {
  private readonly queue: Queue;
  private worker?: Worker;
  private readonly connections: Redis[] = [];

  // The prefix keeps apart the queues of different deployments (or test databases) sharing one Redis.
  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {
    this.queue = new Queue(MAIL_QUEUE_NAME, { connection: this.connect(redisUrl), prefix });
  }

  private connect(url: string): Redis {
    const redis = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
    redis.on('error', (error) => new Logger('MailQueue').warn(`Redis: ${error.message}`));
    this.connections.push(redis);
    return redis;
  }

  async add(outboxId: number): Promise<void> {
    // The job id makes enqueueing idempotent: a second add of the same outbox row is ignored while the job exists.
    await this.queue.add(
      'send',
      { outboxId },
      {
        jobId: `outbox-${outboxId}`,
        attempts: MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  startWorker(handler: MailJobHandler): void {
    this.worker = new Worker(
      MAIL_QUEUE_NAME,
      async (job: Job<{ outboxId: number }>) => handler.process(job.data.outboxId),
      { connection: this.connect(this.redisUrl), prefix: this.prefix, concurrency: 4 },
    );
    this.worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) void handler.giveUp(job.data.outboxId, error);
    });
    this.worker.on('error', (error) => new Logger('MailWorker').warn(error.message));
  }

  async stats(): Promise<QueueStats> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'failed', 'delayed');
    return {
      mode: 'bullmq',
      waiting: (counts.waiting ?? 0) + (counts.delayed ?? 0),
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
      worker: Boolean(this.worker),
    };
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }
}

export class InProcessMailQueue implements MailQueue {
  private handler?: MailJobHandler;
  private readonly pending = new Set<number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private active = 0;
  private failed = 0;
  private closed = false;

  constructor(
    private readonly attempts = MAIL_ATTEMPTS,
    private readonly backoffMs = MAIL_BACKOFF_MS,
  ) {}

  async add(outboxId: number): Promise<void> {
    if (this.pending.has(outboxId) || this.closed) return;
    this.pending.add(outboxId);
    this.schedule(outboxId, 1, 0);
  }

  startWorker(handler: MailJobHandler): void {
    this.handler = handler;
  }

  private schedule(outboxId: number, attempt: number, delay: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.run(outboxId, attempt);
    }, delay);
    this.timers.add(timer);
  }

  private async run(outboxId: number, attempt: number) {
    if (this.closed) return;
    if (!this.handler) return this.schedule(outboxId, attempt, this.backoffMs);
    this.active++;
    try {
      await this.handler.process(outboxId);
      this.pending.delete(outboxId);
    } catch (error) {
      if (attempt >= this.attempts) {
        this.pending.delete(outboxId);
        this.failed++;
        await this.handler.giveUp(outboxId, error).catch(() => undefined);
      } else {
        this.schedule(outboxId, attempt + 1, this.backoffMs * 2 ** (attempt - 1));
      }
    } finally {
      this.active--;
    }
  }

  async stats(): Promise<QueueStats> {
    return {
      mode: 'in-process',
      waiting: this.pending.size - this.active,
      active: this.active,
      failed: this.failed,
      worker: Boolean(this.handler),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
