// Lighthouse as a visitor meets it (issue 45): a programme of 600 sessions (6 rooms, 3 days, 150 speakers, real-length
// abstracts, the demo site around them), a freshly started app pinned to core 0 on the embedded database, Lighthouse
// 13 mobile (default throttling) in Debian's Chromium on core 1. Each round: a burst of 100 organiser edits, then
// `/`, `/schedule`, a session's and a speaker's page right after it, then the same pages a minute later. Three rounds:
// every run is printed, and each page's median per timing is the row.
// It builds nothing: run `npm run build` first. Run: node backend/bench/lighthouse-burst.bench.mjs, or the
// `lighthouse` part of run.mjs. Env: LIGHTHOUSE_SESSIONS (600), LIGHTHOUSE_ROUNDS (3), LIGHTHOUSE_EDITS (100),
// LIGHTHOUSE_LATER_S (60).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseRun, TARGETS } from './first-load.bench.mjs';
import { api, LOAD_CORE, login, seedProgramme, startApp } from './lib/app.mjs';
import { log, sleep, tmpDir } from './lib/proc.mjs';
import { formatTable, row } from './lib/table.mjs';
import { programmeOf, seedNews } from './page-size.bench.mjs';

const SESSIONS = Number(process.env.LIGHTHOUSE_SESSIONS ?? 600);
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);
const EDITS = Number(process.env.LIGHTHOUSE_EDITS ?? 100);
const LATER_MS = Number(process.env.LIGHTHOUSE_LATER_S ?? 60) * 1000;

/** `edits` organiser edits one after another, each a session's title, as fast as the API answers them. */
async function burst(url, token, sessionIds, round, edits) {
  const started = Date.now();
  for (let i = 0; i < edits; i++) {
    const id = sessionIds[(i * 37 + round * 11) % sessionIds.length];
    await api(url, token, 'PUT', `/api/admin/sessions/${id}`, { title: `Edited in round ${round + 1}, edit ${i + 1}` });
  }
  return Date.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The Lighthouse rows: per page and timing, the median score and TBT of the rounds, every run listed. */
export async function lighthouseBurstBench({ sessions = SESSIONS, rounds = ROUNDS, edits = EDITS, laterMs = LATER_MS } = {}) {
  // Chromium (and this process) on the other core than the app.
  try {
    execFileSync('taskset', ['-p', '-c', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
  } catch {
    log('taskset failed: Lighthouse runs on any core');
  }
  const dataDir = tmpDir('conf-bench-lighthouse-');
  const database = { url: undefined };
  const demo = { DEMO_CONTENT: 'true' };
  let app = await startApp({ dataDir, database, extraEnv: demo });
  let seeded;
  try {
    const token = await login(app.url);
    // On the demo edition's days, so that /schedule opens on a day of 200 sessions.
    const { event_starts_on: startsOn } = await api(app.url, null, 'GET', '/public/conference-settings');
    seeded = await seedProgramme(app.url, token, { ...programmeOf(sessions), first: Date.parse(`${startsOn}T08:00:00Z`) });
    await seedNews(app.url, token);
  } finally {
    await app.stop();
  }
  // A freshly started app: nothing rendered or compressed yet but what start-up does.
  app = await startApp({ dataDir, database, extraEnv: demo });
  const runs = [];
  try {
    const token = await login(app.url);
    const pages = ['/', '/schedule', `/sessions/${seeded.sessionIds[1]}`, `/speakers/${seeded.speakerIds[0]}`];
    for (let round = 0; round < rounds; round++) {
      const took = await burst(app.url, token, seeded.sessionIds, round, edits);
      log(`round ${round + 1}: ${edits} edits in ${(took / 1000).toFixed(1)} s`);
      for (const timing of ['right after', 'a minute later']) {
        if (timing === 'a minute later') await sleep(laterMs);
        for (const pathname of pages) {
          log(`lighthouse ${pathname}, ${timing} (round ${round + 1})`);
          const result = await lighthouseRun(`${app.url}${pathname}`);
          runs.push({
            pathname,
            timing,
            round,
            score: result.score,
            tbtMs: result.tbtMs,
            lcpMs: result.lcpMs,
            transferBytes: result.transferBytes,
            jsTransferBytes: result.jsTransferBytes,
          });
        }
      }
    }
  } finally {
    await app.stop();
  }
  const rows = [];
  for (const pathname of [...new Set(runs.map((r) => r.pathname))]) {
    for (const timing of ['right after', 'a minute later']) {
      const these = runs.filter((r) => r.pathname === pathname && r.timing === timing);
      const score = median(these.map((r) => r.score));
      const tbt = median(these.map((r) => r.tbtMs));
      const label = pathname.replace(/\/\d+$/, '/{id}');
      rows.push(
        row(
          `Lighthouse mobile ${label} at ${sessions} sessions, ${timing} ${edits} edits: score / TBT (median of ${these.length})`,
          `${score} / ${tbt} ms (runs: ${these.map((r) => `${r.score}/${r.tbtMs} ms`).join(', ')}); JS ${these.map((r) => (r.jsTransferBytes / 1024).toFixed(0)).join(', ')} KB`,
          '-',
          '-',
          `>= ${TARGETS.score} / <= ${TARGETS.tbtMs} ms`,
          score >= TARGETS.score && tbt <= TARGETS.tbtMs,
        ),
      );
    }
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  lighthouseBurstBench()
    .then((rows) => console.log(formatTable(rows)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
