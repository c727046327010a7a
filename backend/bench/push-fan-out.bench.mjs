// Issue 44's fan-out: one move of a session that BENCH_FANOUT_N (10,000) subscribed devices starred, from the
// organiser's PUT answer until a local push service (lib/push-receiver.mjs, on the load core) has taken a push for
// every device; beside the same number of pushes encrypted and posted by `web-push` alone with no app around
// (lib/push-reference.child.mjs, on the app's core), in the same run. The app runs in one process with its worker
// (RUN_WORKER), the notice window at 0 s (the window is a chosen wait, not the machinery's). Rows: all taken
// (total), p50 and p99 of each device's push, CPU per push, the app's memory after.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { LOAD_CORE, SERVER_CORE, api } from './lib/app.mjs';
import { ROOT, cpuSeconds, log, sleep } from './lib/proc.mjs';
import { startPushReceiver, subscriptionKeys } from './lib/push-receiver.mjs';
import { count, ms, percentile, row } from './lib/table.mjs';

const N = Number(process.env.BENCH_FANOUT_N ?? 10_000);
const TARGET_RATIO = 1.25;
const TARGET_TOTAL_MS = 20_000;
const REFERENCE = path.join(ROOT, 'backend/bench/lib/push-reference.child.mjs');

/** The reference run: web-push alone, pinned to the app's core. */
function reference(receiver) {
  const out = execFileSync('taskset', ['-c', String(SERVER_CORE), process.execPath, REFERENCE], {
    cwd: ROOT,
    env: { ...process.env, PUSH_N: String(N), RECEIVER_ORIGIN: receiver.origin },
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(out);
}

async function subscribeDevices(url, receiver, sessionId) {
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < N) {
        const i = next++;
        const body = {
          endpoint: receiver.endpoint(i),
          expirationTime: null,
          keys: await subscriptionKeys(),
          session_ids: [sessionId],
          topics: ['session_changes'],
        };
        await api(url, null, 'POST', '/api/push/subscriptions', body);
      }
    }),
  );
  log(`${count(N)} devices subscribed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Resolves with the receiver's stats once every device got a push, or throws after `timeoutMs`. */
async function allTaken(receiver, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stats = await receiver.stats();
    if (stats.devices >= N) return stats;
    if (Date.now() > deadline) throw new Error(`only ${stats.devices} of ${N} devices got a push within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

export async function pushFanOutBench(env) {
  const receiver = await startPushReceiver(LOAD_CORE);
  try {
    log(`reference: ${count(N)} pushes by web-push alone`);
    const ref = reference(receiver);
    const refTaken = await receiver.stats();
    log(`reference: all ${refTaken.devices} taken in ${ms(ref.totalMs)}`);
    await receiver.reset();
    const extraEnv = { PUSH_SERVICE_ORIGINS: receiver.origin, SESSION_NOTICE_WINDOW_SECONDS: '0', FORM_RATE_LIMIT_PER_MINUTE: '100000000' };
    return await env.withApp(
      async ({ app, token, programme }) => {
        const sessionId = programme.sessionIds[0];
        await subscribeDevices(app.url, receiver, sessionId);
        await sleep(3000);
        const cpuBefore = cpuSeconds(app.pid);
        await api(app.url, token, 'PUT', `/api/admin/sessions/${sessionId}`, { room: `Room ${Date.now() % 1000}` });
        const answeredAt = Date.now();
        const stats = await allTaken(receiver, 180_000);
        const offsets = stats.times.map((t) => t - answeredAt).sort((a, b) => a - b);
        const totalMs = offsets[offsets.length - 1];
        await sleep(1000);
        const cpuPerPushMs = ((cpuSeconds(app.pid) - cpuBefore) * 1000) / N;
        const rssMb = app.rssKb() / 1024;
        log(`app: all ${stats.devices} taken ${ms(totalMs)} after the PUT answer; ${stats.duplicates} twice; headers ${JSON.stringify(stats.headers[0])}`);
        const ratio = totalMs / ref.totalMs;
        const where = `${count(N)} devices, app and its worker in one process on core ${SERVER_CORE}, push service on core ${LOAD_CORE}`;
        return [
          row(
            `push fan-out: one move, every device's push taken (${where})`,
            ms(totalMs),
            `web-push alone: ${ms(ref.totalMs)}`,
            `${ratio.toFixed(2)}x`,
            `<= ${TARGET_RATIO}x and <= ${TARGET_TOTAL_MS / 1000} s`,
            ratio <= TARGET_RATIO && totalMs <= TARGET_TOTAL_MS,
          ),
          row(
            "push fan-out: p50 / p99 of a device's push after the PUT answer",
            `${ms(percentile(offsets, 50))} / ${ms(percentile(offsets, 99))}`,
            `${ms(ref.p50Ms)} / ${ms(ref.p99Ms)}`,
          ),
          row(
            'push fan-out: CPU per push (app: the change, notices, outbox, encryption, posting)',
            `${cpuPerPushMs.toFixed(2)} ms`,
            `${((ref.cpuSeconds * 1000) / N).toFixed(2)} ms`,
            `${(cpuPerPushMs / ((ref.cpuSeconds * 1000) / N)).toFixed(2)}x`,
          ),
          row("push fan-out: the app's memory (RSS) after", `${rssMb.toFixed(0)} MB`),
          row('push fan-out: pushes taken twice by the push service', String(stats.duplicates), '-', '-', '0', stats.duplicates === 0),
        ];
      },
      { extraEnv },
    );
  } finally {
    await receiver.stop();
  }
}
