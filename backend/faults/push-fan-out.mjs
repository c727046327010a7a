// A worker SIGKILLed in the middle of a push fan-out (issue 44): one move of a session 1,000 anonymous devices
// starred, each subscribed at the local push service (the bench's push receiver, which answers each push after
// 150 ms). Once about 300 devices have had their push the worker is killed, and started again 0.5 s later. The rows
// it had claimed come back when their lease ends (PUSH_LEASE_SECONDS, 12 s in the suite); the rest the new worker
// claims at once. Every device must be reached. A device that got its push twice (the killed worker's push service
// took it, but the worker died before recording it) is counted: delivery is at least once, and the notification's tag
// makes the second replace the first on the device.
import { sleep } from '../bench/lib/proc.mjs';
import { subscriptionKeys } from '../bench/lib/push-receiver.mjs';
import { must, pool, signIn } from './api.mjs';
import { ADMIN, log } from './cluster.mjs';
import { row, waitUntil } from './scenarios.mjs';

const DEVICES = 1000;
const KILL_AT = 300;

/** The push rows' states, counted. */
async function outboxStates(c) {
  const rows = await c.db.query('SELECT status, count(*)::int AS n FROM push_outbox GROUP BY status');
  const counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return { ...counts, total: rows.reduce((sum, r) => sum + r.n, 0) };
}

export async function pushUnderWorkerKill(c) {
  if (!c.push) throw new Error('the cluster has no push service');
  const admin = await signIn(c.a.url, ADMIN.email, ADMIN.password);
  const session = await must(c.a.url, 'POST', '/api/admin/sessions', {
    token: admin,
    body: { title: 'The fanned-out talk', description: 'x', startTime: '2025-11-21T09:00:00Z', endTime: '2025-11-21T10:00:00Z', room: 'Hall A' },
  });
  await c.push.reset();
  // 1,000 anonymous devices star it, half through each replica.
  await pool(DEVICES, 8, async (i) =>
    must(c.replicas[i % 2].url, 'POST', '/api/push/subscriptions', {
      body: { endpoint: c.push.endpoint(i), expirationTime: null, keys: await subscriptionKeys(), session_ids: [session.id], topics: ['session_changes'] },
    }),
  );
  const before = await outboxStates(c);
  await must(c.b.url, 'PUT', `/api/admin/sessions/${session.id}`, { token: admin, body: { room: 'Hall B' } });
  const movedAt = Date.now();

  // The kill: as soon as the push service has taken about 300 pushes (polled often, so it lands near there).
  let reached = 0;
  const deadline = Date.now() + 60_000;
  while ((reached = (await c.push.stats()).devices) < KILL_AT) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${KILL_AT} devices reached (${reached})`);
    await sleep(50);
  }
  await c.worker.kill('SIGKILL');
  const atKill = (await c.push.stats()).devices;
  const states = await outboxStates(c);
  log(
    `worker SIGKILL at ${atKill} of ${DEVICES} devices reached, ${((Date.now() - movedAt) / 1000).toFixed(1)} s after the move; push_outbox then: ` +
      `${states.sent ?? 0} sent, ${states.sending ?? 0} claimed by the killed worker, ${states.pending ?? 0} waiting, ${DEVICES - states.total + before.total} not yet queued`,
  );
  const killedAt = Date.now();
  await sleep(500);
  c.worker.start();
  const running = c.worker.ready(60_000).then(
    () => Date.now(),
    () => undefined,
  );

  const all = await waitUntil(`${DEVICES} devices reached`, async () => (await c.push.stats()).devices >= DEVICES, 90_000).then(
    () => true,
    () => false,
  );
  // Settled: nothing waiting or claimed, so every push sent twice has arrived by now.
  await waitUntil(
    'the push outbox settled',
    async () => {
      const s = await outboxStates(c);
      return !s.pending && !s.sending;
    },
    all ? 30_000 : 1_000,
  ).catch(() => undefined);
  const stats = await c.push.stats();
  const after = await outboxStates(c);
  const written = after.total - before.total;
  const failed = after.failed ?? 0;
  const seconds = all ? ((Math.max(...stats.times) - movedAt) / 1000).toFixed(1) : `not within 90 s`;
  const [{ queued }] = await c.db.query('SELECT (extract(epoch FROM max(created_at)) * 1000)::float8 AS queued FROM push_outbox');
  const since = (at, from = movedAt) => (at ? `${((at - from) / 1000).toFixed(1)} s` : 'never');
  log(
    `pushes: ${stats.devices} devices reached, ${stats.duplicates} twice, ${written} rows written (${JSON.stringify(after)}); ` +
      `all queued ${since(queued)} and all reached ${all ? `${seconds} s` : 'never'} after the move; the worker running again ${since(await running, killedAt)} after the kill`,
  );
  const midFanOut = atKill < DEVICES;
  return [
    row(
      `devices reached, worker SIGKILLed at ${atKill} of ${DEVICES} reached`,
      `${stats.devices} of ${DEVICES}`,
      'all (the kill mid-fan-out)',
      stats.devices === DEVICES && midFanOut,
    ),
    row('devices lost', DEVICES - stats.devices, '0', stats.devices === DEVICES),
    row('pushes received twice (the tag replaces the first on the device)', stats.duplicates, 'counted', true),
    row(`push_outbox rows failed (of ${written} written)`, failed, '0', failed === 0 && written === DEVICES),
    row('seconds from the move until all reached (claimed pushes return after PUSH_LEASE_SECONDS, 12 in the suite)', seconds, 'reported', true),
  ];
}
