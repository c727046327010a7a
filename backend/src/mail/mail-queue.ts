// Two queues with one contract: BullMQ on Redis when REDIS_URL is set, an in-process queue otherwise. A job is one
// attempt at one claim of an outbox row; retries, backoff and giving up are decided on the row (send-mail.processor),
// so a job lost with Redis or a killed worker costs nothing but the row's lease.
import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { withRequestId } from '../common/request-context.js';

export const MAIL_QUEUE_NAME = 'mail';

export interface MailJob {
  outboxId: number;
  claim: number;
  /** The request whose change wrote the mail (x-request-id): the sender's log lines carry it. */
  requestId?: string;
}

export interface MailJobHandler {
  process(job: MailJob): Promise<void>;
}

export interface QueueStats {
  mode: 'bullmq' | 'in-process';
  waiting: number;
  active: number;
  worker: boolean;
}

export interface MailQueue {
  /** Whether a worker in another process can take this queue's jobs. */
  readonly shared: boolean;
  add(job: MailJob): Promise<void>;
  /** Starts consuming jobs in this process. */
  startWorker(handler: MailJobHandler): void;
  stats(): Promise<QueueStats>;
  /** Stops taking jobs and waits for those under way. */
  close(): Promise<void>;
}

const logger = new Logger('MailQueue');

/** A handler that throws (the database away, say) is logged; the row's lease brings the mail back. */
function run(handler: MailJobHandler, job: MailJob): Promise<void> {
  return withRequestId(job.requestId, async () => {
    try {
      await handler.process(job);
    } catch (error) {
      logger.warn(`Mail ${job.outboxId} (claim ${job.claim}) not finished, it returns when its lease ends: ${(error as Error)?.message ?? error}`);
    }
  });
}

export class BullMailQueue implements MailQueue {
  readonly shared = true;
  private readonly queue: Queue;
  private worker?: Worker;
  private readonly connections: Redis[] = [];

  // The prefix keeps apart the queues of different deployments (or test databases) sharing one Redis.
  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {
    // Adding fails at once while Redis is away (no offline queue): the relay tries again on its next sweep.
    this.queue = new Queue(MAIL_QUEUE_NAME, { connection: this.connect(redisUrl, false), prefix });
    this.queue.on('error', (error) => logger.warn(`Queue: ${error.message}`));
  }

  private connect(url: string, offlineQueue: boolean): Redis {
    const redis = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: offlineQueue, lazyConnect: false });
    redis.on('error', (error) => logger.warn(`Redis: ${error.message}`));
    this.connections.push(redis);
    return redis;
  }

  async add(job: MailJob): Promise<void> {
    // One job id per claim: adding the same claim twice is ignored, a new claim is always a new job.
    await this.queue.add('send', job, {
      jobId: `outbox-${job.outboxId}-${job.claim}`,
      attempts: 1,
      removeOnComplete: { age: 3600, count: 10_000 },
      removeOnFail: { age: 24 * 3600 },
    });
  }

  startWorker(handler: MailJobHandler): void {
    this.worker = new Worker(MAIL_QUEUE_NAME, (job: Job<MailJob>) => run(handler, job.data), {
      connection: this.connect(this.redisUrl, true),
      prefix: this.prefix,
      concurrency: 4,
    });
    this.worker.on('error', (error) => new Logger('MailWorker').warn(error.message));
  }

  async stats(): Promise<QueueStats> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed');
    return { mode: 'bullmq', waiting: (counts.waiting ?? 0) + (counts.delayed ?? 0), active: counts.active ?? 0, worker: Boolean(this.worker) };
  }

  async close(): Promise<void> {
    await this.worker?.close().catch(() => undefined);
    await this.queue.close().catch(() => undefined);
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }
}

export class InProcessMailQueue implements MailQueue {
  readonly shared = false;
  private handler?: MailJobHandler;
  private readonly waiting: MailJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly concurrency = 4) {}

  async add(job: MailJob): Promise<void> {
    if (this.closed) throw new Error('The mail queue is closed');
    this.waiting.push(job);
    this.drain();
  }

  startWorker(handler: MailJobHandler): void {
    this.handler = handler;
    this.drain();
  }

  private drain() {
    const handler = this.handler;
    while (handler && !this.closed && this.running.size < this.concurrency && this.waiting.length) {
      const job = this.waiting.shift()!;
      const task: Promise<void> = run(handler, job).finally(() => {
        this.running.delete(task);
        this.drain();
      });
      this.running.add(task);
    }
  }

  async stats(): Promise<QueueStats> {
    return { mode: 'in-process', waiting: this.waiting.length, active: this.running.size, worker: Boolean(this.handler) };
  }

  async close(): Promise<void> {
    this.closed = true;
    // Jobs not started keep their rows claimed until the lease ends; whoever runs next sends them.
    this.waiting.length = 0;
    await Promise.allSettled([...this.running]);
  }
}
