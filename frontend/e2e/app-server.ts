// The built app started as `npm start` runs it (the built client served by the backend, a fresh DATA_DIR), on the port
// given, for the browser tests: each Playwright worker has one (fixtures.ts), and a spec that would disturb it starts
// one of its own (own-server.ts). With TEST_DATABASE_URL (a PostgreSQL server, as CI has) each server gets a fresh
// database of its own there, dropped when it stops; without, the embedded database, as `npm start` has. The embedded
// one runs inside the app's process: on the real server the same tests take about a third less of the machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The organiser account every server the browser tests start has. */
export const ADMIN = { email: 'admin@e2e.example', password: 'admin-password-e2e' };

// E2E_BACKEND_DIST lets a test run use a snapshot of the built server while the tree is being rebuilt.
const backendDist = process.env.E2E_BACKEND_DIST ?? fileURLToPath(new URL('../../backend/dist', import.meta.url));

/** The first port of a worker's servers: its shared server's, and above it those of specs with their own. */
export const workerPort = () => Number(process.env.E2E_PORT ?? 3199) + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export interface AppServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for one server (its migrations run at start), and how to drop it; none without a server. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: '', drop: async () => undefined };
  const name = `e2e_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * Refuses a port another process listens on: its server would answer the readiness check while this one failed to
 * start, and the tests would run against someone else's build.
 */
function ensureFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken by another process: set E2E_PORT to another base port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function startAppServer(name: string, port: number, env: Record<string, string> = {}): Promise<AppServer> {
  await ensureFree(port);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `conf-e2e-${name}-`));
  const database = await freshDatabase();
  let output = '';
  const server: ChildProcess = spawn(process.execPath, [path.join(backendDist, 'main.js')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The demo programme on the spec's days (17-19 November 2025), which the tests read.
      DEMO_EDITION_STARTS: '2025-11-17',
      ...env,
    },
  });
  // What the server says on stderr goes to the test output, as it did when Playwright started the server.
  server.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the ${name} server exited (${server.exitCode}): ${output}`);
    const ready = await fetch(`${baseURL}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      return {
        baseURL,
        dataDir,
        async stop() {
          server.kill();
          await exited;
          await database.drop();
        },
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  await exited;
  await database.drop();
  throw new Error(`the ${name} server did not start within 60 s: ${output}`);
}
