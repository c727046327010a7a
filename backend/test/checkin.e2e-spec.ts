// Check-in at the door (issue 46), the server's side: only organisers and door helpers scan; the first scan of a
// ticket lets its holder in and a later one is answered with the first's time and door (both recorded), also when
// two doors scan at once; unknown, replaced, unpaid and refunded tickets are refused with the reason; a check-in can
// be undone; the count of arrivals; scans are rate limited.
import { api, registerUser, type TestApp, useAdminApp } from './harness.js';
import { payRegistration } from './attendees.js';

describe('test/checkin.e2e-spec.ts', () => {
  // A low ceiling, so the last test reaches it (registrations and sign-ins here stay well below it).
  const context = useAdminApp({ AUTH_RATE_LIMIT_PER_MINUTE: '40' });
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));

  const scan = (as: string, body: unknown) => api(app, 'POST', '/api/checkin', { token: as, body });
  const ticketOf = async (as: string) => (await api(app, 'GET', '/api/user/ticket', { token: as })).body.token as string;

  /** A paid attendee and their ticket's token. */
  async function paidAttendee(fullName = 'Petra Paid') {
    const account = await registerUser(app, { full_name: fullName });
    await payRegistration(app, account);
    return { ...account, ticket: await ticketOf(account.token) };
  }

  /** A door helper, named by an organiser. */
  async function doorHelper() {
    const helper = await registerUser(app, { full_name: 'Dirk Door' });
    const named = await api(app, 'PUT', `/api/admin/checkin/helpers/${helper.user.id}`, { token: admin, body: { can_check_in: true } });
    expect(named.body).toEqual({ id: helper.user.id, full_name: 'Dirk Door', email: helper.email, can_check_in: true });
    return helper;
  }

  it('lets only organisers and door helpers scan, and door helpers have a ticket of their kind', async () => {
    const petra = await paidAttendee();
    const stranger = await registerUser(app);
    const refused = await scan(stranger.token, { token: petra.ticket });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Only organisers and door helpers check tickets in');
    expect((await scan(petra.token, { token: petra.ticket })).status).toBe(403);
    expect((await api(app, 'POST', '/api/checkin', { body: { token: petra.ticket } })).status).toBe(401);
    // Naming a door helper is the organisers' alone.
    expect((await api(app, 'PUT', `/api/admin/checkin/helpers/${stranger.user.id}`, { token: petra.token, body: { can_check_in: true } })).status).toBe(403);
    expect((await api(app, 'PUT', '/api/admin/checkin/helpers/999999', { token: admin, body: { can_check_in: true } })).status).toBe(404);
    expect((await api(app, 'PUT', `/api/admin/checkin/helpers/${stranger.user.id}`, { token: admin, body: { can_check_in: 'yes' } })).status).toBe(400);

    const helper = await doorHelper();
    expect((await api(app, 'GET', '/api/user/ticket', { token: helper.token })).body.kind).toBe('door_helper');
    expect((await scan(helper.token, { token: petra.ticket, door: 'North' })).status).toBe(200);
    await api(app, 'PUT', `/api/admin/checkin/helpers/${helper.user.id}`, { token: admin, body: { can_check_in: false } });
    expect((await scan(helper.token, { token: petra.ticket })).status).toBe(403);
  });

  it('lets a holder in once: a second scan says when and at which door they came, and both are recorded', async () => {
    const helper = await doorHelper();
    const olaf = await paidAttendee('Olaf Öberg');
    const first = await scan(helper.token, { token: olaf.ticket, door: '2', scanned_at: '2025-11-17T08:12:00.000Z' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(Number),
      holder: { name: 'Olaf Öberg', kind: 'attendee' },
      checked_in_at: '2025-11-17T08:12:00.000Z',
      door: '2',
    });

    const again = await scan(admin, { token: olaf.ticket, door: '1' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: 'Already checked in',
      reason: 'already_in',
      holder: { name: 'Olaf Öberg', kind: 'attendee' },
      first: { at: '2025-11-17T08:12:00.000Z', door: '2' },
    });
    const rows = await app.database.prisma.checkIn.findMany({ where: { user_id: olaf.user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.door, r.repeat_of])).toEqual([
      ['2', null],
      ['1', first.body.id],
    ]);
  });

  it('records one arrival when two doors scan the same ticket at once', async () => {
    const helper = await doorHelper();
    const ute = await paidAttendee('Ute Twice');
    const answers = await Promise.all(['A', 'B', 'C', 'D'].map((door) => scan(helper.token, { token: ute.ticket, door })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.door as string;
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.first.door === winner)).toBe(true);
    expect(await app.database.prisma.checkIn.count({ where: { user_id: ute.user.id, repeat_of: null } })).toBe(1);
  });

  it('refuses unknown, replaced, unpaid and refunded tickets with the reason, and nonsense with a 400', async () => {
    const helper = await doorHelper();
    const unknown = await scan(helper.token, { token: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect([unknown.status, unknown.body]).toEqual([404, { detail: 'Unknown ticket', reason: 'unknown' }]);

    const rita = await paidAttendee('Rita Reissued');
    const renewed = (await api(app, 'POST', '/api/user/ticket/reissue', { token: rita.token })).body.token as string;
    const old = await scan(helper.token, { token: rita.ticket });
    expect([old.status, old.body]).toEqual([404, { detail: 'This ticket was replaced by a newer one', reason: 'revoked' }]);
    expect((await scan(helper.token, { token: renewed })).status).toBe(200);

    const rolf = await paidAttendee('Rolf Refunded');
    await app.database.prisma.user.update({ where: { id: rolf.user.id }, data: { payment_status: 'refunded' } });
    const refunded = await scan(helper.token, { token: rolf.ticket });
    expect(refunded.status).toBe(409);
    expect(refunded.body).toMatchObject({ reason: 'refunded', detail: 'The registration was refunded: no entry', holder: { name: 'Rolf Refunded' } });
    await app.database.prisma.user.update({ where: { id: rolf.user.id }, data: { payment_status: 'pending' } });
    expect((await scan(helper.token, { token: rolf.ticket })).body).toMatchObject({ reason: 'not_paid', detail: 'The registration is not paid' });

    for (const body of [
      {},
      { token: '' },
      { token: 7 },
      { token: 'x'.repeat(101) },
      { token: rolf.ticket, scanned_at: 'yesterday' },
      { token: rolf.ticket, door: 'a\nb' },
    ]) {
      const response = await scan(helper.token, body);
      // Refused fields come as a list of what is wrong with each (`detail`), as every validation error does.
      expect([JSON.stringify(body).slice(0, 40), response.status, response.body.detail === undefined]).toEqual([JSON.stringify(body).slice(0, 40), 400, false]);
    }
  });

  it('undoes a check-in: the holder can come in again, and the count follows', async () => {
    const helper = await doorHelper();
    const before = (await api(app, 'GET', '/api/checkin/arrivals', { token: helper.token })).body as { arrived: number; expected: number };
    const vera = await paidAttendee('Vera Undone');
    const counted = (await api(app, 'GET', '/api/checkin/arrivals', { token: helper.token })).body;
    expect(counted).toEqual({ arrived: before.arrived, expected: before.expected + 1 });

    const first = await scan(helper.token, { token: vera.ticket, door: 'East' });
    expect((await api(app, 'GET', '/api/checkin/arrivals', { token: admin })).body.arrived).toBe(before.arrived + 1);
    expect((await api(app, 'POST', `/api/checkin/${first.body.id}/undo`, { token: helper.token })).status).toBe(204);
    expect((await api(app, 'POST', `/api/checkin/${first.body.id}/undo`, { token: helper.token })).status).toBe(404);
    expect((await api(app, 'GET', '/api/checkin/arrivals', { token: helper.token })).body.arrived).toBe(before.arrived);
    expect((await scan(helper.token, { token: vera.ticket, door: 'West' })).body).toMatchObject({ door: 'West', holder: { name: 'Vera Undone' } });
    expect((await api(app, 'GET', '/api/checkin/arrivals', { token: vera.token })).status).toBe(403);
  });

  it('gives a door the list it keeps offline: live tickets of those entitled, with the least it needs', async () => {
    const helper = await doorHelper();
    const list = async () => (await api(app, 'GET', '/api/checkin/attendees', { token: helper.token })).body.attendees as Record<string, unknown>[];
    const lena = await paidAttendee('Lena List');
    const unpaid = await registerUser(app, { full_name: 'Udo Unpaid' });
    await app.database.prisma.ticket.create({ data: { user_id: unpaid.user.id, token: 'unpaid-ticket-token-xx' } });
    expect((await list()).find((a) => a.token === lena.ticket)).toEqual({ token: lena.ticket, name: 'Lena List', kind: 'attendee', arrived_at: null });
    expect((await list()).some((a) => a.name === 'Udo Unpaid')).toBe(false);

    await scan(helper.token, { token: lena.ticket, scanned_at: '2025-11-17T07:55:00.000Z' });
    expect((await list()).find((a) => a.token === lena.ticket)?.arrived_at).toBe('2025-11-17T07:55:00.000Z');
    const renewed = (await api(app, 'POST', '/api/user/ticket/reissue', { token: lena.token })).body.token as string;
    const tokens = (await list()).map((a) => a.token);
    expect(tokens).toContain(renewed);
    expect(tokens).not.toContain(lena.ticket);
    expect((await api(app, 'GET', '/api/checkin/attendees', { token: lena.token })).status).toBe(403);
  });

  it('limits scans from one address: past the ceiling, 429 with a detail', async () => {
    const helper = await doorHelper();
    let answer;
    for (let i = 0; i < 45; i++) {
      answer = await scan(helper.token, { token: 'AAAAAAAAAAAAAAAAAAAAAA' });
      if (answer.status === 429) break;
    }
    expect(answer?.status).toBe(429);
    expect(answer?.body.detail).toMatch(/^Too many requests from your address\. Try again in \d+ seconds\.$/);
  });
});
