// Opens the database the app runs on: the configured PostgreSQL, or the embedded one. Either way the app reaches it
// through one pg pool and Prisma's pg driver adapter, and the committed migrations are applied first.
import { Logger } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { within } from '../common/within.js';
import type { AppConfig } from '../config/config.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';
import { applyMigrations } from './migrator.js';

export class PrismaService extends PrismaClient {}

const DEAD_CONNECTION_GRACE_MS = 1_000;
const CLOSE_MS = 5_000;

export interface Database {
  prisma: PrismaService;
  pool: pg.Pool;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(config: AppConfig): Promise<Database> {
  const logger = new Logger('Database');
  let embedded: EmbeddedDatabase | undefined;
  let url = config.database.url;
  if (!url) {
    embedded = await startEmbeddedDatabase(config.dataDir);
    url = embedded.url;
    logger.log(`Embedded PostgreSQL (PGlite) with data in ${config.dataDir}/pgdata`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: config.database.poolSize,
    connectionTimeoutMillis: config.database.acquireTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // A connection losing its server (a restart, pg_terminate_backend, a network cut) must not crash the process, nor
  // stay checked out for good: a transaction whose COMMIT or ROLLBACK fails on a dead connection may never give it
  // back, and a few of those would exhaust the pool. So each connection gets its own listener, and one still checked
  // out a moment after it died is returned with its error (the pool then discards it). The query in flight fails (a
  // 503 with a detail) and the next one gets a live connection.
  pool.on('error', (error) => logger.warn(`Idle database connection lost: ${error.message}`));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      logger.warn(`Database connection lost: ${error.message}`);
      setTimeout(() => {
        try {
          (client as pg.PoolClient).release?.(error);
        } catch {
          // Given back already, as it should be.
        }
      }, DEAD_CONNECTION_GRACE_MS).unref();
    }),
  );
  try {
    const client = await pool.connect();
    try {
      const applied = await applyMigrations(client);
      if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  const prisma = new PrismaService({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    pool,
    embedded: Boolean(embedded),
    async close() {
      await prisma.$disconnect();
      // Bounded: a shutdown must end even if a connection is never given back.
      await within(pool.end(), CLOSE_MS, undefined);
      await embedded?.stop();
    },
  };
}
