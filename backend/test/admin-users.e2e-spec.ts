// Organisers managing accounts: the users list, edits, promotion, deletion, the stat cards, and who may do it.
import { api, connectSocket, login, nextEvent, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/admin-users.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    ({ app, admin } = context);
    adminId = (await api(app, 'GET', '/api/auth/me', { token: admin })).body.id;
  });

  const { asAdmin } = context;

  async function makeSpeaker() {
    const user = await registerUser(app, { full_name: 'Speaker Person' });
    expect((await asAdmin('POST', `/api/admin/users/${user.user.id}/promote`)).status).toBe(200);
    return { ...user, token: await login(app, user.email, user.password) };
  }

  const ROUTES = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users?exclude_speakers=true'],
    ['PUT', '/api/admin/users/1'],
    ['DELETE', '/api/admin/users/1'],
    ['POST', '/api/admin/users/1/promote'],
    ['GET', '/api/admin/analytics'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/conference-settings'],
    ['PATCH', '/api/admin/conference-settings'],
  ] as const;

  it('refuses anonymous callers (401), attendees and speakers (403) on every admin route', async () => {
    const attendee = await registerUser(app);
    const speaker = await makeSpeaker();
    for (const [method, route] of ROUTES) {
      const body = method === 'PUT' || method === 'PATCH' ? { full_name: 'Changed', role: 'admin', accepting_cfp: false } : undefined;
      expect([method, route, (await api(app, method, route, { body })).status]).toEqual([method, route, 401]);
      for (const token of [attendee.token, speaker.token]) {
        const response = await api(app, method, route, { body, token });
        expect([method, route, response.status]).toEqual([method, route, 403]);
        expect(response.body.detail).toBeTruthy();
      }
    }
    // Nothing was changed by the refused calls.
    expect((await api(app, 'GET', '/api/auth/me', { token: attendee.token })).body.role).toBe('user');
    expect((await api(app, 'GET', '/public/conference-settings')).body.accepting_cfp).toBe(true);
  });

  it('lists users with the spec fields and no secrets; exclude_speakers and search filter the list', async () => {
    const attendee = await registerUser(app, { full_name: 'Zelda Searchable' });
    const speaker = await makeSpeaker();
    const all = await asAdmin('GET', '/api/admin/users');
    expect(all.status).toBe(200);
    const row = all.body.find((u: { id: number }) => u.id === attendee.user.id);
    expect(row).toEqual({
      id: attendee.user.id,
      name: 'Zelda Searchable',
      full_name: 'Zelda Searchable',
      email: attendee.email,
      status: 'active',
      role: 'user',
      is_speaker: false,
      is_admin: false,
      is_reviewer: false,
      organization: '',
      payment_status: 'pending',
      has_password: true,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(all.body)).not.toMatch(/password_hash|calendar_token/);
    expect(all.body.map((u: { id: number }) => u.id)).toContain(speaker.user.id);

    const users = await asAdmin('GET', '/api/admin/users?exclude_speakers=true');
    expect(users.body.map((u: { id: number }) => u.id)).toContain(attendee.user.id);
    expect(users.body.map((u: { id: number }) => u.id)).not.toContain(speaker.user.id);

    for (const term of ['zelda SEARCH', attendee.email.toUpperCase()]) {
      const found = await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(term)}`);
      expect(found.body.map((u: { id: number }) => u.id)).toEqual([attendee.user.id]);
    }
    expect((await asAdmin('GET', '/api/admin/users?exclude_speakers=maybe')).status).toBe(400);
  });

  it('promotes a user to speaker with a hidden speaker profile, once', async () => {
    const attendee = await registerUser(app, { full_name: 'Grace Promoted' });
    const promoted = await asAdmin('POST', `/api/admin/users/${attendee.user.id}/promote`);
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: attendee.user.id, role: 'speaker', is_speaker: true });
    // The user's own token now reaches the speaker area (the role is read on every request).
    expect((await api(app, 'GET', '/api/speaker/presentations', { token: attendee.token })).status).toBe(200);
    const profile = (await asAdmin('GET', '/api/admin/speakers')).body.find((s: { user_id: number }) => s.user_id === attendee.user.id);
    expect(profile).toMatchObject({ name: 'Grace Promoted', display_on_public: false });
    const again = await asAdmin('POST', `/api/admin/users/${attendee.user.id}/promote`);
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain('already a speaker');
    expect((await asAdmin('POST', '/api/admin/users/999999/promote')).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/users/abc/promote')).status).toBe(404);
  });

  it('edits a user: name, e-mail, role and status, with conflicts and bad input refused', async () => {
    const attendee = await registerUser(app);
    const other = await registerUser(app);
    const edited = await asAdmin('PUT', `/api/admin/users/${attendee.user.id}`, {
      full_name: '  Ada Edited ',
      email: ' ADA.EDITED@Test.Example ',
      role: 'speaker',
      payment_status: 'paid',
      is_admin: true,
      id: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: attendee.user.id,
      full_name: 'Ada Edited',
      email: 'ada.edited@test.example',
      role: 'speaker',
      is_speaker: true,
      payment_status: 'pending',
      is_admin: false,
    });

    const taken = await asAdmin('PUT', `/api/admin/users/${attendee.user.id}`, { email: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('This email address is already used by another account');

    for (const body of [
      { role: 'superuser' },
      { status: 'banned' },
      { email: 'not-an-email' },
      { full_name: '   ' },
      { full_name: null },
      { is_speaker: 'yes' },
      '[1]',
      '{"role":',
    ]) {
      const response = await asAdmin('PUT', `/api/admin/users/${attendee.user.id}`, body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect(response.body.detail).toBeTruthy();
    }
    expect((await asAdmin('PUT', '/api/admin/users/999999', { full_name: 'x' })).status).toBe(404);

    // Deactivated: the account's token and refresh cookie stop working at once.
    const deactivated = await asAdmin('PUT', `/api/admin/users/${other.user.id}`, { status: 'inactive' });
    expect(deactivated.body.status).toBe('inactive');
    expect((await api(app, 'GET', '/api/auth/me', { token: other.token })).status).toBe(401);
    const login = await api(app, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } });
    expect([login.status, login.body.detail]).toEqual([403, 'This account is inactive']);
  });

  it('never lets an admin remove their own access or the last administrator', async () => {
    for (const body of [{ role: 'user' }, { role: 'speaker' }, { status: 'inactive' }]) {
      const response = await asAdmin('PUT', `/api/admin/users/${adminId}`, body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 409]);
      expect(response.body.detail).toBe('You cannot remove your own administrator access');
    }
    const self = await asAdmin('DELETE', `/api/admin/users/${adminId}`);
    expect(self.status).toBe(409);
    expect(self.body.detail).toBe('You cannot delete your own account');
    // An admin may still change their own name.
    expect((await asAdmin('PUT', `/api/admin/users/${adminId}`, { full_name: 'Chief Organiser' })).status).toBe(200);

    // A second admin can be made, and removed again; while two exist, each may demote the other, not both.
    const second = await registerUser(app);
    expect((await asAdmin('PUT', `/api/admin/users/${second.user.id}`, { role: 'admin' })).body.role).toBe('admin');
    const secondToken = await login(app, second.email, second.password);
    const [a, b] = await Promise.all([
      api(app, 'PUT', `/api/admin/users/${adminId}`, { token: secondToken, body: { role: 'user' } }),
      api(app, 'PUT', `/api/admin/users/${second.user.id}`, { token: admin, body: { role: 'user' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409].sort());
    const admins = (await app.database.prisma.user.findMany({ where: { is_admin: true } })).map((u) => u.id);
    expect(admins).toHaveLength(1);
    // Whoever is left is the last administrator: restore the original admin if it was demoted.
    if (!admins.includes(adminId)) {
      await app.database.prisma.user.update({ where: { id: adminId }, data: { is_admin: true } });
      await app.database.prisma.user.update({ where: { id: second.user.id }, data: { is_admin: false } });
    }
    const lastOther = await registerUser(app);
    await asAdmin('PUT', `/api/admin/users/${lastOther.user.id}`, { role: 'admin' });
    expect((await asAdmin('DELETE', `/api/admin/users/${lastOther.user.id}`)).status).toBe(204);
    expect((await asAdmin('DELETE', `/api/admin/users/${lastOther.user.id}`)).status).toBe(404);
  });

  it('deleting a user keeps their speaker profile and proposals, unlinked', async () => {
    const speaker = await makeSpeaker();
    const profile = await app.database.prisma.speaker.findUniqueOrThrow({ where: { user_id: speaker.user.id } });
    expect((await asAdmin('DELETE', `/api/admin/users/${speaker.user.id}`)).status).toBe(204);
    expect(await app.database.prisma.user.findUnique({ where: { id: speaker.user.id } })).toBeNull();
    expect((await app.database.prisma.speaker.findUniqueOrThrow({ where: { id: profile.id } })).user_id).toBeNull();
    expect((await api(app, 'GET', '/api/auth/me', { token: speaker.token })).status).toBe(401);
  });

  it('counts users, sessions and paid registrations, and tells admins at once when they change', async () => {
    const before = (await asAdmin('GET', '/api/admin/analytics')).body;
    expect(before).toMatchObject({
      totalUsers: expect.any(Number),
      totalSessions: expect.any(Number),
      totalRegistrations: expect.any(Number),
      registrations_are: 'paid tickets',
    });
    const adminSocket = await connectSocket(app.url, admin);
    const attendeeAccount = await registerUser(app);
    const attendeeSocket = await connectSocket(app.url, attendeeAccount.token);
    try {
      let attendeeHeard = false;
      attendeeSocket.on('users.changed', () => (attendeeHeard = true));
      const registered = nextEvent<{ ids: number[] }>(adminSocket, 'users.changed');
      const newcomer = await registerUser(app);
      expect(await registered).toEqual({ ids: [newcomer.user.id] });

      const paid = nextEvent<{ ids: number[] }>(adminSocket, 'users.changed');
      expect((await api(app, 'POST', '/api/payment/process', { token: newcomer.token, body: {} })).status).toBe(200);
      expect(await paid).toEqual({ ids: [newcomer.user.id] });

      await asAdmin('POST', '/api/admin/sessions', {
        title: 'Counted',
        description: 'd',
        type: 'talk',
        startTime: '2025-11-18T09:00:00Z',
        endTime: '2025-11-18T10:00:00Z',
      });
      const after = (await asAdmin('GET', '/api/admin/analytics')).body;
      expect(after.totalUsers).toBe(before.totalUsers + 2);
      expect(after.totalRegistrations).toBe(before.totalRegistrations + 1);
      expect(after.totalSessions).toBe(before.totalSessions + 1);
      expect(attendeeHeard).toBe(false);

      // A paid account is kept for the payment records: deactivated, not deleted.
      const refused = await asAdmin('DELETE', `/api/admin/users/${newcomer.user.id}`);
      expect([refused.status, refused.body.detail]).toEqual([409, 'This account has a paid ticket and is kept for the payment records; deactivate it instead']);
      expect(await app.database.prisma.payment.count({ where: { user_id: newcomer.user.id } })).toBe(1);
      expect((await asAdmin('PUT', `/api/admin/users/${newcomer.user.id}`, { status: 'inactive' })).body.status).toBe('inactive');
    } finally {
      adminSocket.disconnect();
      attendeeSocket.disconnect();
    }
  });
});
