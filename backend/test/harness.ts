// Starts the real app for a test: a fresh database on the local PostgreSQL (TEST_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres), real HTTP on a free port, real Socket.IO.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { io, type Socket } from 'socket.io-client';
import { createApp, type RunningApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadConfig, type AppConfig } from '../src/config/config.js';
import { databaseUrl, serverUrl, templateDatabase } from './template-database.js';

export const ADMIN = { email: 'admin@test.example', password: 'admin-password-1' };

export const redisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Creates a database and returns its URL: a copy of the migrated template
 * (test/template-database.ts), or with `empty` one without any table, for what tests a first start.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = options.empty ? undefined : await templateDatabase();
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await admin.end();
  return databaseUrl(name);
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

export interface TestApp extends RunningApp {
  config: AppConfig;
}

/** The configuration a test app (or worker) starts with: the test defaults, then `env`. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    FRONTEND_DIST: path.join(dataDir, 'no-client'),
    // Tests create exactly the records they assert on.
    DEMO_CONTENT: 'false',
    // One queue namespace per test database, so parallel test files never take each other's jobs.
    QUEUE_PREFIX: env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : path.basename(dataDir),
    // Quiet but for errors, readable; TEST_LOG_LEVEL=info (or debug) shows what the apps do.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    LOG_FORMAT: 'pretty',
    ...env,
  });
}

/** `logStream`: the app's log lines, as JSON, go there (at LOG_LEVEL, which `env` may set). */
export async function startTestApp(env: Record<string, string | undefined> = {}, options: { logStream?: DestinationStream } = {}): Promise<TestApp> {
  const config = testConfig(env);
  const running = await createApp(config, options);
  return { ...running, config };
}

