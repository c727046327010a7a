// Start-up races: a fresh deployment whose two app replicas and mail worker start at the same moment on one empty
// database (a first deploy, an orchestrator starting every pod at once). Each process applies the migrations and
// writes what a first start writes (the ADMIN_EMAIL account, the demo content, the settings and read-model rows);
// none may crash or write it twice. Several rounds, each on a new database, since a race does not show every time.
import path from 'node:path';
import { freePort } from '../bench/lib/proc.mjs';
import { call, signIn } from './api.mjs';
import { ADMIN, App, Worker, createDatabase, deploymentEnv, log } from './cluster.mjs';
import { row, waitUntil } from './scenarios.mjs';

const ROUNDS = Number(process.env.FAULTS_START_ROUNDS ?? 5);
const OPENING = 'Opening panel: the year in language technology';

/** How often each demo record is stored: `once` when every table holds each of its demo records exactly once. */
async function demoCopies(db) {
  const [counts] = await db.query(`SELECT
    (SELECT count(*) FROM sessions) AS sessions, (SELECT count(DISTINCT title) FROM sessions) AS session_titles,
    (SELECT count(*) FROM speakers) AS speakers, (SELECT count(DISTINCT name) FROM speakers) AS speaker_names,
    (SELECT count(*) FROM sponsors) AS sponsors, (SELECT count(DISTINCT name) FROM sponsors) AS sponsor_names,
    (SELECT count(*) FROM news_items) AS news, (SELECT count(DISTINCT title) FROM news_items) AS news_titles`);
  const n = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
  const once =
    n.sessions > 0 && n.sessions === n.session_titles && n.speakers === n.speaker_names && n.sponsors === n.sponsor_names && n.news === n.news_titles;
  return { once, summary: `${n.sessions} sessions, ${n.speakers} speakers, ${n.sponsors} sponsors, ${n.news} news` };
}

/** The opening session as each replica's public programme lists it: once on both, after the read model caught up. */
async function openingOnEveryReplica(replicas) {
  const counts = async () =>
    Promise.all(
      replicas.map(async (r) => {
        const response = await call(r.url, 'GET', '/public/sessions');
        return response.status === 200 ? response.body.sessions.filter((s) => s.title === OPENING).length : 0;
      }),
    );
  return waitUntil('the demo programme on both replicas', async () => ((await counts()).every((n) => n > 0) ? true : undefined), 30_000).then(
    async () => (await counts()).every((n) => n === 1),
    () => false,
  );
}

async function round(c, smtp, i) {
  const db = await createDatabase();
  // Plain logs (no colours), so the line saying why a process exited can be quoted.
  const env = { ...deploymentEnv(db, c.redis, smtp), DEMO_CONTENT: 'true', NO_COLOR: '1' };
  const dir = c.dir;
  const a = new App(`start-${i}-a`, { ...env, DATA_DIR: path.join(dir, `start-${i}-a`) }, dir, await freePort());
  const b = new App(`start-${i}-b`, { ...env, DATA_DIR: path.join(dir, `start-${i}-b`) }, dir, await freePort());
  const worker = new Worker(`start-${i}-worker`, { ...env, DATA_DIR: path.join(dir, `start-${i}-w`) }, dir);
  const processes = [a, b, worker];
  try {
    const started = Date.now();
    for (const p of processes) p.start();
    const failures = (
      await Promise.all(
        processes.map((p) =>
          p.ready(120_000).then(
            () => null,
            (e) => e.message,
          ),
        ),
      )
    ).filter(Boolean);
    const readyMs = Date.now() - started;
    for (const p of processes) {
      if (p.alive) continue;
      const lines = p.output().split('\n');
      const why = lines.find((line) => /\bERROR\b|Error:|constraint/.test(line)) ?? lines.filter(Boolean).at(-1) ?? 'no output';
      log(`round ${i}: ${p.name} exited: ${why.slice(0, 300)}`);
    }
    const crashed = processes.filter((p) => !p.alive).length + failures.filter((f) => !/exited/.test(f)).length;
    const [{ admins, configured }] = await db.query(
      'SELECT count(*) FILTER (WHERE is_admin) AS admins, count(*) FILTER (WHERE email = $1) AS configured FROM users',
      [ADMIN.email],
    );
    const up = [a, b].find((r) => r.alive) ?? a;
    const signsIn = await signIn(up.url, ADMIN.email, ADMIN.password).then(
      () => true,
      () => false,
    );
    const oneAdmin = Number(admins) === 1 && Number(configured) === 1 && signsIn;
    const demo = await demoCopies(db);
    const served = crashed === 0 && (await openingOnEveryReplica([a, b]));
    log(`round ${i}: ready in ${(readyMs / 1000).toFixed(1)} s; ${crashed} crashed; ${admins} admin(s); ${demo.summary}; served once: ${served}`);
    return { crashed, oneAdmin, demoOnce: demo.once && served, readyMs };
  } finally {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await db.drop();
  }
}

/** Two replicas and the worker started together on an empty database, ROUNDS times. */
export async function simultaneousStart(c, smtp) {
  const results = [];
  for (let i = 1; i <= ROUNDS; i++) results.push(await round(c, smtp, i));
  const crashed = results.reduce((sum, r) => sum + r.crashed, 0);
  const oneAdmin = results.filter((r) => r.oneAdmin).length;
  const demoOnce = results.filter((r) => r.demoOnce).length;
  const slowest = Math.max(...results.map((r) => r.readyMs));
  return [
    row(`processes crashed or not ready, 2 replicas + worker started together on an empty database (${ROUNDS} rounds)`, crashed, '0', crashed === 0),
    row('rounds with exactly one admin account (ADMIN_EMAIL), who signs in', `${oneAdmin} of ${ROUNDS}`, `${ROUNDS} of ${ROUNDS}`, oneAdmin === ROUNDS),
    row('rounds with the demo content stored and served once', `${demoOnce} of ${ROUNDS}`, `${ROUNDS} of ${ROUNDS}`, demoOnce === ROUNDS),
    row('slowest simultaneous start until all three were up (s)', (slowest / 1000).toFixed(1), 'counted', true),
  ];
}
