// Prisma CLI configuration. The CLI's native schema engine cannot be downloaded on our machines, so the CLI
// runs its Wasm engine through the same pg driver adapter the app uses (engine: 'js').
// Each workaround below answers an upstream bug met on that path; see ../shared/TERRAIN.md.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

// A schema error makes the CLI fall back to the library engine and hide the real message behind a download attempt.
process.env.PRISMA_QUERY_ENGINE_LIBRARY ??= '/dev/null';

const TEXT_OID = 25;
const CHAR_OID = 18;
const NAME_OID = 19;

// adapter-pg cannot decode the catalog types "char" and name while the engine introspects (prisma/orm#27403).
class CatalogTextClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: Error | null, res: pg.QueryResult) => last(err, asText(res));
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = (super.query as any)(...args);
    return result && typeof result.then === 'function' ? result.then(asText) : result;
  }
}

function asText(res: pg.QueryResult | undefined) {
  for (const field of res?.fields ?? []) {
    if (field.dataTypeID === CHAR_OID || field.dataTypeID === NAME_OID) field.dataTypeID = TEXT_OID;
  }
  return res;
}

function poolConfig(database?: string): pg.PoolConfig {
  const url = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/conference');
  // Discrete fields, not a connectionString: adapter-pg builds the shadow pool as {...config, database}.
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password),
    database: database ?? url.pathname.slice(1),
    Client: CatalogTextClient,
    max: 4,
    allowExitOnIdle: true,
  };
}

class CliAdapter extends PrismaPg {
  // The built-in shadow database is dropped while still in use; create and drop our own.
  override async connectToShadowDb() {
    const name = `prisma_shadow_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client(poolConfig('postgres'));
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const shadow = await new PrismaPg(poolConfig(name)).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      const cleaner = new pg.Client(poolConfig('postgres'));
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleaner.end();
    };
    return shadow;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  async adapter() {
    return new CliAdapter(poolConfig());
  },
});
