// Applies the committed migrations in prisma/migrations at start-up. It keeps Prisma's own bookkeeping table
// (_prisma_migrations, same columns and sha256 checksums), so the Prisma CLI sees the same history.
// The CLI itself is not run here: its schema engine cannot be downloaded on our machines and is slow to start.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { START_UP_LOCK } from './start-up-lock.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../prisma/migrations');

const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function applyMigrations(client: pg.ClientBase, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (!existsSync(dir)) throw new Error(`Migrations folder not found: ${dir}`);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort();
  const applied: string[] = [];
  // Held on this connection (outside any transaction), so processes starting together apply each migration once.
  await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
  try {
    await client.query(BOOKKEEPING);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    for (const name of names) {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = done.get(name);
      if (previous?.finished_at) {
        if (previous.checksum !== checksum) {
          throw new Error(`Migration ${name} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      if (previous) throw new Error(`Migration ${name} failed earlier and needs manual attention`);
      const id = randomUUID();
      await client.query('BEGIN');
      try {
        await client.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())', [id, checksum, name]);
        await client.query(sql);
        await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]);
  }
  return applied;
}
