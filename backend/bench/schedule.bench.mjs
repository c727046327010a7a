// Schedule scale benchmark (issue: 300 sessions in a week across 8 rooms). Runs the built app (backend/dist) on a
// throwaway database, seeds the programme at two sizes and reports, per list endpoint, how many SQL statements one
// request runs (it must not grow with the programme) and its latency. Run: npm run bench (after npm run build).
// BENCH_DATABASE_URL: a PostgreSQL server to create the throwaway database on (default: the embedded database).
// BENCH_JSON=<file>: also write the rows there (backend/bench/run.mjs reads them for its table).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../dist/app.js';
import { loadConfig } from '../dist/config/config.js';
import { PublicReadModel } from '../dist/public-read-model/public-read-model.service.js';

const ROOMS = 8;
const SIZES = [30, 300];
const RUNS = 30;
const ADMIN = { email: 'bench@bench.example', password: 'bench-password-123' };
const ENDPOINTS = [
  ['GET', '/api/admin/sessions', true],
  ['GET', '/public/schedule', false],
  ['GET', '/public/schedule.json', false],
  ['GET', '/public/schedule.ics', false],
  ['GET', '/public/schedule/changes', false],
];

// Every statement any pool client sends is counted.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  statements += 1;
  return query.apply(this, args);
};

async function throwawayDatabase() {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => undefined };
  const name = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** `count` sessions Monday-Friday 08:00-20:00 in 8 rooms, 1-3 speakers each, some speakers double-booked. */
async function seed(prisma, count) {
  await prisma.session.deleteMany();
  await prisma.speaker.deleteMany();
  const speakers = await prisma.speaker.createManyAndReturn({
    data: Array.from({ length: Math.ceil(count / 2) }, (_, i) => ({ name: `Speaker ${i}`, bio: 'Bio '.repeat(40) })),
  });
  const monday = Date.UTC(2030, 0, 7, 7, 0);
  for (let i = 0; i < count; i++) {
    const slot = Math.floor(i / ROOMS);
    const start = monday + (slot % 5) * 86_400_000 + (Math.floor(slot / 5) % 24) * 30 * 60_000;
    const picked = [speakers[i % speakers.length], speakers[(i * 7) % speakers.length], speakers[(i * 13) % speakers.length]];
    const unique = [...new Map(picked.slice(0, 1 + (i % 3)).map((s) => [s.id, s])).values()];
    await prisma.session.create({
      data: {
        title: `Session ${i}`,
        description: 'Abstract '.repeat(30),
        room: `Room ${(i % ROOMS) + 1}`,
        type: ['talk', 'workshop', 'networking', 'break'][i % 4],
        start_time: new Date(start),
        end_time: new Date(start + (30 + (i % 3) * 30) * 60_000),
        speakers: { create: unique.map((s, order) => ({ speaker_id: s.id, display_order: order })) },
      },
    });
  }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `touch`: change the programme before each request (the exports are cached per programme version). */
async function measure(url, token, [method, route, auth], touch) {
  const headers = auth ? { authorization: `Bearer ${token}` } : {};
  const call = async () => {
    const response = await fetch(`${url}${route}`, { method, headers });
    if (!response.ok) throw new Error(`${route}: ${response.status}`);
    return response.arrayBuffer();
  };
  if (touch) await touch();
  await call();
  // The app's background pollers (mail outbox, notices) also send statements now and then: the fewest seen over a
  // few requests is what one request costs.
  let perRequest = Infinity;
  let bytes = 0;
  for (let i = 0; i < 5; i++) {
    if (touch) await touch();
    statements = 0;
    bytes = (await call()).byteLength;
    perRequest = Math.min(perRequest, statements);
  }
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    if (touch) await touch();
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  return {
    route: touch ? `${route} (after an edit)` : route,
    statements: perRequest,
    kb: Math.round(bytes / 1024),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

const database = await throwawayDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: randomUUID() + randomUUID(),
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: database.url ?? '',
  REDIS_URL: '',
  SMTP_URL: '',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_CONTENT: 'false',
  FRONTEND_DIST: path.join(dataDir, 'no-client'),
  // Only errors: this bench prints its own table to stdout.
  LOG_LEVEL: 'error',
});
const app = await createApp(config);
try {
  const login = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { access_token: token } = await login.json();
  console.log(`Database: ${database.url ? 'PostgreSQL' : 'embedded (PGlite)'}; ${RUNS} requests per row after one warm-up.\n`);
  const rows = [];
  for (const size of SIZES) {
    await seed(app.database.prisma, size);
    await app.app.get(PublicReadModel).record();
    for (const endpoint of ENDPOINTS) rows.push({ sessions: size, ...(await measure(app.url, token, endpoint)) });
    const first = await app.database.prisma.session.findFirstOrThrow();
    // A direct write, then what a domain event does: the public read model records the new version.
    const touch = async () => {
      await app.database.prisma.session.update({ where: { id: first.id }, data: { title: `Session ${randomUUID()}` } });
      await app.app.get(PublicReadModel).record(new Map([['sessions', new Set([first.id])]]));
    };
    for (const endpoint of ENDPOINTS.filter(([, route]) => route.startsWith('/public/schedule.'))) {
      rows.push({ sessions: size, ...(await measure(app.url, token, endpoint, touch)) });
    }
  }
  console.table(rows.map((r) => ({ ...r, p50: `${r.p50.toFixed(1)} ms`, p95: `${r.p95.toFixed(1)} ms` })));
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows));
  const grows = ENDPOINTS.filter(([, route]) => new Set(rows.filter((r) => r.route === route).map((r) => r.statements)).size > 1);
  console.log(
    grows.length ? `Statements grow with the programme on: ${grows.map((e) => e[1]).join(', ')}` : 'Statements per request do not grow with the programme.',
  );
  process.exitCode = grows.length ? 1 : 0;
} finally {
  await app.close();
  await database.drop();
}
