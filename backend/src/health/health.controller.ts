import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Public } from '../common/decorators.js';
import { MAIL_QUEUE } from '../mail/mail.tokens.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { DATABASE } from '../prisma/prisma.module.js';
import type { Database } from '../prisma/database.js';

type State = 'up' | 'down' | 'disabled';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(MAIL_QUEUE) private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis, queue, outbox] = await Promise.all([
      this.db.prisma.$queryRaw`SELECT 1`.then((): State => 'up', (): State => 'down'),
      this.redis(),
      this.queue.stats().catch(() => null),
      this.db.prisma.mailOutbox
        .groupBy({ by: ['status'], _count: true })
        .then((rows) => Object.fromEntries(rows.map((r) => [r.status, r._count])))
        .catch(() => null),
    ]);
    const ok = database === 'up' && redis !== 'down' && queue !== null;
    reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: { state: database, embedded: this.db.embedded },
      redis,
      queue: queue ?? { state: 'down' },
      mail_outbox: outbox,
    };
  }

  private async redis(): Promise<State> {
    if (!this.config.redisUrl) return 'disabled';
    const client = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    } finally {
      client.disconnect();
    }
  }
}
