// Edits timed from the socket clients (sockets.child.mjs): each edit changes one session's title (a new title every
// time, or there would be nothing to push), or, with `trigger`, makes the raw `ws` anchor broadcast. Samples pooled.
import { cpuSeconds, log, sleep } from './proc.mjs';
import { ms, percentile } from './table.mjs';

const EDITS = Number(process.env.BENCH_EDITS ?? 5);
let edits = 0;

export const newTitle = () => `Bench title ${++edits}`;

/**
 * `pids`: server processes whose CPU time (user + system) during the edits is summed in `cpu` (seconds, same order):
 * measured around each edit only, so the pings between edits do not count.
 */
export async function editRounds(fleet, { auth, sessionId, mode, label, trigger, pids = [], rounds = EDITS, warmup = 0 }) {
  for (let i = 0; i < warmup; i++) {
    const r = await fleet.edit({ token: trigger ? null : await auth(), sessionId, title: newTitle(), mode, trigger });
    log(`${label} warm-up edit: slowest ${ms(Math.max(...r.samples))} (${r.samples.length}/${r.clients} clients; not counted)`);
    await sleep(1000);
  }
  const pooled = {
    samples: [],
    pushSamples: [],
    putMs: [],
    timeouts: 0,
    stale: 0,
    refetches: 0,
    errors: 0,
    viaDelta: 0,
    viaRefetch: 0,
    legacy: 0,
    delta: 0,
    lagMax: 0,
    frames: [],
    cpu: pids.map(() => 0),
  };
  for (let i = 0; i < rounds; i++) {
    const title = newTitle();
    const token = trigger ? null : await auth();
    const cpuBefore = pids.map(cpuSeconds);
    const r = await fleet.edit({ token, sessionId, title, mode, trigger });
    pids.forEach((pid, k) => (pooled.cpu[k] += cpuSeconds(pid) - cpuBefore[k]));
    if (r.putStatus !== 200) throw new Error(`${trigger ? `POST ${trigger}` : `PUT /api/admin/sessions/${sessionId}`}: ${r.putStatus}`);
    // A client that never got there counts as slower than every one that did (it shows as 'timeout' in a percentile).
    pooled.samples.push(...r.samples, ...Array(r.timeouts).fill(Infinity));
    pooled.pushSamples.push(...r.pushSamples);
    pooled.putMs.push(r.putMs);
    for (const k of ['timeouts', 'stale', 'refetches', 'errors', 'viaDelta', 'viaRefetch']) pooled[k] += r[k];
    pooled.legacy += r.events.legacy;
    pooled.delta += r.events.delta;
    pooled.lagMax = Math.max(pooled.lagMax, r.lagMaxMs);
    if (r.frames.length) pooled.frames = r.frames;
    const all = [...r.samples, ...Array(r.timeouts).fill(Infinity)];
    log(
      `${label} edit ${i + 1}/${rounds}: p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}, first ${ms(Math.min(...r.samples))}, slowest that got it ${ms(Math.max(...r.samples))}` +
        ` (${r.samples.length}/${r.clients} clients, ${r.timeouts} timeouts; ${trigger ? 'broadcast' : 'PUT'} ${ms(r.putMs)}; events: ${r.events.legacy} sessions.changed, ${r.events.delta} public.changed;` +
        ` ${r.refetches} refetches, ${r.stale} stale; client event-loop lag max ${ms(r.lagMaxMs)})`,
    );
    await sleep(1000);
  }
  return pooled;
}
