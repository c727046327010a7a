// The faults, one function each. Every scenario returns table rows {figure, measured, target, ok}: what was lost must
// be 0; duplicates and 503s are counted and reported.
import { sleep } from '../bench/lib/proc.mjs';
import { call, must, pool, proposal, signIn } from './api.mjs';
import { ScheduleClient } from './clients.mjs';
import { ADMIN, log } from './cluster.mjs';

const HOST = 'conference.faults.example';
export const row = (figure, measured, target, ok) => ({ figure, measured: String(measured), target, ok });

export async function waitUntil(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** Mail rows after `sinceId`: how many, how many sent, and which Message-IDs they must arrive with. */
async function outbox(c, sinceId) {
  const rows = await c.db.query('SELECT id, status FROM mail_outbox WHERE id > $1', [sinceId]);
  return {
    total: rows.length,
    sent: rows.filter((r) => r.status === 'sent').length,
    failed: rows.filter((r) => r.status === 'failed').length,
    ids: rows.map((r) => `<outbox-${r.id}@${HOST}>`),
  };
}
const maxMailId = async (c) => Number((await c.db.query('SELECT coalesce(max(id), 0) AS max FROM mail_outbox'))[0].max);

/** Lost and duplicated among `ids`, as the SMTP server received them. */
function delivery(smtp, ids) {
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const m of smtp.received) if (counts.has(m.messageId)) counts.set(m.messageId, counts.get(m.messageId) + 1);
  const values = [...counts.values()];
  return { lost: values.filter((n) => n === 0).length, duplicates: values.reduce((sum, n) => sum + Math.max(0, n - 1), 0) };
}

async function waitAllSent(c, sinceId, expected, timeoutMs) {
  return waitUntil(
    `${expected} mails sent`,
    async () => {
      const o = await outbox(c, sinceId);
      return o.total >= expected && o.sent + o.failed === o.total ? o : undefined;
    },
    timeoutMs,
  );
}

/** 1,000 mails from both replicas (registrations, proposals, decisions) while the worker is SIGKILLed twice. */
export async function mailUnderWorkerKills(c, smtp) {
  const since = await maxMailId(c);
  const received = () => smtp.received.length;
  const base = received();
  const admin = await signIn(c.a.url, ADMIN.email, ADMIN.password);
  const at = (i) => c.replicas[i % 2].url;
  let kills = 0;
  const killer = (async () => {
    for (const threshold of [150, 550]) {
      await waitUntil(`${threshold} mails received`, () => received() - base >= threshold, 120_000);
      log(`worker SIGKILL at ${received() - base} mails received`);
      await c.worker.kill('SIGKILL');
      kills++;
      await sleep(500);
      c.worker.start();
    }
  })();
  const proposals = await pool(
    300,
    8,
    async (i) => (await must(at(i), 'POST', '/cfp/submit', { body: proposal(`speaker-${i}-${Date.now()}@faults.example`) })).id,
  );
  await Promise.all([
    pool(400, 6, (i) =>
      must(at(i), 'POST', '/api/auth/register', {
        body: { email: `attendee-${i}-${Date.now()}@faults.example`, password: 'attendee-password-1', full_name: `Attendee ${i}` },
      }),
    ),
    pool(300, 6, (i) =>
      must(at(i + 1), 'PATCH', `/cfp/submissions/${proposals[i]}/status`, { token: admin, body: { status: i % 3 ? 'accepted' : 'rejected' } }),
    ),
  ]);
  await killer;
  const started = Date.now();
  const o = await waitAllSent(c, since, 1000, 240_000);
  const { lost, duplicates } = delivery(smtp, o.ids);
  log(`all ${o.total} mails settled ${((Date.now() - started) / 1000).toFixed(1)} s after the burst`);
  return [
    row('mails written (2 replicas: registrations, proposals, decisions)', o.total, '1000', o.total === 1000),
    row(`mails lost, worker SIGKILLed ${kills}x mid-burst`, lost + o.failed, '0', lost + o.failed === 0),
    row('mails sent twice (same Message-ID each time)', duplicates, 'counted', true),
  ];
}

