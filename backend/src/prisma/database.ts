// Opens the database the app runs on: the configured PostgreSQL, or the embedded one. Either way the app reaches it
// through one pg pool and Prisma's pg driver adapter, and the committed migrations are applied first.
import { Logger } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';
import { applyMigrations } from './migrator.js';

export class PrismaService extends PrismaClient {}

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
  // An idle client losing its server must not crash the process; the pool replaces it on next use.
  pool.on('error', (error) => logger.warn(`Idle database connection lost: ${error.message}`));
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
      await pool.end().catch(() => undefined);
      await embedded?.stop();
    },
  };
}
