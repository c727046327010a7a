// Sign-up for sessions with limited seats and their waitlists (issue 46), on real PostgreSQL: the rules one by one,
// then hundreds of sign-ups and cancellations at once for a few seats.
import { AuthService } from '../src/auth/auth.service.js';
import { RefreshTokens } from '../src/auth/refresh-tokens.service.js';
import { api, recordPublicChanges, registerUser, type TestApp, useAdminApp } from './harness.js';
import { payRegistration } from './attendees.js';

describe('test/session-signups.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));
  const { asAdmin } = context;

  const hour = 3_600_000;
  let day = 0;
  /** A session of its own hour, a day apart from the others unless `at` says when. */
  async function workshop(title: string, fields: Record<string, unknown> = {}, at?: string) {
    const start = at ?? new Date(Date.UTC(2031, 10, 1 + day++, 9)).toISOString();
    const created = await asAdmin('POST', '/api/admin/sessions', {
      title,
      startTime: start,
      endTime: new Date(Date.parse(start) + hour).toISOString(),
      room: 'Lab',
      signup_required: true,
      capacity: 2,
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body as { id: number; version: number };
  }

  /** Paid accounts made straight in the database, each signed in (hundreds of registrations would take minutes). */
  async function paidAccounts(count: number, tag: string): Promise<{ id: number; token: string }[]> {
    const prisma = app.database.prisma;
    await prisma.user.createMany({
      data: Array.from({ length: count }, (_, i) => ({ email: `${tag}-${i}@test.example`, full_name: `${tag} ${i}`, payment_status: 'paid' as const })),
    });
    const users = await prisma.user.findMany({ where: { email: { startsWith: `${tag}-` } }, orderBy: { id: 'asc' } });
    const auth = app.app.get(AuthService);
    const refresh = app.app.get(RefreshTokens);
    return Promise.all(users.map(async (u) => ({ id: u.id, token: auth.accessToken(u.id, (await refresh.issue(u.id)).sid) })));
  }

  const signUp = (token: string, id: number) => api(app, 'POST', `/api/sessions/${id}/signup`, { token });
  const leave = (token: string, id: number) => api(app, 'DELETE', `/api/sessions/${id}/signup`, { token });
  const publicSeats = async (id: number) => {
    await recordPublicChanges(app);
    const read = await api(app, 'GET', `/public/sessions/${id}`);
    return { signup_required: read.body.signup_required, seats: read.body.seats };
  };

  it('gives seats in order, then places in line, and the first in line gets a freed seat and is told at once', async () => {
    const session = await workshop('Annotation workshop');
    const [a, b, c, d] = await paidAccounts(4, 'line');
    expect((await signUp(a.token, session.id)).body).toEqual({ status: 'confirmed', position: null });
    expect((await signUp(b.token, session.id)).body).toEqual({ status: 'confirmed', position: null });
    expect((await signUp(c.token, session.id)).body).toEqual({ status: 'waitlisted', position: 1 });
    expect((await signUp(d.token, session.id)).body).toEqual({ status: 'waitlisted', position: 2 });
    // Again: the same answer, nothing taken twice.
    expect((await signUp(d.token, session.id)).body).toEqual({ status: 'waitlisted', position: 2 });
    expect(await publicSeats(session.id)).toEqual({ signup_required: true, seats: { capacity: 2, taken: 2, waitlist: 2 } });

    const mine = await api(app, 'GET', '/api/user/signups', { token: d.token });
    expect(mine.status).toBe(200);
    expect(mine.body.signups).toEqual([expect.objectContaining({ session_id: session.id, title: 'Annotation workshop', status: 'waitlisted', position: 2 })]);

    const left = await leave(a.token, session.id);
    expect(left.status).toBe(204);
    expect((await api(app, 'GET', '/api/user/signups', { token: c.token })).body.signups[0]).toMatchObject({ status: 'confirmed', position: null });
    expect((await api(app, 'GET', '/api/user/signups', { token: d.token })).body.signups[0]).toMatchObject({ status: 'waitlisted', position: 1 });
    const told = await api(app, 'GET', '/api/notifications', { token: c.token });
    expect(told.body).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'You have a seat', link: `/sessions/${session.id}` })]));
    // And by mail, written in the same transaction (the outbox sends it).
    const mail = await app.database.prisma.mailOutbox.findFirst({ where: { to: 'line-2@test.example', template: 'seat-given' } });
    expect(mail?.subject).toMatch(/: you have a seat at “Annotation workshop”$/);
    expect(mail?.text).toContain(`/sessions/${session.id}`);
    expect(await app.database.prisma.mailOutbox.count({ where: { to: 'line-3@test.example', template: 'seat-given' } })).toBe(0);
    expect(await publicSeats(session.id)).toEqual({ signup_required: true, seats: { capacity: 2, taken: 2, waitlist: 1 } });

    // Leaving what one does not have is no error; leaving one's place in line moves nobody up.
    expect((await leave(a.token, session.id)).status).toBe(204);
    expect((await leave(d.token, session.id)).status).toBe(204);
    expect(await publicSeats(session.id)).toEqual({ signup_required: true, seats: { capacity: 2, taken: 2, waitlist: 0 } });
  });

  it('refuses with a reason: unpaid, no sign-up needed, cancelled, closed, not yet open, overlapping, unknown', async () => {
    const [paid] = await paidAccounts(1, 'rules');
    const unpaid = await registerUser(app);
    const open = await workshop('Open workshop', { capacity: 10 }, '2031-12-01T09:00:00.000Z');
    const refused = await signUp(unpaid.token, open.id);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Only attendees with a paid registration can sign up for sessions');
    expect((await signUp('', open.id)).status).toBe(401);

    const plain = await workshop('A talk', { signup_required: false });
    expect((await signUp(paid.token, plain.id)).body.detail).toBe('This session needs no sign-up');
    expect(await publicSeats(plain.id)).toEqual({ signup_required: false, seats: null });

    const cancelled = await workshop('Called off', { status: 'cancelled' });
    expect((await signUp(paid.token, cancelled.id)).body.detail).toBe('This session is cancelled');

    const past = await workshop('Yesterday', {}, '2020-01-01T09:00:00.000Z');
    const closed = await signUp(paid.token, past.id);
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe('Sign-up for this session has closed');

    const later = await workshop('Opens later', { signup_opens_at: '2031-01-01T00:00:00.000Z' });
    expect((await signUp(paid.token, later.id)).body.detail).toBe('Sign-up for this session has not opened yet');

    expect((await signUp(paid.token, open.id)).body.status).toBe('confirmed');
    const clash = await workshop('Same hour', {}, '2031-12-01T09:30:00.000Z');
    const overlap = await signUp(paid.token, clash.id);
    expect(overlap.status).toBe(409);
    expect(overlap.body.detail).toBe('This session overlaps “Open workshop”, which you have signed up for');

    for (const id of ['999999', 'abc', '0']) {
      const missing = await api(app, 'POST', `/api/sessions/${id}/signup`, { token: paid.token });
      expect(missing.status).toBe(404);
      expect(typeof missing.body.detail).toBe('string');
    }
    // Only the caller's own sign-ups are listed.
    expect((await api(app, 'GET', '/api/user/signups', { token: unpaid.token })).body).toEqual({ signups: [] });
  });

  it('lets organisers sign up, and an attendee once their registration is paid', async () => {
    const session = await workshop('Open to all who may', { capacity: 5 });
    expect((await signUp(context.admin, session.id)).body.status).toBe('confirmed');
    const registered = await registerUser(app);
    expect((await signUp(registered.token, session.id)).status).toBe(403);
    await payRegistration(app, registered);
    expect((await signUp(registered.token, session.id)).body).toEqual({ status: 'confirmed', position: null });
  });

  it('never drops a confirmed seat when the capacity is lowered, and gives the first in line the seats it adds', async () => {
    const session = await workshop('Capacity changes', { capacity: 3 });
    const people = await paidAccounts(5, 'capacity');
    for (const p of people) await signUp(p.token, session.id);
    const lowered = await asAdmin('PUT', `/api/admin/sessions/${session.id}`, { capacity: 2 });
    expect(lowered.status).toBe(409);
    expect(lowered.body.detail).toBe('3 people have a seat: a capacity of 2 would leave 1 of them without one');
    const raised = await asAdmin('PUT', `/api/admin/sessions/${session.id}`, { capacity: 4 });
    expect(raised.status).toBe(200);
    // The seat goes to the first in line once the edit is committed (its event handled), and they are told.
    const statusOf = async (token: string) => (await api(app, 'GET', '/api/user/signups', { token })).body.signups[0].status;
    for (let tries = 0; (await statusOf(people[3].token)) !== 'confirmed' && tries < 50; tries++) await new Promise((r) => setTimeout(r, 100));
    expect((await api(app, 'GET', '/api/user/signups', { token: people[3].token })).body.signups[0]).toMatchObject({ status: 'confirmed' });
    expect((await api(app, 'GET', '/api/notifications', { token: people[3].token })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'You have a seat' })]),
    );
    expect((await api(app, 'GET', '/api/user/signups', { token: people[4].token })).body.signups[0]).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(await publicSeats(session.id)).toEqual({ signup_required: true, seats: { capacity: 4, taken: 4, waitlist: 1 } });
  });

  it('keeps its list when the session moves to another time and room', async () => {
    const session = await workshop('Moving workshop');
    const [a, b, c] = await paidAccounts(3, 'moving');
    for (const p of [a, b, c]) await signUp(p.token, session.id);
    const moved = await asAdmin('PUT', `/api/admin/sessions/${session.id}`, {
      startTime: '2031-12-24T14:00:00.000Z',
      endTime: '2031-12-24T15:00:00.000Z',
      room: 'Hall B',
    });
    expect(moved.status).toBe(200);
    const mine = async (token: string) => (await api(app, 'GET', '/api/user/signups', { token })).body.signups[0];
    expect(await mine(a.token)).toMatchObject({ status: 'confirmed', startTime: '2031-12-24T14:00:00.000Z', room: 'Hall B' });
    expect(await mine(b.token)).toMatchObject({ status: 'confirmed' });
    expect(await mine(c.token)).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(await publicSeats(session.id)).toEqual({ signup_required: true, seats: { capacity: 2, taken: 2, waitlist: 1 } });
  });

  it('keeps seats live in release mode: a release freezes the schedule, not who signed up', async () => {
    const session = await workshop('Released workshop', { capacity: 1 });
    const [first, second] = await paidAccounts(2, 'released');
    expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'release' })).status).toBe(200);
    try {
      await signUp(first.token, session.id);
      await signUp(second.token, session.id);
      expect(await publicSeats(session.id)).toEqual({ signup_required: true, seats: { capacity: 1, taken: 1, waitlist: 1 } });
    } finally {
      expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'live' })).status).toBe(200);
    }
  });

  it('300 sign-ups at once for 20 seats: exactly 20 seats, and 280 in line at 1..280; 20 leaving at once promote exactly 20', async () => {
    const session = await workshop('Popular workshop', { capacity: 20 });
    const crowd = await paidAccounts(300, 'crowd');
    const answers = await Promise.all(crowd.map((p) => signUp(p.token, session.id)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const confirmed = answers.filter((a) => a.body.status === 'confirmed');
    const positions = answers.filter((a) => a.body.status === 'waitlisted').map((a) => a.body.position as number);
    expect(confirmed).toHaveLength(20);
    expect([...positions].sort((x, y) => x - y)).toEqual(Array.from({ length: 280 }, (_, i) => i + 1));

    const seated = crowd.filter((_, i) => answers[i].body.status === 'confirmed');
    const gone = await Promise.all(seated.map((p) => leave(p.token, session.id)));
    expect(gone.map((g) => g.status)).toEqual(Array(20).fill(204));
    const rows = await app.database.prisma.sessionSignup.findMany({ where: { session_id: session.id } });
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(20);
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(260);
    // Those promoted were the first 20 in line, in order.
    const firstInLine = crowd.filter((_, i) => answers[i].body.status === 'waitlisted' && answers[i].body.position <= 20).map((p) => p.id);
    expect(
      rows
        .filter((r) => r.status === 'confirmed')
        .map((r) => r.user_id)
        .sort(),
    ).toEqual([...firstInLine].sort());
    const now = await Promise.all(crowd.slice(0, 300).map((p) => api(app, 'GET', '/api/user/signups', { token: p.token })));
    const places = now
      .flatMap((r) => r.body.signups)
      .filter((s: { status: string }) => s.status === 'waitlisted')
      .map((s: { position: number }) => s.position);
    expect([...places].sort((x, y) => x - y)).toEqual(Array.from({ length: 260 }, (_, i) => i + 1));
    expect(await publicSeats(session.id)).toEqual({ signup_required: true, seats: { capacity: 20, taken: 20, waitlist: 260 } });
  }, 120_000);
});
