// Soak: BENCH_SOAK_N (5,000) anonymous sockets held while an admin edits a session's title once a second for
// BENCH_SOAK_SECONDS (300), after BENCH_SOAK_WARMUP_SECONDS (60) of the same edits that are not sampled. The app's RSS
// is read every 10 s. The app runs as it does in production (no --expose-gc), so RSS saws up and down with the garbage
// collector (by 10-40 MB here, over minutes); what a leak raises is the floor the collector gets back to. The
// criterion: the second half's floor is within 5% of the first half's, a half's floor being the median of its three
// lowest samples (one sample taken right after a full collection dips below where the collector usually returns). The medians of the
// first and last three samples and the least-squares slope are reported beside it. Every edit must reach every
// socket.
import { tokenSource } from './lib/app.mjs';
import { log, sleep } from './lib/proc.mjs';
import { newTitle } from './lib/push-rounds.mjs';
import { socketFleet } from './lib/sockets.mjs';
import { count, ms, percentile, row } from './lib/table.mjs';

const N = Number(process.env.BENCH_SOAK_N ?? 5000);
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const WARMUP_SECONDS = Number(process.env.BENCH_SOAK_WARMUP_SECONDS ?? 60);
const SAMPLE_EVERY_MS = 10_000;
const MAX_GROWTH = 0.05;

const median = (values) => percentile(values, 50);
/** Where the collector gets back to: the median of the three lowest samples. */
const floorOf = (values) => median([...values].sort((a, b) => a - b).slice(0, 3));

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx ? sxy / sxx : 0;
}

/**
 * For `seconds` of wall time, an edit at each whole second (timed until every socket has it); a second whose slot
 * passed while the edit before was still under way is skipped and counted as late. `onTick` runs every 10 s.
 */
async function editEverySecond(fleet, { auth, sessionId, seconds, onTick }) {
  const stats = { samples: [], edits: 0, failed: 0, timeouts: 0, late: 0 };
  const started = Date.now();
  const ends = started + seconds * 1000;
  let slot = started;
  let nextTick = started;
  while (slot < ends) {
    if (Date.now() < slot) await sleep(slot - Date.now());
    while (Date.now() >= nextTick) {
      onTick?.((Date.now() - started) / 1000);
      nextTick += SAMPLE_EVERY_MS;
    }
    const r = await fleet.edit({ token: await auth(), sessionId, title: newTitle(), mode: 'push', timeoutMs: 10_000 });
    stats.edits++;
    if (r.putStatus !== 200) stats.failed++;
    stats.timeouts += r.timeouts;
    stats.samples.push(...r.samples, ...Array(r.timeouts).fill(Infinity));
    const missed = Math.floor((Date.now() - slot) / 1000);
    stats.late += missed;
    slot += (missed + 1) * 1000;
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
    const half = Math.floor(kb.length / 2);
    const floors = [floorOf(kb.slice(0, half)), floorOf(kb.slice(half))];
    const growth = floors[1] / floors[0] - 1;
    const [first, last] = [median(kb.slice(0, 3)), median(kb.slice(-3))];
    const perMinute = slope(rss);
    const mb = (k) => `${(k / 1024).toFixed(1)} MB`;
    const p99 = percentile(run.samples, 99);
    return [
      row(
        `soak: app RSS over ${SECONDS} s at ${count(N)} sockets, one edit a second (${count(run.edits)} edits; floor of the first vs the second half: the median of each half's three lowest 10 s samples)`,
        `${mb(floors[0])} -> ${mb(floors[1])} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`,
        `median of the first / last three samples ${mb(first)} / ${mb(last)}; slope ${perMinute >= 0 ? '+' : ''}${perMinute.toFixed(0)} KB/min; max ${mb(Math.max(...kb))}`,
        '-',
        `no growth (floor within ${MAX_GROWTH * 100}%)`,
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
