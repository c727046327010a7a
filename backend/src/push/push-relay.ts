// Sends the queued pushes (push_outbox) where the worker runs (RUN_WORKER, or the worker process). Rows are claimed
// with SKIP LOCKED under a lease, so replicas never send the same row at once, and a relay that died lets its rows
// go when the lease ends. Each push is sent on its own, up to MAX_IN_FLIGHT at a time: a slow or dead push service
// holds its own rows (each bounded to the sender's timeout), never the others'. While there is a backlog (a change
// told to thousands of devices), the relay claims more as soon as half its room is free, not at the next tick.
//
// Delivery is at least once: a relay killed after a push service took a push but before the row was marked sent
// sends it again when the row's lease ends (PUSH_LEASE_SECONDS, longer than a send may take: a row still claimed past
// it belongs to a relay that died). The notification's tag (and the push's Topic) make the second replace the first
// on the device, so a person sees it once.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { withRequestId } from '../common/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';
import { PushSender, type PushMessage, type PushOutcome } from './push-sender.js';

const TICK_MS = 250;
const MAX_IN_FLIGHT = 64;
const MAX_ATTEMPTS = 8;
const MAX_RETRY_AFTER_MS = 3_600_000;

interface ClaimedPush {
  id: number;
  attempts: number;
  message: PushMessage;
  ttl_seconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  topic: string | null;
  created_at: Date;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The request whose change queued it (x-request-id), for the log lines of its sending. */
  request_id: string | null;
}