/** Redis killed and restarted in the middle of a burst of registrations. */
export async function redisRestart(c, smtp) {
  const since = await maxMailId(c);
  const base = smtp.received.length;
  const watcher = new ScheduleClient(c.b.url);
  let pushes = 0;
  watcher.socket.on('public.changed', () => pushes++);
  await sleep(500);
  let killedAt = 0;
  const fault = (async () => {
    await waitUntil('30 mails', () => smtp.received.length - base >= 30, 60_000);
    killedAt = Date.now();
    log('Redis SIGKILL');
    await c.redis.kill('SIGKILL');
    await sleep(2000);
    c.redis.start();
    log('Redis started again');
  })();
  const statuses = await pool(
    150,
    6,
    async (i) =>
      (
        await call(c.replicas[i % 2].url, 'POST', '/api/auth/register', {
          body: { email: `redis-${i}-${Date.now()}@faults.example`, password: 'attendee-password-1', full_name: `Attendee ${i}` },
        })
      ).status,
  );
  await fault;
  const readyAgain = await Promise.all(
    c.replicas.map((r) =>
      r.ready(30_000).then(
        () => true,
        () => false,
      ),
    ),
  );
  const readyMs = Date.now() - killedAt;
  const o = await waitAllSent(c, since, statuses.filter((s) => s === 201).length, 180_000);
  const { lost, duplicates } = delivery(smtp, o.ids);
  // Pushes resume: an edit on replica A reaches the client on replica B through the restarted Redis.
  const admin = await signIn(c.a.url, ADMIN.email, ADMIN.password);
  const before = pushes;
  await must(c.a.url, 'POST', '/api/admin/sessions', {
    token: admin,
    body: { title: 'After the Redis restart', startTime: '2025-11-19T09:00:00Z', endTime: '2025-11-19T09:30:00Z', room: 'Room R' },
  });
  const resumed = await waitUntil('a push after the restart', () => pushes > before, 15_000).then(
    () => true,
    () => false,
  );
  watcher.close();
  const refused = statuses.filter((s) => s !== 201).length;
  return [
    row('registrations refused while Redis was down', refused, '0', refused === 0),
    row('mails lost across a Redis restart', lost + o.failed, '0', lost + o.failed === 0),
    row('mails sent twice across a Redis restart', duplicates, 'counted', true),
    row(
      'both replicas ready again without a restart (s after the kill)',
      readyAgain.every(Boolean) ? (readyMs / 1000).toFixed(1) : 'no',
      'yes',
      readyAgain.every(Boolean),
    ),
    row('pushes resume across replicas after the restart', resumed ? 'yes' : 'no', 'yes', resumed),
  ];
}

