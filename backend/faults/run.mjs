// The fault suite (`npm run test:faults`): starts three app replicas behind the compose file's load balancer (Debian's
// nginx) and a mail worker on the local PostgreSQL and a Redis of its own (cluster.mjs), with a local push service (the bench's push receiver, pinned to core 1), injects one
// fault after another (scenarios.mjs; first, fresh deployments started all at once: simultaneous-start.mjs; a worker
// killed mid-fan-out of pushes: push-fan-out.mjs; a replica killed in a rush of sign-ups: seat-rush.mjs), prints a
// markdown table of what was lost, repeated and refused, and exits non-zero if anything was lost. Env:
// FAULTS_DATABASE_URL (a PostgreSQL server; default postgresql://postgres@127.0.0.1:5432/postgres), FAULTS_BACKEND_DIST
// (default backend/dist), FAULTS (comma-separated scenario names to run only some), FAULTS_START_ROUNDS (simultaneous
// starts, default 5).
import { cleanupAll } from '../bench/lib/proc.mjs';
import { startPushReceiver } from '../bench/lib/push-receiver.mjs';
import { replicaKillBehindBalancer, rollingRestart } from './behind-balancer.mjs';
import { log, startCluster } from './cluster.mjs';
import { pushUnderWorkerKill } from './push-fan-out.mjs';
import { signupsUnderReplicaKill } from './seat-rush.mjs';
import * as faults from './scenarios.mjs';
import { simultaneousStart } from './simultaneous-start.mjs';
import { startSmtp } from './smtp.mjs';

const scenarios = { ...faults, simultaneousStart, pushUnderWorkerKill, signupsUnderReplicaKill, replicaKillBehindBalancer, rollingRestart };

const ORDER = [
  'simultaneousStart',
  'mailUnderWorkerKills',
  'pushUnderWorkerKill',
  'decisionsWhileMailFails',
  'databaseCuts',
  'redisRestart',
  'replicaKillBehindBalancer',
  'signupsUnderReplicaKill',
  'gracefulStop',
  'rollingRestart',
];
const only = (process.env.FAULTS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const smtp = await startSmtp();
const rows = [];
let failed = false;
let cluster;
let push;
try {
  // Each push is answered after 150 ms, as a push service takes its time: 1,000 pushes at the relay's 64 in flight
  // take a few seconds, long enough to kill the worker in the middle.
  push = await startPushReceiver(1, { delayMs: 150 });
  cluster = await startCluster(smtp, push);
  log(`cluster up: ${cluster.replicas.map((r) => r.url).join(', ')} behind ${cluster.lb.url}, worker, ${cluster.redis.url}; logs in ${cluster.dir}`);
  for (const name of ORDER.filter((n) => !only.length || only.includes(n))) {
    const started = Date.now();
    log(`${name}...`);
    try {
      const result = await scenarios[name](cluster, smtp);
      rows.push(...result.map((r) => ({ ...r, scenario: name })));
    } catch (error) {
      rows.push({ scenario: name, figure: 'scenario did not finish', measured: error.message, target: '-', ok: false });
    }
    log(`${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  for (const p of [...cluster.replicas, cluster.worker]) {
    if (!p.alive) rows.push({ scenario: 'end', figure: `${p.name} still running at the end`, measured: 'no', target: 'yes', ok: false });
  }
} catch (error) {
  rows.push({ scenario: 'setup', figure: 'cluster started', measured: error.message, target: '-', ok: false });
} finally {
  await push?.stop();
  await cluster?.lb?.stop();
  cleanupAll();
  await smtp.close();
  await cluster?.db.drop();
}
console.log('| scenario | figure | measured | target | met? |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.scenario} | ${r.figure} | ${r.measured} | ${r.target} | ${r.ok ? 'yes' : '**no**'} |`);
  if (!r.ok) failed = true;
}
const missed = rows.filter((r) => !r.ok).length;
console.log(`faults: ${rows.length - missed} passed, ${missed} failed`);
process.exit(failed ? 1 : 0);
