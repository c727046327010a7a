// Soak: BENCH_SOAK_N (5,000) anonymous sockets held while an admin edits a session's title once a second for
// BENCH_SOAK_SECONDS (300), after BENCH_SOAK_WARMUP_SECONDS (30) of the same edits that are not sampled. The app's RSS
// is read every 10 s. The app runs as it does in production (no --expose-gc), so single samples move with the garbage
// collector; the criterion compares steady states: the median of the last three samples against the median of the
// first three after the warm-up must be within 5%, and the least-squares slope over all samples is reported beside
// it (a leak of even 1 KB per edit would show as about 60 KB/min on top of the noise). Every edit must reach every socket.
import { tokenSource } from './lib/app.mjs';
import { log, sleep } from './lib/proc.mjs';
import { newTitle } from './lib/push-rounds.mjs';
import { socketFleet } from './lib/sockets.mjs';
import { count, ms, percentile, row } from './lib/table.mjs';

const N = Number(process.env.BENCH_SOAK_N ?? 5000);
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const WARMUP_SECONDS = Number(process.env.BENCH_SOAK_WARMUP_SECONDS ?? 30);
const SAMPLE_EVERY_MS = 10_000;
const MAX_GROWTH = 0.05;

const median = (values) => percentile(values, 50);

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx ? sxy / sxx : 0;
}

/** One edit a second for `seconds`, each timed until every socket has it; `onTick` runs about every 10 s. */
async function editEverySecond(fleet, { auth, sessionId, seconds, onTick }) {
  const stats = { samples: [], edits: 0, failed: 0, timeouts: 0, late: 0 };
  const started = Date.now();
  let nextTick = started;
  for (let i = 0; i < seconds; i++) {
    const due = started + i * 1000;
    if (Date.now() < due) await sleep(due - Date.now());
    else if (i > 0) stats.late++;
    if (Date.now() >= nextTick) {
      onTick?.((Date.now() - started) / 1000);
      nextTick += SAMPLE_EVERY_MS;
    }
    const r = await fleet.edit({ token: await auth(), sessionId, title: newTitle(), mode: 'push', timeoutMs: 10_000 });
    stats.edits++;
    if (r.putStatus !== 200) stats.failed++;
    stats.timeouts += r.timeouts;
    stats.samples.push(...r.samples, ...Array(r.timeouts).fill(Infinity));
  }
  onTick?.((Date.now() - started) / 1000);
  return stats;
}

export async function soakBench({ app, token, programme }) {
  const auth = tokenSource(app.url, token);
  const sessionId = programme.sessionIds[1];
  const fleet = socketFleet(app.url);
  try {
    await fleet.connect(N);
    log(`soak: ${count(N)} sockets; ${WARMUP_SECONDS} s of edits to warm up, then ${SECONDS} s sampled`);
    await editEverySecond(fleet, { auth, sessionId, seconds: WARMUP_SECONDS });
    const rss = [];
    const run = await editEverySecond(fleet, {
      auth,
      sessionId,
      seconds: SECONDS,
      onTick: (at) => {
        rss.push([at / 60, app.rssKb()]);
        log(`soak ${Math.round(at)} s: app RSS ${(rss.at(-1)[1] / 1024).toFixed(1)} MB`);
      },
    });
    const { disconnects, connected } = await fleet.stats();
    const kb = rss.map(([, y]) => y);
    const start = median(kb.slice(0, 3));
    const end = median(kb.slice(-3));
    const growth = end / start - 1;
    const perMinute = slope(rss);
    const mb = (k) => `${(k / 1024).toFixed(1)} MB`;
    const p99 = percentile(run.samples, 99);
    return [
      row(
        `soak: app RSS over ${SECONDS} s at ${count(N)} sockets, one edit a second (${count(run.edits)} edits; median of the first vs last three 10 s samples)`,
        `${mb(start)} -> ${mb(end)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`,
        `slope ${perMinute >= 0 ? '+' : ''}${perMinute.toFixed(0)} KB/min; min ${mb(Math.min(...kb))}, max ${mb(Math.max(...kb))}`,
        '-',
        `no growth (end <= start + ${MAX_GROWTH * 100}%)`,
        growth <= MAX_GROWTH,
      ),
      row(
        `soak: push p50 / p99 over the run; edits failed / late / sockets missed / disconnected`,
        `${ms(percentile(run.samples, 50))} / ${ms(p99)}`,
        `${run.failed} / ${run.late} / ${count(run.timeouts)} / ${disconnects} (${count(connected)} connected at the end)`,
        '-',
        '0 failed, 0 missed',
        run.failed === 0 && run.timeouts === 0 && disconnects === 0,
      ),
    ];
  } finally {
    await fleet.stop();
  }
}
