// The issue-12 benchmark ("Live at conference scale"): one run prints a markdown table
// figure | measured | reference (same run) | ratio | target | met? on stdout; progress goes to stderr.
// Parts (all by default, or name some: `npm run bench -- http sockets`, or BENCH_PARTS=sql,http):
//   sql        SQL statements per request of the schedule endpoints at 30 and 300 sessions (schedule.bench.mjs)
//   http       public GET throughput vs nginx on the same bytes, settings vs the app's 404 (http.bench.mjs)
//   sockets    memory per idle socket, push alone at 10,000 beside a raw `ws` server sending the same frame,
//              edit-to-screen at 1,000 and 5,000 (sockets.bench.mjs)
//   replicas   push alone at 10,000 with two app processes sharing the sockets through the Redis adapter
//              (sockets-replicas.bench.mjs; needs BENCH_DATABASE_URL and Redis, BENCH_REDIS_URL, default local)
//   first-load first-visit JS and Lighthouse (first-load.bench.mjs; needs the client built: npm run build). In the
//              default set only when frontend/dist exists.
//   pages      the served HTML of /, /schedule and a session's, speaker's and article's page at 12, 300 and 600
//              sessions (page-size.bench.mjs; needs the client built; PAGE_SIZE_BEFORE=<built checkout> measures an
//              earlier build beside it); in the default set only when frontend/dist exists.
//   lighthouse Lighthouse mobile on /, /schedule, a session's and a speaker's page at 600 sessions, right after a burst
//              of 100 edits and a minute later, three rounds (lighthouse-burst.bench.mjs; needs the client built; about
//              15 minutes); in the default set only when frontend/dist exists.
//   calendar   the organiser calendar at 300 sessions in Chromium, at 1x and 4x CPU (calendar.bench.mjs; needs the
//              client built too); in the default set only when frontend/dist exists.
//   push       one session move told to 10,000 subscribed devices (Web Push) against `web-push` alone
//              (push-fan-out.bench.mjs)
//   signups    300 sign-ups at once for 20 seats with 1,000 pages open: answer times, exact seats and places, and
//              the final seat count on every page after the last answer (signups.bench.mjs, issue 46)
//   questions  2,000 pages on one session's questions while 20 votes a second arrive for 10 s: p99 from a vote to every
//              page; a waiting and a hidden question reach 0 attendees' pages (questions.bench.mjs, issue 47)
//   doors      10 doors' offline queues of 300 scans synced at once: each door's sync time, every scan answered once
//              (door-sync.bench.mjs, issue 46)
//   screens    a room's screen (socket + /public/now) cut off for 30 s by a TCP proxy while the room is marked late
//              again and again: network back to the screen current, each of 3 rounds (screens.bench.mjs, issue 47)
//   balancer   through the compose file's load balancer (nginx): versioned public reads it keeps (identity, gzip,
//              br, 304) and the server-rendered /schedule it keeps (br, 304) against nginx serving the same bytes,
//              and edit-to-screen at 1,000 pages connected through it against 1,000 direct (balancer.bench.mjs,
//              issue 48)
//   soak       5,000 sockets, one edit a second for BENCH_SOAK_SECONDS (300): the app's RSS must not grow
//              (soak.bench.mjs); last, alone.
// The app runs as backend/dist/main.js (build it first: `npm run bench` does) pinned to core 0, load generators on
// core 1. Env: BENCH_DATABASE_URL (a PostgreSQL server; default: embedded), BENCH_SECONDS (10), BENCH_CONNECTIONS
// (50), BENCH_EDITS (5), BENCH_PUSH_N (10000), BENCH_SCREEN_N (1000,5000), BENCH_REFETCH_CONCURRENCY (128), BENCH_FANOUT_N (10000),
// BENCH_APP_NODE_ARGS (extra node flags for the app, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchEnvironment } from './lib/app.mjs';
import { LOAD } from './lib/load.mjs';
import { ROOT, cleanupAll, log, sharedDir, tmpDir } from './lib/proc.mjs';
import { formatTable, row } from './lib/table.mjs';

