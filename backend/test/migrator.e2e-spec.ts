import { cpSync, mkdtempSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, MIGRATIONS_DIR } from '../src/prisma/migrator.js';
import { createTestDatabase, dropTestDatabase } from './harness.js';

describe('test/migrator.e2e-spec.ts', () => {
  let dbUrl: string;
  let client: pg.Client;

  beforeAll(async () => {
    dbUrl = await createTestDatabase({ empty: true });
    client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await dropTestDatabase(dbUrl);
  });

  it('applies the committed migrations once, in Prisma-compatible bookkeeping', async () => {
    const first = await applyMigrations(client);
    expect(first.length).toBeGreaterThan(0);
    expect(await applyMigrations(client)).toEqual([]);
    const { rows } = await client.query('SELECT migration_name, finished_at, length(checksum) AS len FROM "_prisma_migrations"');
    expect(rows.map((r) => r.migration_name)).toEqual(first);
    expect(rows.every((r) => r.finished_at && r.len === 64)).toBe(true);
    const tables = await client.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('users','sessions','mail_outbox')");
    expect(tables.rows[0].n).toBe(3);
  });

  it('refuses to run when an applied migration was edited, and rolls back a failing one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'conf-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const [name] = (await client.query('SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name')).rows.map((r) => r.migration_name);
    appendFileSync(path.join(dir, name, 'migration.sql'), '\n-- edited\n');
    await expect(applyMigrations(client, dir)).rejects.toThrow(/was changed after it was applied/);

    const fresh = mkdtempSync(path.join(os.tmpdir(), 'conf-migrations-'));
    cpSync(MIGRATIONS_DIR, fresh, { recursive: true });
    const broken = path.join(fresh, '99990101000000_broken');
    cpSync(path.join(fresh, name), broken, { recursive: true });
    writeFileSync(path.join(broken, 'migration.sql'), 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;');
    await expect(applyMigrations(client, fresh)).rejects.toThrow(/99990101000000_broken failed/);
    const half = await client.query("SELECT to_regclass('half_done') AS t");
    expect(half.rows[0].t).toBeNull();
  });
});
