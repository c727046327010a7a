// Push alone with two app processes sharing the sockets through the Redis adapter (REDIS_URL set, a throwaway
// QUEUE_PREFIX): the clients connect over WebSocket only, half to each process, so no sticky sessions are needed. The
// admin's PUT goes to the first process; the second hears the push through Redis and writes to its own half.
// Pinning (BENCH_REPLICA_CORES, default "0,0"): this machine has two cores and the 10,000 clients need one, so by
// default both processes share the app's core, as the one process of the `sockets` part does: the clients get the
// same core as there, and what the split changes is per process (each writes 5,000 frames, plus the Redis hop), not
// the CPU the servers have. "0,1" puts the second process on the clients' core instead (it then competes with them).
// Rows: push p50 / p99, and per process the memory per idle socket and the CPU time per socket per push.
import { randomUUID } from 'node:crypto';
import { tokenSource } from './lib/app.mjs';
import { log, sleep } from './lib/proc.mjs';
import { editRounds } from './lib/push-rounds.mjs';
import { socketFleet } from './lib/sockets.mjs';
import { count, ms, percentile, row } from './lib/table.mjs';

const PUSH_N = Number(process.env.BENCH_PUSH_N ?? 10_000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const CORES = (process.env.BENCH_REPLICA_CORES ?? '0,0').split(',').map(Number);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function replicasBench(env) {
  const extraEnv = { REDIS_URL, QUEUE_PREFIX: `bench-${randomUUID().slice(0, 8)}` };
  return env.withApps(CORES, extraEnv, async ({ apps, token, programme }) => {
    const rows = [];
    const where = `${apps.length} processes on cores ${CORES.join(' and ')}, clients on core 1, Redis adapter`;
    await sleep(3000);
    const before = apps.map((a) => a.rssKb());
    const fleet = socketFleet(apps[0].url);
    try {
      await fleet.connect(
        PUSH_N,
        apps.map((a) => a.url),
      );
      log(`holding ${count(PUSH_N)} idle sockets over ${apps.length} processes for ${IDLE_SECONDS} s`);
      await sleep(IDLE_SECONDS * 1000);
      const { byUrl } = await fleet.stats();
      const held = apps.map((a) => byUrl[a.url] ?? 0);
      const kbPerSocket = apps.map((a, i) => (a.rssKb() - before[i]) / held[i]);
      log(`sockets per process ${held.join(' / ')}; ${kbPerSocket.map((k) => k.toFixed(2)).join(' / ')} KB per socket`);
      const push = await editRounds(fleet, {
        auth: tokenSource(apps[0].url, token),
        sessionId: programme.sessionIds[0],
        mode: 'push',
        label: `push @${PUSH_N}, ${apps.length} processes`,
        pids: apps.map((a) => a.pid),
        warmup: 1,
      });
      const edits = push.putMs.length;
      const p99 = percentile(push.samples, 99);
      rows.push(
        row(
          `push alone @${count(PUSH_N)} sockets, ${where}: p50 / p99 (${count(push.samples.length)} samples, after a warm-up edit)`,
          `${ms(percentile(push.samples, 50))} / ${ms(p99)}`,
          `sockets per process ${held.map(count).join(' / ')}; PUT answered p50 ${ms(percentile(push.putMs, 50))}`,
          '-',
          'p99 < 250 ms',
          PUSH_N >= 10_000 ? p99 < 250 && push.timeouts === 0 : null,
        ),
      );
      rows.push(
        row(
          `push alone @${count(PUSH_N)}, ${apps.length} processes: server CPU per socket per push, each process`,
          push.cpu.map((cpu, i) => `${((cpu * 1e6) / edits / held[i]).toFixed(1)} µs`).join(' / '),
          `the first process also answers the PUT; ${push.cpu.map((c) => `${((c * 1000) / edits).toFixed(0)} ms`).join(' / ')} CPU per push`,
          '-',
          '-',
          null,
        ),
      );
      rows.push(
        row(
          `memory per idle socket, ${apps.length} processes (RSS of each, ${held.map(count).join(' / ')} sockets)`,
          kbPerSocket.map((k) => `${k.toFixed(1)} KB`).join(' / '),
          before.map((b, i) => `RSS ${(b / 1024).toFixed(0)} -> ${(apps[i].rssKb() / 1024).toFixed(0)} MB`).join('; '),
          '-',
          '<= 7 KB',
          kbPerSocket.every((k) => k <= 7),
        ),
      );
      if (push.timeouts)
        rows.push(row(`push alone, ${apps.length} processes: sockets without an event after 30 s`, count(push.timeouts), '-', '-', '0', false));
    } finally {
      await fleet.stop();
    }
    return rows;
  });
}