/** The app's PostgreSQL connections cut again and again under writes on both replicas. */
export async function databaseCuts(c) {
  const admin = await signIn(c.a.url, ADMIN.email, ADMIN.password);
  const acknowledged = [];
  const statuses = new Map();
  let writing = true;
  let n = 0;
  const writers = Array.from({ length: 6 }, async (_, w) => {
    while (writing) {
      const title = `Cut ${w}-${n++}`;
      const r = await call(c.replicas[n % 2].url, 'POST', '/api/admin/sessions', {
        token: admin,
        body: { title, startTime: '2025-11-20T09:00:00Z', endTime: '2025-11-20T09:30:00Z', room: `Room ${w}` },
      });
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.status === 201) acknowledged.push(title);
      else if (r.status === 503 && r.body?.detail !== 'The service is briefly unavailable. Please try again in a moment.')
        statuses.set('503 without detail', 1);
    }
  });
  let cut = 0;
  for (let i = 0; i < 6; i++) {
    await sleep(400);
    cut += await c.db.cutConnections();
  }
  await sleep(500);
  writing = false;
  await Promise.all(writers);
  const stored = new Set((await c.db.query('SELECT title FROM sessions')).map((r) => r.title));
  const lost = acknowledged.filter((t) => !stored.has(t)).length;
  const recovered = (await Promise.all(c.replicas.map((r) => call(r.url, 'GET', '/api/auth/me', { token: admin })))).every((r) => r.status === 200);
  const eventsDone = await waitUntil(
    'every event delivered',
    async () => Number((await c.db.query('SELECT count(*) AS n FROM event_outbox WHERE done_at IS NULL'))[0].n) === 0,
    30_000,
  ).then(
    () => true,
    () => false,
  );
  const errors = [...statuses].filter(([s]) => s !== 201 && s !== 503).reduce((sum, [, k]) => sum + k, 0);
  log(`database cuts: ${cut} connections terminated; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  return [
    row(`writes answered 500 (or without a detail) while ${cut} connections were cut`, errors, '0', errors === 0),
    row('writes answered 503 with a detail while cut (retryable)', statuses.get(503) ?? 0, 'counted', true),
    row('acknowledged writes lost', lost, '0', lost === 0 && acknowledged.length > 0),
    row('both replicas serve again without a restart; every event delivered', recovered && eventsDone ? 'yes' : 'no', 'yes', recovered && eventsDone),
  ];
}

/** Review decisions while the mail provider refuses: each decision and its notice arrive, and its mail once it is back. */
export async function decisionsWhileMailFails(c, smtp) {
  const admin = await signIn(c.a.url, ADMIN.email, ADMIN.password);
  const emails = Array.from({ length: 20 }, (_, i) => `decided-${i}-${Date.now()}@faults.example`);
  const ids = await pool(20, 4, async (i) => (await must(c.replicas[i % 2].url, 'POST', '/cfp/submit', { body: proposal(emails[i]) })).id);
  smtp.state.refusing = true;
  const decided = await pool(20, 4, (i) =>
    call(c.replicas[i % 2].url, 'PATCH', `/cfp/submissions/${ids[i]}/status`, { token: admin, body: { status: 'accepted' } }),
  );
  await sleep(5000);
  const refused = smtp.state.refused;
  smtp.state.refusing = false;
  const mails = await waitUntil(
    '20 decision mails',
    () => {
      const got = smtp.received.filter((m) => m.subject.startsWith('Your proposal was accepted') && emails.some((e) => m.to.includes(e)));
      return got.length >= 20 ? got : undefined;
    },
    90_000,
  ).catch(() => []);
  const notices = Number(
    (
      await c.db.query(`SELECT count(*) AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.title = 'Proposal accepted' AND u.email = ANY($1)`, [
        emails,
      ])
    )[0].n,
  );
  const ok = decided.filter((d) => d.status === 200).length;
  const uniqueMails = new Set(mails.map((m) => m.messageId)).size;
  return [
    row(`decisions recorded while the mail server refused (${refused} refusals)`, `${ok} of 20`, '20 of 20', ok === 20),
    row('decision notices delivered', `${notices} of 20`, '20 of 20', notices === 20),
    row('decision mails delivered once the mail server recovered', `${uniqueMails} of 20`, '20 of 20', uniqueMails === 20),
  ];
}

/** SIGTERM to a replica with clients connected and reads under way: it drains and exits in time; clients move on. */
export async function gracefulStop(c) {
  const clients = Array.from({ length: 20 }, () => new ScheduleClient(c.b.url));
  await sleep(1000);
  const reasons = [];
  for (const cl of clients) cl.socket.once('disconnect', (reason) => reasons.push(reason));
  let reading = true;
  const statuses = [];
  const readers = Array.from({ length: 4 }, async () => {
    while (reading) statuses.push((await call(c.b.url, 'GET', '/public/sessions')).status);
  });
  await sleep(300);
  const started = Date.now();
  const exit = await c.b.kill('SIGTERM');
  const tookMs = Date.now() - started;
  reading = false;
  await Promise.all(readers);
  await sleep(300);
  for (const cl of clients) cl.close();
  c.b.start();
  await c.b.ready();
  const errors = statuses.filter((s) => s >= 500).length;
  const told = reasons.filter((r) => r === 'transport close' || r === 'io server disconnect').length;
  return [
    row('SIGTERM: exit code and drain time', `${exit.code} in ${(tookMs / 1000).toFixed(1)} s`, '0 within 10 s', exit.code === 0 && tookMs < 10_000),
    row('SIGTERM: reads answered 5xx while draining', errors, '0', errors === 0),
    row('SIGTERM: sockets closed so their clients reconnect elsewhere', `${told} of 20`, '20 of 20', told === 20),
  ];
}
