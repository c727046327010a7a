// What the health routes report: readiness for everyone, and for admins the queue and the mail and event outboxes by
// state (dead letters included), each given a second to answer.
import { Inject, Injectable } from '@nestjs/common';
import { within } from '../common/within.js';
import { MAIL_QUEUE } from '../mail/mail.tokens.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { DATABASE } from '../prisma/prisma.module.js';
import type { Database } from '../prisma/database.js';
import { Readiness } from './readiness.js';

const DETAIL_MS = 1_000;

@Injectable()
export class HealthService {
  constructor(
    private readonly readiness: Readiness,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(MAIL_QUEUE) private readonly queue: MailQueue,
  ) {}

  ready() {
    return this.readiness.check();
  }

  /** Whether the process can serve, and the summary anyone may read. */
  async status() {
    const { ready, database, redis } = await this.readiness.check();
    return { ready, summary: { status: ready ? 'ok' : 'degraded', database: { state: database, embedded: this.db.embedded }, redis } };
  }

  /** For admins: the queue, and the outboxes by state; each part null (the queue 'down') when it does not answer in time. */
  async details() {
    const byStatus = (rows: { status: string; _count: number }[]) => Object.fromEntries(rows.map((r) => [r.status, r._count]));
    const [queue, mail, events] = await Promise.all([
      within(this.queue.stats(), DETAIL_MS, null),
      within(this.db.prisma.mailOutbox.groupBy({ by: ['status'], _count: true }).then(byStatus), DETAIL_MS, null),
      within(
        this.db.prisma.eventOutbox.count({ where: { done_at: null } }).then((pending) => ({ pending })),
        DETAIL_MS,
        null,
      ),
    ]);
    return { queue: queue ?? { state: 'down' }, mail_outbox: mail, event_outbox: events };
  }
}
