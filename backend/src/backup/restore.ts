// `npm run restore FILE`: brings a backup (archive.ts) into an empty database (DATABASE_URL, or the embedded one in
// DATA_DIR) and its files into DATA_DIR. It never writes over anything: a database with tables, an embedded database
// already there, uploads already there are refused, so a restore pointed at the live site by mistake changes nothing.
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_DUMP, FORMAT, MANIFEST, POSTGRES_DUMP, run, toolError, type Manifest, type Place } from './archive.js';
import { embeddedHolder } from '../prisma/embedded-lock.js';

export async function restore(place: Place, file: string): Promise<Manifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    await run('tar', ['-xf', path.resolve(file), '-C', work]).catch((error) => {
      throw toolError('tar', error);
    });
    const manifest = JSON.parse(await readFile(path.join(work, MANIFEST), 'utf8').catch(() => 'null')) as Manifest | null;
    if (manifest?.format !== FORMAT) throw new Error(`${file} is not a backup of this platform (no manifest of format ${FORMAT}).`);
    if ((manifest.database === 'postgresql') !== Boolean(place.databaseUrl)) {
      throw new Error(
        manifest.database === 'postgresql'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.'
          : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }
    await refuseFilesThere(place.dataDir, manifest.data);
    if (place.databaseUrl) await restorePostgres(place.databaseUrl, path.join(work, POSTGRES_DUMP));
    else await restoreEmbedded(place.dataDir, path.join(work, EMBEDDED_DUMP));
    for (const part of manifest.data) await cp(path.join(work, 'data', part), path.join(place.dataDir, part), { recursive: true });
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function refuseFilesThere(dataDir: string, parts: string[]) {
  for (const part of parts) {
    const there = path.join(dataDir, part);
    if (existsSync(there) && (part !== 'uploads' || (await readdir(there)).length > 0)) {
      throw new Error(`${there} exists already: restore into a DATA_DIR without it.`);
    }
  }
}

async function restorePostgres(url: string, dump: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
    if (rows[0].n > 0) throw new Error(`The database has ${rows[0].n} tables already: restore into an empty database.`);
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump], { maxBuffer: 1 << 24 }).catch(
    (error) => {
      throw toolError('pg_restore', error);
    },
  );
}

async function restoreEmbedded(dataDir: string, dump: string) {
  const holder = embeddedHolder(dataDir);
  if (holder) throw new Error(`The app (pid ${holder}) is running on ${dataDir}: stop it first.`);
  const dir = path.join(dataDir, 'pgdata');
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new Error(`${dir} holds a database already: restore into a DATA_DIR without one.`);
  const db = await PGlite.create(dir, { loadDataDir: new Blob([await readFile(dump)]) });
  await db.close();
}
