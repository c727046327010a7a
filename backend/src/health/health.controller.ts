// Probes for orchestrators and a status page for organisers:
// - /health/live: the process answers (restart it if not);
// - /health/ready and /health: the database and Redis answer within a second (send it traffic if so), 503 otherwise;
//   /health adds, for admins only, the queue and the mail and event outboxes by state (dead letters included).
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../common/auth-user.js';
import { CurrentUser, Public } from '../common/decorators.js';
import { MAIL_QUEUE } from '../mail/mail.tokens.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { DATABASE } from '../prisma/prisma.module.js';
import type { Database } from '../prisma/database.js';
import { within } from '../common/within.js';
import { Readiness } from './readiness.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../common/openapi.js';

const STATE = z.string().meta({ description: 'up, down or not_configured' });
const ReadyView = z.object({ status: z.enum(['ok', 'unavailable']), database: STATE, redis: STATE });
const HealthView = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: STATE, embedded: z.boolean() }),
  redis: STATE,
  queue: z.record(z.string(), z.unknown()).optional(),
  mail_outbox: z.record(z.string(), z.number()).nullable().optional(),
  event_outbox: z.object({ pending: z.number() }).nullable().optional(),
});

const DETAIL_MS = 1_000;

@Public()
@Section('Health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly readiness: Readiness,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(MAIL_QUEUE) private readonly queue: MailQueue,
  ) {}

  @Get('live')
  @Summary('The process answers')
  @Answers(z.object({ status: z.literal('ok') }))
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @Summary('The database and Redis answer')
  @Answers(ReadyView, 200, 'Ready (503 with the same body when not)')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const { ready, database, redis } = await this.readiness.check();
    reply.status(ready ? 200 : 503);
    return { status: ready ? 'ok' : 'unavailable', database, redis };
  }

  @Get()
  @Summary('Status (with queue and outboxes for admins)')
  @Answers(HealthView, 200, 'Healthy (503 with the same body when degraded); the queue and outboxes only for admins')
  async health(@CurrentUser() user: AuthUser | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const { ready, database, redis } = await this.readiness.check();
    reply.status(ready ? 200 : 503);
    const summary = { status: ready ? 'ok' : 'degraded', database: { state: database, embedded: this.db.embedded }, redis };
    if (user?.role !== 'admin') return summary;
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
    return { ...summary, queue: queue ?? { state: 'down' }, mail_outbox: mail, event_outbox: events };
  }
}
