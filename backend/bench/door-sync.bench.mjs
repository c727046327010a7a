// Issue 46's doors: 10 doors scan a ticket a second each while offline for 5 minutes (300 scans each, 3,000 in all,
// among 500 attendees, so some are scanned again at another door), then the network comes back and all ten send
// their queues at once (POST /api/checkin/sync, as the /checkin page does). Rows: each door's sync time (p50 / p99 of
// the ten), and whether every scan was answered once and every holder let in exactly once. The doors run on the load
// core, the app on core 0, freshly started.
import { api, request } from './lib/app.mjs';
import { log } from './lib/proc.mjs';
import { count, ms, percentile, row } from './lib/table.mjs';
import { paidAccounts, SIGNUP_BENCH_ENV } from './signups.bench.mjs';

const DOORS = Number(process.env.BENCH_DOORS ?? 10);
const SCANS_PER_DOOR = Number(process.env.BENCH_DOOR_SCANS ?? 300);
const ATTENDEES = Number(process.env.BENCH_DOOR_ATTENDEES ?? 500);
const TARGET_SYNC_P99_MS = 2_000;
export const DOOR_BENCH_ENV = SIGNUP_BENCH_ENV;

export async function doorSyncBench({ app, token }) {
  const holders = await paidAccounts(app.url, ATTENDEES);
  const tickets = [];
  for (const holder of holders) tickets.push((await api(app.url, holder, 'GET', '/api/user/ticket')).token);
  const started = Date.parse('2026-11-18T08:00:00.000Z');
  // Door d's i-th scan, a second apart; the same person turns up at several doors now and then.
  const queues = Array.from({ length: DOORS }, (_, d) =>
    Array.from({ length: SCANS_PER_DOOR }, (_, i) => ({
      token: tickets[(d * 37 + i * 11) % ATTENDEES],
      door: `Door ${d + 1}`,
      scanned_at: new Date(started + i * 1000).toISOString(),
    })),
  );
  const t0 = performance.now();
  const synced = await Promise.all(
    queues.map(async (scans) => {
      const res = await request(`${app.url}/api/checkin/sync`, { method: 'POST', json: { scans }, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`POST /api/checkin/sync: ${res.status} ${res.body.toString().slice(0, 200)}`);
      return { ms, results: JSON.parse(res.body.toString()).results };
    }),
  );
  const times = synced.map((s) => s.ms);
  const answers = synced.flatMap((s, d) => s.results.map((r, i) => ({ ...r, token: queues[d][i].token })));
  const letIn = answers.filter((a) => a.status === 200);
  const repeats = answers.filter((a) => a.status === 409 && a.body.reason === 'already_in');
  const distinct = new Set(answers.map((a) => a.token)).size;
  const twice = letIn.length - new Set(letIn.map((a) => a.token)).size;
  const { arrived } = await api(app.url, token, 'GET', '/api/checkin/arrivals');
  const exact =
    answers.length === DOORS * SCANS_PER_DOOR &&
    letIn.length === distinct &&
    twice === 0 &&
    letIn.length + repeats.length === answers.length &&
    arrived >= distinct;
  log(
    `doors: ${DOORS} queues of ${SCANS_PER_DOOR} synced in ${times.map((t) => ms(t)).join(', ')}; ${count(letIn.length)} let in, ${count(repeats.length)} repeats, ${count(distinct)} people, ${arrived} arrived`,
  );
  const p99 = percentile(times, 99);
  return [
    row(
      `${DOORS} doors, ${SCANS_PER_DOOR} scans each queued offline, synced at once: each door's sync, p50 / p99`,
      `${ms(percentile(times, 50))} / ${ms(p99)}`,
      `${count(DOORS * SCANS_PER_DOOR)} scans among ${count(ATTENDEES)} attendees`,
      '-',
      `p99 < ${TARGET_SYNC_P99_MS} ms`,
      p99 < TARGET_SYNC_P99_MS,
    ),
    row(
      `${DOORS} doors' queues: every scan answered once, every holder let in once`,
      `${count(answers.length)} answered, ${count(letIn.length)} let in, ${count(repeats.length)} repeats, let in twice: ${twice}`,
      `${count(distinct)} people scanned`,
      '-',
      'exact',
      exact,
    ),
  ];
}
