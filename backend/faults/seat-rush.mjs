// A replica SIGKILLed in the middle of a rush of sign-ups (issue 46): 120 accounts with a paid registration sign up
// at once for a session with 20 seats, half through each replica, and replica A dies 150 ms in. A sign-up whose
// answer was lost with it is sent again to B, as a person would press the button again (a sign-up answers the same
// the second time). Afterwards every account has exactly one place, exactly 20 have a seat, the line runs 1..100
// without gaps or repeats, and the public seat count says so on the surviving replica.
import { sleep } from '../bench/lib/proc.mjs';
import { call, must, pool, signIn } from './api.mjs';
import { ADMIN, log } from './cluster.mjs';
import { row, waitUntil } from './scenarios.mjs';

const ACCOUNTS = 120;
const SEATS = 20;

export async function signupsUnderReplicaKill(c) {
  const admin = await signIn(c.b.url, ADMIN.email, ADMIN.password);
  const session = await must(c.b.url, 'POST', '/api/admin/sessions', {
    token: admin,
    body: {
      title: 'The rushed workshop',
      startTime: '2031-11-18T09:00:00Z',
      endTime: '2031-11-18T11:00:00Z',
      room: 'Lab',
      capacity: SEATS,
      signup_required: true,
    },
  });
  const run = Date.now().toString(36);
  const tokens = await pool(ACCOUNTS, 6, async (i) => {
    const url = c.replicas[i % 2].url;
    const email = `rush-${run}-${i}@faults.example`;
    await must(url, 'POST', '/api/auth/register', { body: { email, password: 'rush-password-123', full_name: `Rush ${i}` } });
    const token = await signIn(url, email, 'rush-password-123');
    await must(url, 'POST', '/api/payment/process', { token, body: {} });
    return token;
  });

  const signUp = (url, token) => call(url, 'POST', `/api/sessions/${session.id}/signup`, { token });
  const rush = tokens.map(async (token, i) => {
    const first = await signUp(c.replicas[i % 2].url, token);
    if (first.status === 201 || first.status === 200) return { first, again: null };
    // The answer was lost with replica A: the person presses again, on the replica that is left.
    await waitUntil('replica B answers', async () => (await call(c.b.url, 'GET', '/health/ready')).status === 200 || undefined, 10_000);
    return { first, again: await signUp(c.b.url, token) };
  });
  await sleep(150);
  log('replica A SIGKILL in the middle of 120 sign-ups');
  await c.a.kill('SIGKILL');
  const results = await Promise.all(rush);
  const lost = results.filter((r) => r.first.status === 0).length;
  const refused = results.filter((r) => ![200, 201].includes((r.again ?? r.first).status)).length;

  // What each account has, read back from the survivor, and what the public programme says.
  const places = await pool(ACCOUNTS, 8, async (i) => {
    const mine = await must(c.b.url, 'GET', '/api/user/signups', { token: tokens[i] });
    return mine.signups.filter((s) => s.session_id === session.id);
  });
  const once = places.filter((p) => p.length === 1).length;
  const seated = places.filter((p) => p[0]?.status === 'confirmed').length;
  const line = places.filter((p) => p[0]?.status === 'waitlisted').map((p) => p[0].position);
  const exactLine = new Set(line).size === ACCOUNTS - SEATS && line.every((n) => n >= 1 && n <= ACCOUNTS - SEATS);
  const seats = await waitUntil(
    'the public seat count',
    async () => {
      const s = (await must(c.b.url, 'GET', `/public/sessions/${session.id}`)).seats;
      return s?.taken === SEATS && s.waitlist === ACCOUNTS - SEATS ? s : undefined;
    },
    15_000,
  ).catch(() => null);

  c.a.start();
  await c.a.ready();
  return [
    row(
      `sign-ups kept after a replica kill (${lost} answers lost with it, sent again)`,
      `${once} of ${ACCOUNTS} once`,
      `${ACCOUNTS} of ${ACCOUNTS}`,
      once === ACCOUNTS && refused === 0,
    ),
    row(
      'seats given in the rush: exactly the capacity, the line without gaps or repeats',
      `${seated} seats, line ${exactLine ? `1..${line.length}` : 'broken'}`,
      `${SEATS} seats, line 1..${ACCOUNTS - SEATS}`,
      seated === SEATS && exactLine,
    ),
    row(
      'the public seat count on the surviving replica',
      seats ? `${seats.taken} taken, ${seats.waitlist} waiting` : 'not reached',
      `${SEATS} taken, ${ACCOUNTS - SEATS} waiting`,
      seats !== null,
    ),
  ];
}
