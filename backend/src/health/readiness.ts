// Whether this process can serve: the database and Redis each answer a ping within a second, or count as down. One
// Redis client is kept for the pings (no connection per call), and it never queues a ping while Redis is away.
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { within } from '../common/within.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE } from '../prisma/prisma.module.js';
import type { Database } from '../prisma/database.js';

export type State = 'up' | 'down' | 'disabled';
const PROBE_MS = 1_000;

@Injectable()
export class Readiness implements OnModuleInit, OnModuleDestroy {
  private client?: Redis;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Connected from the start, so the first probe finds the connection made. */
  onModuleInit() {
    if (this.config.redisUrl) this.client = this.connect(this.config.redisUrl);
  }

  async check(): Promise<{ ready: boolean; database: State; redis: State }> {
    const [database, redis] = await Promise.all([
      within(
        this.db.prisma.$queryRaw`SELECT 1`.then((): State => 'up'),
        PROBE_MS,
        'down' as State,
      ),
      this.redis(),
    ]);
    return { ready: database === 'up' && redis !== 'down', database, redis };
  }

  private redis(): Promise<State> {
    if (!this.config.redisUrl) return Promise.resolve('disabled');
    this.client ??= this.connect(this.config.redisUrl);
    return within(
      this.client.ping().then((reply): State => (reply === 'PONG' ? 'up' : 'down')),
      PROBE_MS,
      'down',
    );
  }

  private connect(url: string) {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: PROBE_MS, lazyConnect: false });
    client.on('error', () => undefined);
    return client;
  }

  onModuleDestroy() {
    this.client?.disconnect();
  }
}
