// The fault suite's deployment, as the README's split mode runs it: three app replicas (RUN_WORKER=false) behind the
// compose file's load balancer (Debian's nginx, bench/lib/balancer.mjs) and one mail worker, as separate processes of the built backend, on a fresh database of the local PostgreSQL, a Redis of their
// own (so it can be killed), a real SMTP server in this process and, when given, a local push service (the bench's
// push receiver) that subscriptions may name. Every process is killed however the run ends.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startBalancer } from '../bench/lib/balancer.mjs';
import { ROOT, freePort, onCleanup, sharedDir, sleep, tmpDir } from '../bench/lib/proc.mjs';

export const log = (line) => process.stderr.write(`[faults] ${line}\n`);
export const ADMIN = { email: 'faults@faults.example', password: 'faults-password-123' };
const DIST = path.resolve(ROOT, process.env.FAULTS_BACKEND_DIST ?? 'backend/dist');
const SERVER = process.env.FAULTS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function sql(text, params = []) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** A throwaway database on the local PostgreSQL, dropped at the end. */
export async function createDatabase() {
  const name = `faults_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await sql(`CREATE DATABASE "${name}"`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: async (text, params) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    },
    /** Cuts every connection the app processes hold to this database. */
    cutConnections: async () =>
      (await sql('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])).rowCount,
    drop: () => sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((e) => log(`could not drop ${name}: ${e.message}`)),
  };
}

/** A process that can be killed and started again with the same settings (same port for an app). */
class Proc {
  constructor(name, argv, env, dir) {
    Object.assign(this, { name, argv, env, dir, child: null, starts: 0 });
  }

  get logFile() {
    return path.join(this.dir, `${this.name}.log`);
  }

  /** What this process wrote to its log since its last start. */
  output() {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8').slice(this.logStart) : '';
  }

  start() {
    this.logStart = existsSync(this.logFile) ? statSync(this.logFile).size : 0;
    const out = openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, this.argv, { cwd: ROOT, env: this.env, stdio: ['ignore', out, out] });
    closeSync(out);
    this.starts++;
    const child = this.child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    onCleanup(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    return this;
  }

  get alive() {
    return this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async kill(signal = 'SIGKILL') {
    if (!this.alive) return { code: this.child?.exitCode, signal: this.child?.signalCode };
    this.child.kill(signal);
    return this.exited;
  }
}

export class App extends Proc {
  constructor(name, env, dir, port) {
    super(name, [path.join(DIST, 'main.js')], { ...env, PORT: String(port) }, dir);
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Resolves once /health/ready answers 200 (or throws after `timeoutMs`). */
  async ready(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const status = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      if (!this.alive) throw new Error(`${this.name} exited (see ${this.dir}/${this.name}.log)`);
      await sleep(200);
    }
    throw new Error(`${this.name} not ready within ${timeoutMs} ms`);
  }
}

/** The mail worker: it serves no HTTP, so it is up once it says so in its log. */
export class Worker extends Proc {
  constructor(name, env, dir) {
    super(name, [path.join(DIST, 'worker.js')], env, dir);
  }

  async ready(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.output().includes('Mail worker running')) return;
      if (!this.alive) throw new Error(`${this.name} exited (see ${this.logFile})`);
      await sleep(200);
    }
    throw new Error(`${this.name} not running within ${timeoutMs} ms`);
  }
}

export class RedisServer extends Proc {
  constructor(port, dir) {
    super('redis', [], {}, dir);
    this.port = port;
    this.url = `redis://127.0.0.1:${port}`;
  }

  start() {
    const out = openSync(path.join(this.dir, 'redis.log'), 'a');
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    const child = this.child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    onCleanup(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    return this;
  }
}

/** The settings every process of a deployment on `db` shares; `push`: the local push service, if any ({ origin }). */
export function deploymentEnv(db, redis, smtp, push) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    QUEUE_PREFIX: db.name,
    RUN_WORKER: 'false',
    // A killed worker's mails come back when their lease ends: 10 s here instead of 45 s, so the suite waits less.
    MAIL_LEASE_SECONDS: '10',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: `faults-${randomUUID()}-secret-long-enough`,
    DEMO_CONTENT: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    SESSION_NOTICE_WINDOW_SECONDS: '1',
    // Paid registrations through the test provider: the seat rush needs accounts that may sign up.
    PAYMENTS_TEST_MODE: 'true',
    PUBLIC_URL: 'http://conference.faults.example',
    // A killed worker's pushes come back when their lease ends: 12 s here instead of 30 s (at least 11: a send may
    // take 10 s).
    ...(push && { PUSH_SERVICE_ORIGINS: push.origin, PUSH_LEASE_SECONDS: '12' }),
  };
}

/** Starts the whole deployment; `smtp` is the SMTP server the apps and the worker send to, `push` the push service. */
export async function startCluster(smtp, push) {
  const dir = tmpDir('conf-faults-');
  const db = await createDatabase();
  const redis = new RedisServer(await freePort(), dir).start();
  await sleep(300);
  // One directory every replica writes versioned public reads into and the balancer serves them from (a shared volume
  // in the compose file).
  const publicFiles = sharedDir('conf-faults-files-');
  const env = { ...deploymentEnv(db, redis, smtp, push), PUBLIC_FILES_DIR: publicFiles };
  const a = new App('replica-a', { ...env, DATA_DIR: path.join(dir, 'a') }, dir, await freePort()).start();
  await a.ready();
  const b = new App('replica-b', { ...env, DATA_DIR: path.join(dir, 'b') }, dir, await freePort()).start();
  const worker = new Worker('worker', { ...env, DATA_DIR: path.join(dir, 'w') }, dir).start();
  await b.ready();
  const c = new App('replica-c', { ...env, DATA_DIR: path.join(dir, 'c') }, dir, await freePort()).start();
  await c.ready();
  const replicas = [a, b, c];
  const lb = await startBalancer(
    replicas.map((r) => new URL(r.url).host),
    { publicFiles, publicUrl: env.PUBLIC_URL },
  );
  return { dir, db, redis, a, b, c, worker, replicas, lb, push };
}