export async function api(
  app: { url: string },
  method: string,
  route: string,
  options: { token?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${app.url}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

/** The `name=value` pair of the cookie a response sets ('' when it sets none). */
export const cookieFrom = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? '';

let counter = 0;
export async function registerUser(app: { url: string }, overrides: Partial<{ email: string; password: string; full_name: string }> = {}) {
  const credentials = {
    email: `user${Date.now()}${counter++}@test.example`,
    password: 'correct-horse-battery',
    full_name: 'Test Person',
    ...overrides,
  };
  const response = await api(app, 'POST', '/api/auth/register', { body: credentials });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...credentials, user: response.body.user, token: response.body.access_token as string, response };
}

export async function login(app: { url: string }, email: string, password: string) {
  const response = await api(app, 'POST', '/api/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.access_token as string;
}

export function connectSocket(url: string, token?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    socket.once('hello', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * Closing an app waits for its sweeps, queries and connections in flight: longer than a test may take on a loaded
 * machine. One close in a shard took 70 s in a fresh-clone run on 29 November (the cause not yet known).
 */
const CLOSE_TIMEOUT_MS = 180_000;

/** The spec file that called a harness function (from the stack at the call), to name it in what closeTestApps prints. */
const callerFile = () =>
  (new Error().stack ?? '')
    .split('\n')
    .map((line) => /(\w[\w-]*\.(?:e2e-)?spec\.ts)/.exec(line)?.[1])
    .find(Boolean) ?? 'a spec file';

/** How many HTTP connections the app's server still has open. */
const openConnections = (app: TestApp | undefined) =>
  new Promise<number | string>((resolve) => {
    const server = app?.app.getHttpServer() as { getConnections?: (done: (error: Error | null, count: number) => void) => void } | undefined;
    if (!server?.getConnections) return resolve('unknown');
    server.getConnections((error, count) => resolve(error ? 'unknown' : count));
  });

/**
 * Closes the apps one after another, then drops their database. A close that takes more than 10 s says which spec
 * file's, which step took how long, how many HTTP connections the apps' servers still hold and what the process still
 * holds, so a slow close is found from the log of the run it happened in.
 */
export async function closeTestApps(apps: (TestApp | undefined)[], dbUrl: string | undefined, caller = 'a spec file'): Promise<void> {
  const steps: string[] = [];
  const started = Date.now();
  const slow = setTimeout(async () => {
    const connections = await Promise.all(apps.map(openConnections));
    console.error(
      `closing the test app of ${caller} for ${(Date.now() - started) / 1000} s: done ${steps.join(', ') || 'nothing'}; HTTP connections open: ${connections.join(', ')}; the process holds ${process.getActiveResourcesInfo().join(', ')}`,
    );
  }, 10_000);
  try {
    for (const [i, app] of apps.entries()) {
      const at = Date.now();
      await app?.close();
      steps.push(`app ${i + 1} closed in ${Date.now() - at} ms`);
    }
    const at = Date.now();
    if (dbUrl) await dropTestDatabase(dbUrl);
    steps.push(`database dropped in ${Date.now() - at} ms`);
  } finally {
    clearTimeout(slow);
    if (Date.now() - started > 10_000) console.error(`closed the test app of ${caller} in ${(Date.now() - started) / 1000} s: ${steps.join(', ')}`);
  }
}

/** One app on its own fresh database for a whole test file: started before the tests, closed and dropped after. */
export function useTestApp(env: Record<string, string | undefined> = {}): { app: TestApp } {
  const context = {} as { app: TestApp; dbUrl: string };
  const caller = callerFile();
  beforeAll(async () => {
    context.dbUrl = await createTestDatabase();
    context.app = await startTestApp({ DATABASE_URL: context.dbUrl, ...env });
  });
  afterAll(() => closeTestApps([context.app], context.dbUrl, caller), CLOSE_TIMEOUT_MS);
  return context;
}

/** A call to `route` as the signed-in admin, with an optional JSON body. */
export type AdminCall = (method: string, route: string, body?: unknown) => ReturnType<typeof api>;

/**
 * Makes sessions through `asAdmin`, each 20 minutes long and a minute after the one before, on 19 November 2025 in
 * Hall V: for tests that only need the public programme to change (a new version).
 */
export function sessionsAMinuteApart(context: { asAdmin: AdminCall }) {
  let minute = 0;
  return (title: string) =>
    context.asAdmin('POST', '/api/admin/sessions', {
      title,
      description: 'd',
      startTime: `2025-11-19T10:${String(minute).padStart(2, '0')}:00Z`,
      endTime: `2025-11-19T10:${String(minute++ + 20).padStart(2, '0')}:00Z`,
      room: 'Hall V',
    });
}

/** useTestApp, and the seeded admin signed in once the app has started: `admin` is its token, `asAdmin` calls with it. */
export function useAdminApp(env: Record<string, string | undefined> = {}): { app: TestApp; admin: string; asAdmin: AdminCall } {
  const context = useTestApp(env) as { app: TestApp; admin: string; asAdmin: AdminCall };
  context.asAdmin = (method, route, body) => api(context.app, method, route, { token: context.admin, body });
  beforeAll(async () => {
    context.admin = await login(context.app, ADMIN.email, ADMIN.password);
  });
  return context;
}

/**
 * Two instances (replicas) sharing one fresh database and Redis for a whole test file, and an admin token (`asAdmin`
 * calls instance a with it). `env` adds settings for both, read when they start (after the file's earlier beforeAll).
 */
export function useReplicas(env: () => Record<string, string | undefined> = () => ({})): { a: TestApp; b: TestApp; admin: string; asAdmin: AdminCall } {
  const context = {} as { a: TestApp; b: TestApp; admin: string; asAdmin: AdminCall; dbUrl: string };
  context.asAdmin = (method, route, body) => api(context.a, method, route, { token: context.admin, body });
  const caller = callerFile();
  beforeAll(async () => {
    context.dbUrl = await createTestDatabase();
    const shared = { DATABASE_URL: context.dbUrl, REDIS_URL: redisUrl(), ...env() };
    context.a = await startTestApp(shared);
    context.b = await startTestApp(shared);
    context.admin = await login(context.a, ADMIN.email, ADMIN.password);
  });
  afterAll(() => closeTestApps([context.a, context.b], context.dbUrl, caller), CLOSE_TIMEOUT_MS);
  return context;
}

export interface PublicDelta {
  version: number;
  full: boolean;
  collections: Record<string, { upsert: any[]; remove: number[] } | undefined>;
}

/** The next `public.changed` push that satisfies `matches` (pushes for other edits are skipped). */
export function nextPublicChange(socket: Socket, matches: (delta: PublicDelta) => boolean, timeoutMs = 5000): Promise<PublicDelta> {
  return new Promise((resolve, reject) => {
    const listener = (delta: PublicDelta) => {
      if (!matches(delta)) return;
      clearTimeout(timer);
      socket.off('public.changed', listener);
      resolve(delta);
    };
    const timer = setTimeout(() => {
      socket.off('public.changed', listener);
      reject(new Error(`no matching public.changed within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('public.changed', listener);
  });
}

/** The upserted records of one collection in a push or catch-up. */
export const upserts = (delta: PublicDelta, collection: string) => delta.collections[collection]?.upsert ?? [];

/** Rows written straight into the database (no domain event) reach the public read model as an event's would. */
export async function recordPublicChanges(app: TestApp): Promise<void> {
  const { PublicReadModel } = await import('../src/public-read-model/public-read-model.service.js');
  await app.app.get(PublicReadModel).record();
}

/** A PNG of one colour (sharp is loaded on first use, so files without images do not load it). */
export async function png(width = 800, height = 600, background: string | { r: number; g: number; b: number } = { r: 200, g: 40, b: 90 }) {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A valid call-for-papers proposal from `email`; `overrides` replace any field. */
export const proposalBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Speech technology in parliament',
  abstract: 'a'.repeat(120),
  speaker_name: 'Sam Speaker',
  speaker_position: 'Researcher',
  speaker_bio: 'b'.repeat(60),
  email,
  organization: 'Speech Lab',
  presentation_type: 'research_output',
  ...overrides,
});

type Send = (method: string, route: string, options: Parameters<typeof api>[3]) => ReturnType<typeof api>;

/**
 * A speaker account made the way the product makes one: a proposal from `email`, then the password its mailed link
 * sets (the link is only stored hashed, so the password is written directly). `send` makes the two calls (default: api).
 */
export async function newSpeakerAccount(app: TestApp, email: string, options: { proposal?: object; password?: string; send?: Send } = {}) {
  const send: Send = options.send ?? ((method, route, rest) => api(app, method, route, rest));
  const password = options.password ?? 'speaker-password-1';
  const sent = await send('POST', '/cfp/submit', { body: options.proposal ?? proposalBody(email) });
  if (sent.status !== 201) throw new Error(`cfp submit: ${sent.status} ${JSON.stringify(sent.body)}`);
  await app.database.prisma.user.update({ where: { email }, data: { password_hash: await hashPassword(password) } });
  const signedIn = await send('POST', '/api/auth/login', { body: { email, password } });
  if (signedIn.status !== 200) throw new Error(`login failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return { token: signedIn.body.access_token as string, user: signedIn.body.user, proposalId: sent.body.id as number };
}

/**
 * The settings of a fresh install beyond the spec's switches (issue 29): no call instants, the spec's 17-19 November,
 * its ticket price, and the packages in euro.
 */
export const FRESH_INSTALL_SETTINGS = {
  cfp_opens_at: null,
  cfp_closes_at: null,
  sponsorship_opens_at: null,
  sponsorship_closes_at: null,
  event_starts_on: '2025-11-17',
  event_ends_on: '2025-11-19',
  time_zone: 'Europe/Vienna',
  ticket_price: 299.99,
  ticket_currency: 'USD',
  sponsorship_currency: 'EUR',
  screens_show_questions: true,
};

/** The questions' settings of a fresh install (issue 47): shown at once, signed-in attendees only, 15 minutes before to 30 after. */
export const FRESH_QUESTION_SETTINGS = {
  questions_moderated: false,
  questions_from_visitors: false,
  questions_open_before_min: 15,
  questions_close_after_min: 30,
};
