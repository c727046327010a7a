// The app under test: backend/dist/main.js (or BENCH_BACKEND_DIST/main.js) as its own process pinned to core 0, on a throwaway database (embedded by
// default, or a database created on BENCH_DATABASE_URL and dropped afterwards), with an admin account, and the
// 100-session programme the issue talks about (3 days x 8 rooms, 40 speakers) seeded through the admin API.
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { ROOT, freePort, isAlive, log, sleep, spawnPinned, stopChild, tmpDir } from './proc.mjs';

export const ADMIN = { email: 'bench@bench.example', password: 'bench-password-123' };
export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

/** Plain node:http (fetch would add Accept-Encoding): {status, headers, body: Buffer}. */
export function request(url, { method = 'GET', headers = {}, json, agent } = {}) {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const h = { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}) };
    const req = http.request(url, { method, headers: h, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An admin API call; throws on a status >= 300. Returns the parsed body (or null). */
export async function api(url, token, method, route, json) {
  const res = await request(`${url}${route}`, { method, json, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${res.body.toString().slice(0, 300)}`);
  return res.body.length ? JSON.parse(res.body.toString()) : null;
}

/** A database for the whole run: undefined (embedded, lives in DATA_DIR) or a throwaway one on BENCH_DATABASE_URL. */
export async function benchDatabase() {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return { url: undefined, label: 'embedded (PGlite)', drop: async () => undefined };
  const name = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const run = async (sql) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((e) => log(`could not drop ${name}: ${e.message}`));
  };
  return { url: url.toString(), label: 'PostgreSQL (BENCH_DATABASE_URL)', drop };
}

/**
 * Starts the built app pinned to core 0. `dataDir` and `database` may be shared by successive app processes (the
 * programme is seeded once). `extraEnv` is added last (e.g. REDIS_URL for replicas); `backendDist` is another build
 * of the server (and FRONTEND_DIST in `extraEnv` another client). Returns {url, pid, child,
 * logFile, stop(), rssKb()}.
 */
export async function startApp({
  dataDir,
  database,
  extraEnv = {},
  core = SERVER_CORE,
  inspect = false,
  backendDist = process.env.BENCH_BACKEND_DIST ?? 'backend/dist',
}) {
  const port = await freePort();
  // With `inspect`, the inspector listens on a local port (idle unless asked): heap.mjs reads the heap through it.
  const inspectPort = inspect ? await freePort() : null;
  const logFile = path.join(dataDir, `app-${port}.log`);
  const out = openSync(logFile, 'a');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
    JWT_SECRET: readSecret(dataDir),
  };
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const child = spawnPinned(
    core,
    [
      process.execPath,
      ...(inspect ? [`--inspect=127.0.0.1:${inspectPort}`] : []),
      // E.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the app's time goes in a part.
      ...(process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
      path.join(path.resolve(ROOT, backendDist), 'main.js'),
    ],
    {
      env,
      stdio: ['ignore', out, out],
    },
  );
  closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${tail(logFile)}`);
    const ok = await request(`${url}/public/conference-settings`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 90_000) throw new Error(`the app did not answer within 90 s:\n${tail(logFile)}`);
    await sleep(200);
  }
  log(`app pid ${child.pid} on ${url} (core ${core}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    url,
    pid: child.pid,
    child,
    logFile,
    inspectPort,
    stop: () => stopChild(child, 10_000),
    rssKb: () => rssKb(child.pid),
    alive: () => isAlive(child.pid),
  };
}

// The same JWT secret for every app process on this data dir (so a token stays valid across restarts).
const secrets = new Map();
function readSecret(dataDir) {
  if (!secrets.has(dataDir)) secrets.set(dataDir, randomUUID() + randomUUID());
  return secrets.get(dataDir);
}

export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)[1]);
}

export async function login(url) {
  const { access_token: token } = await api(url, null, 'POST', '/api/auth/login', ADMIN);
  if (!token) throw new Error('sign-in returned no access_token');
  return token;
}

/** Access tokens live 15 minutes: sign in again when the one in hand is 10 minutes old. */
export function tokenSource(url, first) {
  let token = first;
  let at = Date.now();
  return async () => {
    if (Date.now() - at > 10 * 60_000) {
      token = await login(url);
      at = Date.now();
    }
    return token;
  };
}

const DAYS = 3;
const ROOMS = 8;
const SESSIONS = 100;
const SPEAKERS = 40;

// Varied, repeatable text (a seeded generator over a vocabulary), so the payload compresses like real abstracts and
// bios do rather than like one repeated sentence.
const VOCABULARY = `speech recognition translation language model corpus annotation evaluation benchmark dialogue
  multilingual low-resource tokenizer alignment retrieval summarisation terminology localisation accessibility
  transcription subtitling synthesis prosody phoneme lexicon morphology syntax semantics pragmatics discourse
  sentiment entity extraction classification clustering embedding attention transformer decoder encoder inference
  latency throughput quantisation distillation fine-tuning pretraining dataset licensing privacy fairness bias
  robustness hallucination grounding citation workflow pipeline deployment monitoring feedback editor translator
  interpreter linguist engineer researcher product customer public sector healthcare legal finance media archive
  museum library education classroom student teacher Europe Vienna German Slovenian Hungarian Czech Ukrainian Arabic
  Japanese Swahili Basque Welsh Icelandic we show how why when what our team built measured compared deployed
  learned improved reduced errors costs hours users documents minutes languages domains results lessons open source
  and the of for with in on at from to into across under over without between through a an this that these`.split(/\s+/);

export function textGenerator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (chars) => {
    const sentences = [];
    let length = 0;
    while (length < chars) {
      const words = Array.from({ length: 8 + Math.floor(next() * 12) }, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]);
      const sentence = `${words.join(' ')}.`;
      sentences.push(sentence[0].toUpperCase() + sentence.slice(1));
      length += sentence.length + 1;
    }
    return sentences.join(' ');
  };
}

/** The issue-12 programme: 40 speakers and 100 talks, 3 days x 8 rooms from 09:00 UTC in 75-minute slots. */
export const BENCH_PROGRAMME = { sessions: SESSIONS, speakers: SPEAKERS, rooms: ROOMS, days: DAYS, slotMinutes: 75, talkMinutes: 60 };

/**
 * A programme seeded through the admin API: `speakers` speakers and `sessions` talks, over `days` days x `rooms`
 * rooms from `first` (epoch ms; 17 Nov 2031, 09:00 UTC) in slots of `slotMinutes`, 1-3 speakers each, with
 * real-length abstracts and bios.
 */
export async function seedProgramme(url, token, shape = BENCH_PROGRAMME) {
  const { sessions, speakers, rooms, days, slotMinutes, talkMinutes, first = Date.UTC(2031, 10, 17, 9, 0) } = { ...BENCH_PROGRAMME, ...shape };
  const started = Date.now();
  const text = textGenerator(12);
  const speakerIds = [];
  for (let i = 0; i < speakers; i++) {
    const s = await api(url, token, 'POST', '/api/admin/speakers', {
      name: `Bench Speaker ${i + 1}`,
      title: 'Research Engineer',
      company: `Company ${(i % 12) + 1}`,
      bio: text(250 + (i % 5) * 50),
      bio_short: text(80),
      display_on_public: true,
    });
    speakerIds.push(s.id);
  }
  const sessionIds = [];
  for (let i = 0; i < sessions; i++) {
    const room = i % rooms;
    const day = Math.floor(i / rooms) % days;
    const slot = Math.floor(i / (rooms * days));
    const start = first + day * 86_400_000 + slot * slotMinutes * 60_000;
    const on = [...new Set([i, i * 7 + 3, i * 13 + 5].slice(0, 1 + (i % 3)).map((k) => speakerIds[k % speakers]))];
    const s = await api(url, token, 'POST', '/api/admin/sessions', {
      title: `Session ${i + 1}: ${text(30).slice(0, -1)}`,
      description: text(350 + (i % 7) * 40),
      type: 'talk',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + talkMinutes * 60_000).toISOString(),
      room: `Room ${room + 1}`,
      capacity: 50 + (i % 5) * 50,
      speaker_ids: on,
    });
    sessionIds.push(s.id);
  }
  log(`seeded ${speakers} speakers and ${sessions} sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { speakerIds, sessionIds };
}

/**
 * One data dir + database for the run, seeded once; `withApp(fn)` runs fn({app, token, programme}) on a fresh app
 * process over it and stops the process afterwards.
 */
export async function benchEnvironment() {
  const dataDir = tmpDir('conf-bench-');
  const database = await benchDatabase();
  let programme = null;
  return {
    database,
    async withApp(fn, { inspect = false, extraEnv = {} } = {}) {
      const app = await startApp({ dataDir, database, inspect, extraEnv });
      try {
        const token = await login(app.url);
        if (!programme) programme = await seedProgramme(app.url, token);
        return await fn({ app, token, programme });
      } catch (error) {
        log(`app log tail:\n${tail(app.logFile)}`);
        throw error;
      } finally {
        await app.stop();
      }
    },
    /**
     * Several app processes at once on this data dir and database (PostgreSQL only: the embedded database belongs to
     * one process), all with `extraEnv`, the i-th pinned to cores[i]: fn({apps, token, programme}).
     */
    async withApps(cores, extraEnv, fn) {
      if (!database.url) throw new Error('several app processes need a PostgreSQL server (BENCH_DATABASE_URL)');
      const apps = [];
      try {
        // One after the other: each applies migrations and loads the read model at start.
        for (const core of cores) apps.push(await startApp({ dataDir, database, extraEnv, core }));
        const token = await login(apps[0].url);
        if (!programme) programme = await seedProgramme(apps[0].url, token);
        return await fn({ apps, token, programme });
      } catch (error) {
        for (const app of apps) log(`app ${app.pid} log tail:\n${tail(app.logFile)}`);
        throw error;
      } finally {
        await Promise.all(apps.map((app) => app.stop()));
      }
    },
    close: () => database.drop(),
  };
}
