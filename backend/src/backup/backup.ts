// `npm run backup`: writes one timestamped archive (archive.ts) to BACKUP_DIR (default: backups/) and prints its path.
// PostgreSQL is dumped while the app runs (pg_dump's snapshot is consistent); the embedded database only while no
// app holds it (stop the app first: it is one process's database).
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { DATA_PARTS, EMBEDDED_DUMP, FORMAT, MANIFEST, POSTGRES_DUMP, archiveName, run, toolError, type Manifest, type Place } from './archive.js';
import { embeddedHolder } from '../prisma/embedded-lock.js';

export async function backup(place: Place, outDir: string, now = new Date()): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'backup-'));
  try {
    const url = place.databaseUrl;
    const migrations = url ? await dumpPostgres(url, path.join(work, POSTGRES_DUMP)) : await dumpEmbedded(place.dataDir, path.join(work, EMBEDDED_DUMP));
    const data: string[] = [];
    for (const part of DATA_PARTS) {
      const from = path.join(place.dataDir, part);
      if (!existsSync(from)) continue;
      await cp(from, path.join(work, 'data', part), { recursive: true });
      data.push(part);
    }
    const manifest: Manifest = { format: FORMAT, created_at: now.toISOString(), database: url ? 'postgresql' : 'embedded', migrations, data };
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    await mkdir(outDir, { recursive: true });
    const file = path.resolve(outDir, archiveName(now));
    await run('tar', ['-cf', file, '-C', work, '.']);
    return file;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function dumpPostgres(url: string, file: string): Promise<string[]> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], { maxBuffer: 1 << 24 }).catch((error) => {
    throw toolError('pg_dump', error);
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name')
    ).rows.map((r) => r.migration_name);
  } finally {
    await client.end();
  }
}

async function dumpEmbedded(dataDir: string, file: string): Promise<string[]> {
  const holder = embeddedHolder(dataDir);
  if (holder) throw new Error(`The app (pid ${holder}) is running on ${dataDir}: stop it first, the embedded database is one process's.`);
  const dir = path.join(dataDir, 'pgdata');
  if (!existsSync(dir)) throw new Error(`No embedded database in ${dataDir}.`);
  const db = await PGlite.create(dir);
  try {
    const migrations = (
      await db.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name')
    ).rows.map((r) => r.migration_name);
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return migrations;
  } finally {
    await db.close();
  }
}
