// The default database when DATABASE_URL is unset: PGlite (PostgreSQL compiled to Wasm) keeping its files under
// DATA_DIR, served on a loopback port so the app talks to it through the same pg driver as a real server.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { holdEmbeddedLock } from './embedded-lock.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  const letGo = holdEmbeddedLock(dataDir);
  // A few connections are accepted; PGlite runs one statement at a time and keeps a transaction's statements together.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 10 });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  return {
    url: `postgresql://postgres@${host}:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
      letGo();
    },
  };
}
