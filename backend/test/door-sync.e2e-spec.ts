// A door's offline queue sent in one request (issue 46): each scan answered as POST /api/checkin would have answered
// it, in the order made; two doors syncing at once record every scan once and let each holder in once; refusals say
// why in the door's language; only organisers and door helpers may send one.
import { api, registerUser, type TestApp, useAdminApp } from './harness.js';
import { payRegistration } from './attendees.js';

describe('test/door-sync.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));

  const sync = (as: string, scans: unknown, lang = '') => api(app, 'POST', `/api/checkin/sync${lang}`, { token: as, body: { scans } });

  async function paidAttendee(fullName: string) {
    const account = await registerUser(app, { full_name: fullName });
    await payRegistration(app, account);
    return (await api(app, 'GET', '/api/user/ticket', { token: account.token })).body.token as string;
  }

  it('records two doors’ queues at once: every scan once, every holder let in once, the rest answered with why', async () => {
    const [ana, ben, cem] = [await paidAttendee('Ana Ahl'), await paidAttendee('Ben Berg'), await paidAttendee('Cem Çelik')];
    const at = (minute: number) => `2025-11-17T08:${String(minute).padStart(2, '0')}:00.000Z`;
    const north = [
      { token: ana, door: 'North', scanned_at: at(1) },
      { token: ben, door: 'North', scanned_at: at(2) },
      { token: 'no-such-ticket-token-xx', door: 'North', scanned_at: at(3) },
    ];
    const south = [
      { token: ben, door: 'South', scanned_at: at(2) },
      { token: cem, door: 'South', scanned_at: at(4) },
      { token: cem, door: 'South', scanned_at: at(5) },
    ];
    const [n, s] = await Promise.all([sync(admin, north), sync(admin, south)]);
    expect([n.status, s.status]).toEqual([200, 200]);
    expect(n.body.results.map((r: { status: number }) => r.status)).toEqual([200, expect.any(Number), 404]);
    expect(n.body.results[2].body).toEqual({ detail: 'Unknown ticket', reason: 'unknown' });
    expect(s.body.results.map((r: { status: number }) => r.status)).toEqual([expect.any(Number), 200, 409]);
    expect(s.body.results[2].body).toMatchObject({ reason: 'already_in', holder: { name: 'Cem Çelik' }, first: { at: at(4), door: 'South' } });
    // Ben was scanned at both doors: one let him in, the other was told when and where.
    const bens = [n.body.results[1], s.body.results[0]];
    expect(bens.map((r: { status: number }) => r.status).sort()).toEqual([200, 409]);
    expect(bens.find((r: { status: number }) => r.status === 409).body.reason).toBe('already_in');

    const rows = await app.database.prisma.checkIn.findMany({ where: { user: { full_name: { in: ['Ana Ahl', 'Ben Berg', 'Cem Çelik'] } } } });
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.repeat_of === null)).toHaveLength(3);
    expect((await api(app, 'GET', '/api/checkin/arrivals', { token: admin })).body.arrived).toBe(3);
  });

  it("tells a workshop's door who has a seat there, who waits and at which place, and who is not on its list", async () => {
    const created = await api(app, 'POST', '/api/admin/sessions', {
      token: admin,
      body: {
        title: 'Door-checked workshop',
        startTime: '2031-11-19T09:00:00Z',
        endTime: '2031-11-19T10:00:00Z',
        room: 'Lab',
        capacity: 1,
        signup_required: true,
      },
    });
    const id = created.body.id as number;
    const seated = await registerUser(app, { full_name: 'Sina Seat' });
    await payRegistration(app, seated);
    const waiting = await registerUser(app, { full_name: 'Wim Wait' });
    await payRegistration(app, waiting);
    for (const person of [seated, waiting]) expect((await api(app, 'POST', `/api/sessions/${id}/signup`, { token: person.token })).status).toBeLessThan(300);
    const ticket = async (token: string) => (await api(app, 'GET', '/api/user/ticket', { token })).body.token as string;
    const check = (token: string) => api(app, 'POST', `/api/checkin/sessions/${id}`, { token: admin, body: { token } });

    expect((await check(await ticket(seated.token))).body).toEqual({
      holder: { name: 'Sina Seat', kind: 'attendee' },
      session: { id, title: 'Door-checked workshop' },
      status: 'confirmed',
    });
    const inLine = await check(await ticket(waiting.token));
    expect(inLine.status).toBe(409);
    expect(inLine.body).toMatchObject({ reason: 'waitlisted', position: 1, holder: { name: 'Wim Wait' } });
    const other = await paidAttendee('Olli Other');
    expect((await check(other)).body).toMatchObject({ reason: 'not_signed_up', detail: 'Not signed up for this session' });
    expect((await check('no-such-ticket-token-zz')).status).toBe(404);
    expect((await api(app, 'POST', '/api/checkin/sessions/999999', { token: admin, body: { token: other } })).status).toBe(404);
    expect((await api(app, 'POST', `/api/checkin/sessions/${id}`, { token: seated.token, body: { token: other } })).status).toBe(403);
  });

  it('finds someone by their whole e-mail address, for doors only', async () => {
    const person = await registerUser(app, { full_name: 'Emil Mailer' });
    await payRegistration(app, person);
    const token = (await api(app, 'GET', '/api/user/ticket', { token: person.token })).body.token as string;
    const find = (q: string, as = admin) => api(app, 'GET', `/api/checkin/find?q=${encodeURIComponent(q)}`, { token: as });
    expect((await find(person.email.toUpperCase())).body).toEqual({ attendees: [{ token, name: 'Emil Mailer', kind: 'attendee', arrived_at: null }] });
    expect((await find('nobody@test.example')).body).toEqual({ attendees: [] });
    const partial = await find(person.email.split('@')[0]);
    expect(partial.status).toBe(400);
    expect(partial.body.detail[0].msg).toBe('q must be a whole e-mail address');
    expect((await find(person.email, person.token)).status).toBe(403);
  });

  it("says why in the door's language, and refuses what is not a queue or not a door's", async () => {
    const german = await sync(admin, [{ token: 'no-such-ticket-token-yy' }], '?lang=de');
    expect(german.body.results[0]).toEqual({ status: 404, body: { detail: 'Unbekanntes Ticket', reason: 'unknown' } });
    expect((await sync(admin, [])).status).toBe(400);
    const tooMany = await sync(
      admin,
      Array.from({ length: 5001 }, () => ({ token: 'x' })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail[0].msg).toBe('scans holds at most 5000 scans: send the rest after');
    const attendee = await registerUser(app);
    expect((await sync(attendee.token, [{ token: 'x' }])).status).toBe(403);
    expect((await api(app, 'POST', '/api/checkin/sync', { body: { scans: [{ token: 'x' }] } })).status).toBe(401);
  });
});
