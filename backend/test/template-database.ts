// The database every test file's database is copied from (CREATE DATABASE ... TEMPLATE): the committed migrations
// applied once. A copy takes a fraction of a second; applying the migrations one by one takes over a second, in each of
// ~100 databases. Its name carries a hash of the migrations, so a changed or added migration makes a new template and
// an unchanged one is reused across runs. Jest's workers take turns making it under an advisory lock. Templates of
// other migrations are left for a day: another tree (a branch, a CI run beside a session) may be copying from one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, MIGRATIONS_DIR } from '../src/prisma/migrator.js';

export const serverUrl = () => process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export const databaseUrl = (name: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/** The template's name for the migrations as they are in the tree. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    try {
      hash.update(readFileSync(path.join(MIGRATIONS_DIR, name, 'migration.sql')));
    } catch {
      // A folder without a migration is not one.
    }
  }
  return `test_template_${hash.digest('hex').slice(0, 12)}`;
}

/** Any number the project's other advisory locks do not use, on the server's maintenance database. */
const TEMPLATE_LOCK = 72707370;
/** How long a template of other migrations is kept after it was made. */
const OTHER_TEMPLATES_KEPT_MS = 24 * 3600_000;

let made: Promise<string> | undefined;

/** The migrated template's name, made first if this tree's migrations have none yet. */
export function templateDatabase(): Promise<string> {
  made ??= makeTemplate();
  return made;
}

async function makeTemplate(): Promise<string> {
  const name = templateName();
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      "SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname LIKE 'test\\_template\\_%'",
    );
    if (rows.some((r) => r.datname === name)) return name;
    // Templates of other migrations made more than a day ago go (each is made with its time as its comment).
    for (const { datname, made } of rows) {
      if (Date.now() - Number(made ?? 0) > OTHER_TEMPLATES_KEPT_MS) await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
    }
    // Made under another name and renamed once complete, so a run stopped half-way leaves no broken template.
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const client = new pg.Client({ connectionString: databaseUrl(building) });
    await client.connect();
    try {
      await applyMigrations(client);
    } finally {
      await client.end();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    await admin.query(`COMMENT ON DATABASE "${name}" IS '${Date.now()}'`);
    return name;
  } finally {
    await admin.end();
  }
}