const ALL = [
  'sql',
  'http',
  'sockets',
  'replicas',
  'push',
  'signups',
  'questions',
  'doors',
  'screens',
  'balancer',
  'pages',
  'first-load',
  'lighthouse',
  'calendar',
  'soak',
];
const NEEDS_CLIENT = ['pages', 'first-load', 'lighthouse', 'calendar'];
const FIRST_LOAD_MODULE = path.join(ROOT, 'backend/bench/first-load.bench.mjs');
const asked = [...process.argv.slice(2), ...(process.env.BENCH_PARTS ?? '').split(',')].map((s) => s.trim()).filter(Boolean);
const unknown = asked.filter((p) => !ALL.includes(p));
if (unknown.length) {
  console.error(`unknown part(s) ${unknown.join(', ')}; choose from ${ALL.join(', ')}`);
  process.exit(2);
}
const parts = asked.length
  ? ALL.filter((p) => asked.includes(p))
  : ALL.filter((p) => !NEEDS_CLIENT.includes(p) || (existsSync(FIRST_LOAD_MODULE) && existsSync(path.join(ROOT, 'frontend/dist/index.html'))));

/** schedule.bench.mjs in its own process; its console output goes to stderr, its rows come back as JSON. */
async function sqlPart() {
  const dir = tmpDir('conf-bench-sql-');
  const json = path.join(dir, 'rows.json');
  const child = spawn(process.execPath, [path.join(ROOT, 'backend/bench/schedule.bench.mjs')], {
    cwd: ROOT,
    env: { ...process.env, BENCH_JSON: json, TMPDIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.pipe(process.stderr);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (!existsSync(json)) throw new Error(`schedule.bench.mjs exited with ${code} before writing its rows`);
  const rows = JSON.parse(readFileSync(json, 'utf8'));
  const sizes = [...new Set(rows.map((r) => r.sessions))].sort((a, b) => a - b);
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  return [...new Set(rows.map((r) => r.route))].map((route) => {
    const at = (size) => rows.find((r) => r.route === route && r.sessions === size);
    const [a, b] = [at(small), at(large)];
    return row(
      `SQL statements per request: ${route} (${large} vs ${small} sessions; p50 ${b.p50.toFixed(1)} ms at ${large})`,
      String(b.statements),
      `${a.statements} (${small} sessions)`,
      `${(b.statements / a.statements).toFixed(2)}x`,
      'no growth (1.00x)',
      b.statements <= a.statements,
    );
  });
}

/** Two app processes need a PostgreSQL server both can use: without one the part says so instead of failing the run. */
async function replicasPart(env) {
  if (!env.database.url) return [row('push alone with two app processes (replicas)', 'skipped: needs BENCH_DATABASE_URL (a PostgreSQL server)')];
  return (await import('./sockets-replicas.bench.mjs')).replicasBench(env);
}

/** The other helper's first-load bench: its own app (built client, demo content); its table rows are merged in. */
async function firstLoadPart(notes) {
  if (!existsSync(FIRST_LOAD_MODULE)) return [row('first load (first-load.bench.mjs)', 'skipped: module not present')];
  const m = await import(FIRST_LOAD_MODULE);
  const app = await m.startBuiltApp();
  try {
    const result = await m.firstLoadBench({ baseUrl: app.baseUrl, runs: Number(process.env.FIRST_LOAD_RUNS ?? 1), log: (l) => log(`first-load: ${l}`) });
    const text = m.formatFirstLoad(result);
    const lines = text.split('\n');
    const rows = [];
    for (const line of lines.filter((l) => l.startsWith('| ')).slice(1)) {
      const [figure, measured, target, met] = line.slice(2, -2).split(' | ');
      rows.push(row(figure, measured, '-', '-', target, met === '-' ? null : met === 'yes'));
    }
    notes.push('First load (first-load.bench.mjs):', ...lines.filter((l) => !l.startsWith('|')));
    return rows;
  } finally {
    await app.stop();
  }
}

function commit() {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', 'backend/src', 'prisma'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return `${head}${dirty ? ' + uncommitted changes in backend/src or prisma' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

const rows = [];
const notes = [];
const failures = [];
const started = Date.now();
const loadAtStart = os.loadavg()[0].toFixed(2);
const env = parts.some((p) => ['http', 'sockets', 'replicas', 'push', 'signups', 'questions', 'doors', 'screens', 'balancer', 'soak'].includes(p))
  ? await benchEnvironment()
  : null;
log(`parts: ${parts.join(', ')}; app at ${ROOT}/backend/dist, database ${env?.database.label ?? 'per part'}`);
try {
  for (const part of parts) {
    log(`== ${part}`);
    try {
      if (part === 'sql') rows.push(...(await sqlPart()));
      if (part === 'http') rows.push(...(await env.withApp(async (ctx) => (await import('./http.bench.mjs')).httpBench(ctx))));
      if (part === 'sockets') rows.push(...(await env.withApp(async (ctx) => (await import('./sockets.bench.mjs')).socketsBench(ctx), { inspect: true })));
      if (part === 'replicas') rows.push(...(await replicasPart(env)));
      if (part === 'push') rows.push(...(await (await import('./push-fan-out.bench.mjs')).pushFanOutBench(env)));
      if (part === 'signups') {
        const { signupsBench, SIGNUP_BENCH_ENV } = await import('./signups.bench.mjs');
        rows.push(...(await env.withApp(signupsBench, { extraEnv: SIGNUP_BENCH_ENV })));
      }
      if (part === 'questions') {
        const { questionsBench, QUESTION_BENCH_ENV } = await import('./questions.bench.mjs');
        rows.push(...(await env.withApp(questionsBench, { extraEnv: QUESTION_BENCH_ENV })));
      }
      if (part === 'doors') {
        const { doorSyncBench, DOOR_BENCH_ENV } = await import('./door-sync.bench.mjs');
        rows.push(...(await env.withApp(doorSyncBench, { extraEnv: DOOR_BENCH_ENV })));
      }
      if (part === 'balancer') {
        const publicFiles = sharedDir('conf-bench-files-');
        const { balancerBench } = await import('./balancer.bench.mjs');
        rows.push(...(await env.withApp((ctx) => balancerBench({ ...ctx, publicFiles }), { extraEnv: { PUBLIC_FILES_DIR: publicFiles } })));
      }
      if (part === 'screens') rows.push(...(await env.withApp(async (ctx) => (await import('./screens.bench.mjs')).screensBench(ctx))));
      if (part === 'pages') rows.push(...(await (await import('./page-size.bench.mjs')).pageSizeBench()));
      if (part === 'first-load') rows.push(...(await firstLoadPart(notes)));
      if (part === 'lighthouse') rows.push(...(await (await import('./lighthouse-burst.bench.mjs')).lighthouseBurstBench()));
      if (part === 'calendar') rows.push(...(await (await import('./calendar.bench.mjs')).calendarBench()));
      if (part === 'soak') rows.push(...(await env.withApp(async (ctx) => (await import('./soak.bench.mjs')).soakBench(ctx))));
    } catch (error) {
      log(`${part} failed: ${error.stack ?? error}`);
      failures.push(part);
      rows.push(
        row(
          `${part}: FAILED`,
          String(error.message ?? error)
            .split('\n')[0]
            .slice(0, 160),
          '-',
          '-',
          '-',
          false,
        ),
      );
    }
  }
} finally {
  await env?.close();
  cleanupAll();
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(`## Benchmark, issue 12 (${new Date().toISOString().slice(0, 16)}Z, commit ${commit()})\n`);
console.log(
  `${os.cpus().length} cores, app on core 0, load on core 1; database ${env?.database.label ?? 'embedded (PGlite)'};` +
    ` autocannon ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s; load average ${loadAtStart} at the start, ${load} at the end (another process busy on the machine skews every figure);` +
    ` ${Math.round((Date.now() - started) / 1000)} s in all.\n`,
);
console.log(formatTable(rows));
if (notes.length) console.log(`\n${notes.join('\n')}`);
process.exitCode = failures.length || rows.some((r) => r.met === false && r.figure.startsWith('SQL')) ? 1 : 0;
