// The organisers' side of sign-up (issue 46), on real PostgreSQL and a real SMTP server: a session's lists, moving
// someone up and taking someone off (under the seat lock, with the freed seat given on), the CSV, a mailing to the
// people signed up, the charts, and a cancelled session telling everyone on it in the app and by mail.
import { AuthService } from '../src/auth/auth.service.js';
import { RefreshTokens } from '../src/auth/refresh-tokens.service.js';
import { api, recordPublicChanges, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/signup-lists.e2e-spec.ts', () => {
  const context = useAppWithMail();
  let app: TestApp;
  let admin: string;
  let smtp: Smtp;
  beforeAll(() => ({ app, admin, smtp } = context));
  const asAdmin = (method: string, route: string, body?: unknown) => api(app, method, route, { token: admin, body });

  const hour = 3_600_000;
  let day = 0;
  async function workshop(title: string, fields: Record<string, unknown> = {}) {
    const start = new Date(Date.UTC(2031, 10, 1 + day++, 9)).toISOString();
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

  interface Person {
    id: number;
    token: string;
    email: string;
  }
  /** Paid accounts made straight in the database, each signed in. */
  async function paidAccounts(count: number, tag: string, language = 'en'): Promise<Person[]> {
    const prisma = app.database.prisma;
    await prisma.user.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        email: `${tag}-${i}@test.example`,
        full_name: `${tag} ${i}`,
        payment_status: 'paid' as const,
        language,
      })),
    });
    const users = await prisma.user.findMany({ where: { email: { startsWith: `${tag}-` } }, orderBy: { id: 'asc' } });
    const auth = app.app.get(AuthService);
    const refresh = app.app.get(RefreshTokens);
    return Promise.all(users.map(async (u) => ({ id: u.id, email: u.email, token: auth.accessToken(u.id, (await refresh.issue(u.id)).sid) })));
  }

  const signUp = async (p: Person, id: number) => expect((await api(app, 'POST', `/api/sessions/${id}/signup`, { token: p.token })).status).toBe(200);
  const list = async (id: number) => (await asAdmin('GET', `/api/admin/sessions/${id}/signups`)).body;
  const lineOf = async (id: number) => {
    const { signups } = await list(id);
    return signups.map((s: { email: string; status: string; position: number | null }) => `${s.status[0]}${s.position ?? ''} ${s.email}`);
  };
  const publicSeats = async (id: number) => {
    await recordPublicChanges(app);
    return (await api(app, 'GET', `/public/sessions/${id}`)).body.seats;
  };

  it("lists a session's seats and waitlist in order, with names, addresses and times, for organisers only", async () => {
    const session = await workshop('Listed workshop');
    const people = await paidAccounts(4, 'listed');
    for (const p of people) await signUp(p, session.id);
    const answer = await asAdmin('GET', `/api/admin/sessions/${session.id}/signups`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ session_id: session.id, title: 'Listed workshop', capacity: 2 });
    expect(answer.body.signups[0]).toEqual({
      user_id: people[0].id,
      name: 'listed 0',
      email: 'listed-0@test.example',
      status: 'confirmed',
      position: null,
      signed_up_at: expect.any(String),
      confirmed_at: expect.any(String),
    });
    expect(await lineOf(session.id)).toEqual(['c listed-0@test.example', 'c listed-1@test.example', 'w1 listed-2@test.example', 'w2 listed-3@test.example']);
    expect((await api(app, 'GET', `/api/admin/sessions/${session.id}/signups`, { token: people[0].token })).status).toBe(403);
    for (const bad of ['999999', 'abc', '0']) {
      const missing = await asAdmin('GET', `/api/admin/sessions/${bad}/signups`);
      expect(missing.status).toBe(404);
      expect(typeof missing.body.detail).toBe('string');
    }
  });

  it('moves a waitlisted person to the front of the line, or gives them a free seat; never a seat beyond the capacity', async () => {
    const session = await workshop('Move-up workshop');
    const people = await paidAccounts(4, 'moveup');
    for (const p of people) await signUp(p, session.id);
    const moved = await asAdmin('POST', `/api/admin/sessions/${session.id}/signups/${people[3].id}/promote`);
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ status: 'waitlisted', position: 1 });
    expect(await lineOf(session.id)).toEqual(['c moveup-0@test.example', 'c moveup-1@test.example', 'w1 moveup-3@test.example', 'w2 moveup-2@test.example']);
    expect((await api(app, 'GET', '/api/user/signups', { token: people[3].token })).body.signups[0]).toMatchObject({ status: 'waitlisted', position: 1 });

    const seated = await asAdmin('POST', `/api/admin/sessions/${session.id}/signups/${people[0].id}/promote`);
    expect(seated.status).toBe(409);
    expect(seated.body.detail).toBe('This person already has a seat');
    const stranger = await asAdmin('POST', `/api/admin/sessions/${session.id}/signups/999999/promote`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.detail).toBe('This person has not signed up for this session');

    // A seat that is free (the capacity raised straight in the table, so no one got it yet) is theirs at once.
    await app.database.prisma.session.update({ where: { id: session.id }, data: { capacity: 3 } });
    const given = await asAdmin('POST', `/api/admin/sessions/${session.id}/signups/${people[2].id}/promote`);
    expect(given.body).toEqual({ status: 'confirmed', position: null });
    const told = (await api(app, 'GET', '/api/notifications', { token: people[2].token })).body;
    expect(told).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'You have a seat', link: `/sessions/${session.id}` })]));
    expect(await lineOf(session.id)).toEqual(['c moveup-0@test.example', 'c moveup-1@test.example', 'c moveup-2@test.example', 'w1 moveup-3@test.example']);
    expect(await publicSeats(session.id)).toEqual({ capacity: 3, taken: 3, waitlist: 1 });
  });

  it('takes someone off: their seat goes to the first in line, who is told by mail', async () => {
    const session = await workshop('Removal workshop');
    const people = await paidAccounts(3, 'removal');
    for (const p of people) await signUp(p, session.id);
    const removed = await asAdmin('DELETE', `/api/admin/sessions/${session.id}/signups/${people[0].id}`);
    expect(removed.status).toBe(204);
    expect(await lineOf(session.id)).toEqual(['c removal-1@test.example', 'c removal-2@test.example']);
    expect(await publicSeats(session.id)).toEqual({ capacity: 2, taken: 2, waitlist: 0 });
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('removal-2@test.example')));
    expect(mail.subject).toMatch(/: you have a seat at “Removal workshop”$/);
    const again = await asAdmin('DELETE', `/api/admin/sessions/${session.id}/signups/${people[0].id}`);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('This person has not signed up for this session');
    expect((await asAdmin('DELETE', `/api/admin/sessions/${session.id}/signups/abc`)).status).toBe(404);
  });

  it('takes turns with sign-ups: 10 removals at once beside 10 leaving give 20 seats to exactly the first 20 in line', async () => {
    const session = await workshop('Busy workshop', { capacity: 20 });
    const crowd = await paidAccounts(60, 'busy');
    for (const p of crowd) await signUp(p, session.id);
    const removals = crowd.slice(0, 10).map((p) => asAdmin('DELETE', `/api/admin/sessions/${session.id}/signups/${p.id}`));
    const leaving = crowd.slice(10, 20).map((p) => api(app, 'DELETE', `/api/sessions/${session.id}/signup`, { token: p.token }));
    const moveUp = asAdmin('POST', `/api/admin/sessions/${session.id}/signups/${crowd[59].id}/promote`);
    const answers = await Promise.all([...removals, ...leaving]);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
    expect((await moveUp).status).toBe(200);
    const { signups } = await list(session.id);
    const seated = signups.filter((s: { status: string }) => s.status === 'confirmed').map((s: { email: string }) => s.email);
    const waiting = signups.filter((s: { status: string }) => s.status === 'waitlisted').map((s: { email: string }) => s.email);
    expect(waiting).toHaveLength(20);
    expect(signups.filter((s: { status: string }) => s.status === 'waitlisted').map((s: { position: number }) => s.position)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    // The freed seats went to the first 20 in line as the line stood: the one moved up among them if the move came
    // first, else at the front of those still waiting.
    const emails = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `busy-${from + i}@test.example`);
    if (seated.includes('busy-59@test.example')) {
      expect([...seated].sort()).toEqual(['busy-59@test.example', ...emails(20, 39)].sort());
      expect(waiting).toEqual(emails(39, 59));
    } else {
      expect([...seated].sort()).toEqual(emails(20, 40).sort());
      expect(waiting).toEqual(['busy-59@test.example', ...emails(40, 59)]);
    }
  });

  it('exports the list as CSV, with cells a spreadsheet would run kept as text', async () => {
    const session = await workshop('CSV workshop');
    const [a, b, c] = await paidAccounts(3, 'csv');
    await app.database.prisma.user.update({ where: { id: b.id }, data: { full_name: '=HYPERLINK("x","y")' } });
    await app.database.prisma.user.update({ where: { id: c.id }, data: { full_name: 'Doe, "Jo"' } });
    for (const p of [a, b, c]) await signUp(p, session.id);
    const csv = await asAdmin('GET', `/api/admin/sessions/${session.id}/signups.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="signups.csv"');
    const lines = (csv.body as string).trim().split('\n');
    expect(lines[0]).toBe('status,position,name,email,signed_up_at,confirmed_at');
    expect(lines[1]).toMatch(/^confirmed,,csv 0,csv-0@test\.example,\d{4}-\d\d-\d\dT[^,]+,\d{4}-/);
    expect(lines[2]).toMatch(/^confirmed,,"'=HYPERLINK\(""x"",""y""\)",csv-1@test\.example,/);
    expect(lines[3]).toMatch(/^waitlisted,1,"Doe, ""Jo""",csv-2@test\.example,[^,]+,$/);
    expect((await api(app, 'GET', `/api/admin/sessions/${session.id}/signups.csv`, { token: a.token })).status).toBe(403);
    expect((await asAdmin('GET', '/api/admin/sessions/999999/signups.csv')).status).toBe(404);
  });

  it('writes to the people signed up for a session through a mailing: those with a seat, those in line, or both', async () => {
    const session = await workshop('Mailing workshop');
    const other = await workshop('Another workshop');
    const people = await paidAccounts(3, 'mailing');
    const [outsider] = await paidAccounts(1, 'outsider');
    for (const p of people) await signUp(p, session.id);
    await signUp(outsider, other.id);
    const body = { subject: 'About {title}', body: 'Dear {name},\n\nbring a laptop to {title} ({room}).' };
    const to = async (statuses?: string[]) => {
      const preview = await asAdmin('POST', '/api/admin/mailings/preview', {
        audience: { group: 'signups', session_ids: [session.id], signup_statuses: statuses },
        ...body,
      });
      expect(preview.status).toBe(200);
      return preview.body.mails.map((m: { to: string }) => m.to).sort();
    };
    expect(await to(['confirmed'])).toEqual(['mailing-0@test.example', 'mailing-1@test.example']);
    expect(await to(['waitlisted'])).toEqual(['mailing-2@test.example']);
    expect(await to()).toEqual(['mailing-0@test.example', 'mailing-1@test.example', 'mailing-2@test.example']);
    const wrong = await asAdmin('POST', '/api/admin/mailings/preview', {
      audience: { group: 'signups', session_ids: [session.id], signup_statuses: ['maybe'] },
      ...body,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail[0].msg).toBe('signup_statuses must be one of confirmed, waitlisted');
    const none = await asAdmin('POST', '/api/admin/mailings/preview', { audience: { group: 'signups' }, ...body });
    expect(none.status).toBe(400);
    expect(none.body.detail[0].msg).toBe('Choose at least one session');

    const sent = await asAdmin('POST', '/api/admin/mailings', {
      audience: { group: 'signups', session_ids: [session.id], signup_statuses: ['confirmed'] },
      ...body,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.total).toBe(2);
    await waitFor(async () => ((await asAdmin('GET', `/api/admin/mailings/${sent.body.id}`)).body.done ? true : undefined));
    const received = smtp.received.filter((m) => m.subject === 'About Mailing workshop');
    expect(received.map((m) => m.to).sort()).toEqual([['mailing-0@test.example'], ['mailing-1@test.example']]);
    expect(received[0].text).toContain('bring a laptop to Mailing workshop (Lab).');
    const bell = (await api(app, 'GET', '/api/notifications', { token: people[0].token })).body;
    expect(bell).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'About Mailing workshop', link: `/sessions/${session.id}` })]));
  });

  it('shows seats taken and the waitlist per session in the overview charts', async () => {
    const session = await workshop('Charted workshop');
    const people = await paidAccounts(3, 'charted');
    for (const p of people) await signUp(p, session.id);
    const overview = await asAdmin('GET', '/api/admin/analytics/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.signups).toContainEqual({ session_id: session.id, title: 'Charted workshop', capacity: 2, confirmed: 2, waitlisted: 1 });
  });

  it('tells everyone on a cancelled session, with a seat or in line, in the app and by mail in their language, once', async () => {
    const session = await workshop('Cancelled workshop');
    const [seated] = await paidAccounts(1, 'cancel-en');
    const [waiting] = await paidAccounts(1, 'cancel-de', 'de');
    const [second] = await paidAccounts(1, 'cancel-two');
    await signUp(seated, session.id);
    await signUp(second, session.id);
    await signUp(waiting, session.id);
    const current = (await asAdmin('GET', `/api/admin/sessions?ids=${session.id}`)).body[0];
    const cancelled = await asAdmin('PUT', `/api/admin/sessions/${session.id}`, { status: 'cancelled', version: current.version });
    expect(cancelled.status).toBe(200);

    const toSeated = await waitFor(() => smtp.received.find((m) => m.to.includes(seated.email) && /is cancelled/.test(m.subject)));
    expect(toSeated.subject).toBe(`${app.config.productName}: “Cancelled workshop” is cancelled`);
    expect(toSeated.text).toContain('for which you had a seat, has been cancelled by the organisers');
    const toWaiting = await waitFor(() => smtp.received.find((m) => m.to.includes(waiting.email) && /abgesagt/.test(m.subject)));
    expect(toWaiting.text).toContain('Warteliste');
    const notice = (await api(app, 'GET', '/api/notifications', { token: seated.token })).body;
    expect(notice).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Session cancelled',
          message: '“Cancelled workshop”, for which you had a seat, has been cancelled.',
          link: `/sessions/${session.id}`,
        }),
      ]),
    );
    const deliveries = await app.database.prisma.eventDelivery.count({ where: { consumer: 'signup-cancellation' } });
    expect(deliveries).toBeGreaterThan(0);

    // A later edit of the cancelled session tells nobody again.
    const later = (await asAdmin('GET', `/api/admin/sessions?ids=${session.id}`)).body[0];
    expect((await asAdmin('PUT', `/api/admin/sessions/${session.id}`, { description: 'Called off', version: later.version })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.to.includes(seated.email) && /is cancelled/.test(m.subject))).toHaveLength(1);
    // The sign-ups stay, for a cancellation taken back; a seat freed on the cancelled session goes to nobody.
    expect((await list(session.id)).signups).toHaveLength(3);
    expect((await asAdmin('DELETE', `/api/admin/sessions/${session.id}/signups/${seated.id}`)).status).toBe(204);
    expect(await lineOf(session.id)).toEqual([`c ${second.email}`, `w1 ${waiting.email}`]);
  });
});
