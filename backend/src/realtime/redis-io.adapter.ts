// With REDIS_URL set, Socket.IO servers in several app processes share rooms through Redis pub/sub, so an event
// caused on one instance reaches sockets connected to another. The channel carries the deployment's prefix
// (QUEUE_PREFIX), so deployments sharing one Redis never hear each other's rooms.
import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { LeanIoAdapter } from './lean-io.adapter.js';

export class RedisIoAdapter extends LeanIoAdapter {
  private adapterConstructor?: ReturnType<typeof createAdapter>;
  private clients: Redis[] = [];

  constructor(app: INestApplicationContext) {
    super(app);
  }

  async connect(redisUrl: string, prefix: string): Promise<void> {
    const pub = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    this.clients = [pub, sub];
    await Promise.all(
      this.clients.map((c) =>
        c.status === 'ready'
          ? undefined
          : new Promise((resolve, reject) => {
              c.once('ready', resolve);
              c.once('error', reject);
            }),
      ),
    );
    this.adapterConstructor = createAdapter(pub, sub, { key: `${prefix}:socket.io` });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