/** The wait before the next try: the push service's Retry-After, else 5 s doubling per attempt, up to 10 minutes. */
export function retryDelayMs(attempts: number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

@Injectable()
export class PushRelay implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PushRelay');
  private timer?: NodeJS.Timeout;
  private inFlight = 0;
  private claiming = false;
  /** The last claim found pushes to send: more may be waiting, so claim again as room frees, not at the next tick. */
  private backlog = false;
  private readonly sending = new Set<Promise<void>>();
  /** Pushes the push service took, recorded together (one statement for many, not one each). */
  private sent: number[] = [];
  private recordingSent?: Promise<void>;

  constructor(
    private readonly prisma: PrismaService,
    private readonly sender: PushSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    if (!this.config.mail.runWorker) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  async onModuleDestroy() {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.sending]);
    await this.recordSent();
  }

  /** Claims what there is room for and sends each on its own (as part of its change's request, for the logs). */
  tick(): Promise<void> {
    // Started after some push's send, a claim belongs to no request.
    return withRequestId(null, () => this.claimAndSend());
  }

  private async claimAndSend(): Promise<void> {
    if (this.claiming || this.inFlight >= MAX_IN_FLIGHT) return;
    this.claiming = true;
    try {
      const room = MAX_IN_FLIGHT - this.inFlight;
      const claimed = await this.claim(room);
      // Rows came: more may follow at once (a sweep writing a change's pushes in batches).
      this.backlog = claimed.length > 0;
      for (const push of claimed) {
        this.inFlight++;
        const sent = withRequestId(push.request_id, () => this.send(push)).finally(() => {
          this.inFlight--;
          this.sending.delete(sent);
          if (this.backlog && this.timer && this.inFlight <= MAX_IN_FLIGHT / 2) void this.tick();
        });
        this.sending.add(sent);
      }
    } catch (error) {
      this.logger.warn(`Claiming pushes failed, trying again: ${(error as Error).message}`);
    } finally {
      this.claiming = false;
    }
  }

  private async claim(limit: number): Promise<ClaimedPush[]> {
    // Most ticks find nothing due: a plain read then, and a claim only when there is work.
    const due = await this.prisma.$queryRaw<unknown[]>`
      SELECT 1 FROM push_outbox
      WHERE (status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())) OR (status = 'sending' AND lease_until < now())
      LIMIT 1`;
    if (due.length === 0) return [];
    return this.prisma.$queryRaw<ClaimedPush[]>`
      WITH due AS (
        SELECT id FROM push_outbox
        WHERE (status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now()))
           OR (status = 'sending' AND lease_until < now())
        ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      UPDATE push_outbox o SET status = 'sending', lease_until = now() + make_interval(secs => ${this.config.push.leaseMs / 1000}), attempts = o.attempts + 1
      FROM due, push_subscriptions s
      WHERE o.id = due.id AND s.id = o.subscription_id
      RETURNING o.id, o.attempts, o.message, o.ttl_seconds, o.urgency, o.topic, o.created_at, o.subscription_id, s.endpoint, s.p256dh, s.auth, o.request_id`;
  }

  private async send(push: ClaimedPush): Promise<void> {
    // What the push service keeps for an offline device counts from the change, not from this try.
    const ttlSeconds = Math.max(0, push.ttl_seconds - Math.floor((Date.now() - push.created_at.getTime()) / 1000));
    let outcome: PushOutcome;
    try {
      outcome =
        ttlSeconds > 0
          ? await this.sender.send(push, push.message, { ttlSeconds, urgency: push.urgency, topic: push.topic ?? undefined })
          : { kind: 'refused', status: 0 };
    } catch (error) {
      outcome = { kind: 'refused', status: 0 };
      this.logger.error(`Push ${push.id} could not be made: ${(error as Error).message}`);
    }
    // The device by its subscription's id, never its endpoint (a capability: whoever has it can push to the device).
    const what = `Push ${push.id} to device ${push.subscription_id}`;
    if (outcome.kind === 'sent') this.logger.log(`${what} sent`);
    else if (outcome.kind === 'retry') this.logger.warn(`${what} not taken, attempt ${push.attempts}`);
    else if (outcome.kind === 'gone') this.logger.log(`${what}: the subscription has ended, removing it`);
    else this.logger.warn(`${what} refused (${outcome.status || 'expired or not sendable'})`);
    try {
      await this.record(push, outcome);
    } catch (error) {
      // The lease ends and the row is claimed again: sent twice at worst, replaced on the device by its tag.
      this.logger.warn(`Recording push ${push.id} failed: ${(error as Error).message}`);
    }
  }

  /**
   * Marks the pushes taken so far as sent: one statement for all that were taken while the last one ran. Resolves
   * once the caller's push is recorded.
   */
  private async recordSent(): Promise<void> {
    while (this.recordingSent) await this.recordingSent;
    if (this.sent.length === 0) return;
    const ids = this.sent;
    this.sent = [];
    this.recordingSent = this.prisma.pushOutbox
      .updateMany({ where: { id: { in: ids }, status: 'sending' }, data: { status: 'sent', sent_at: new Date(), lease_until: null } })
      .then(
        () => undefined,
        (error: Error) => {
          // Their leases end and they are claimed again: sent twice at worst, replaced on the device by their tag.
          this.logger.warn(`Recording ${ids.length} pushes as sent failed: ${error.message}`);
        },
      )
      .finally(() => (this.recordingSent = undefined));
    await this.recordingSent;
  }

  private async record(push: ClaimedPush, outcome: PushOutcome): Promise<void> {
    const row = { id: push.id, status: 'sending' };
    switch (outcome.kind) {
      case 'sent':
        this.sent.push(push.id);
        await this.recordSent();
        return;
      case 'gone':
        // The subscription has ended: it goes, and its queued pushes with it.
        await this.prisma.pushSubscription.deleteMany({ where: { id: push.subscription_id } });
        return;
      case 'retry':
        if (push.attempts < MAX_ATTEMPTS) {
          const next = new Date(Date.now() + retryDelayMs(push.attempts, outcome.afterMs));
          await this.prisma.pushOutbox.updateMany({ where: row, data: { status: 'pending', next_attempt_at: next, lease_until: null, last_error: 'retry' } });
          return;
        }
        await this.prisma.pushOutbox.updateMany({
          where: row,
          data: { status: 'failed', lease_until: null, last_error: `gave up after ${push.attempts} attempts` },
        });
        return;
      case 'refused':
        await this.prisma.pushOutbox.updateMany({
          where: row,
          data: { status: 'failed', lease_until: null, last_error: outcome.status ? `refused: ${outcome.status}` : 'expired or not sendable' },
        });
    }
  }
}
