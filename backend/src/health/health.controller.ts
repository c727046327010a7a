// Probes for orchestrators and a status page for organisers:
// - /health/live: the process answers (restart it if not);
// - /health/ready and /health: the database and Redis answer within a second (send it traffic if so), 503 otherwise;
//   /health adds, for admins only, the queue and the mail and event outboxes by state (dead letters included).
import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public } from '../http/decorators.js';
import { HealthService } from './health.service.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';

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

@Public()
@Section('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly checks: HealthService) {}

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
    const { ready, database, redis } = await this.checks.ready();
    reply.status(ready ? 200 : 503);
    return { status: ready ? 'ok' : 'unavailable', database, redis };
  }

  @Get()
  @Summary('Status (with queue and outboxes for admins)')
  @Answers(HealthView, 200, 'Healthy (503 with the same body when degraded); the queue and outboxes only for admins')
  async health(@CurrentUser() user: AuthUser | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const { ready, summary } = await this.checks.status();
    reply.status(ready ? 200 : 503);
    if (user?.role !== 'admin') return summary;
    return { ...summary, ...(await this.checks.details()) };
  }
}
