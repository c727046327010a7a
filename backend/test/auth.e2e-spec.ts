import { ConfigError } from '../src/config/config.js';
import {
  ADMIN,
  api,
  cookieFrom,
  login,
  registerUser,
  startTestApp,
  type TestApp,
  useTestApp,
  FRESH_INSTALL_SETTINGS,
  FRESH_QUESTION_SETTINGS,
} from './harness.js';

describe('test/auth.e2e-spec.ts', () => {
  const context = useTestApp();
  let app: TestApp;
  beforeAll(() => {
    app = context.app;
  });

  describe('registration and sign-in', () => {
    it('registers, returns {user, access_token} and sets an httpOnly refresh cookie', async () => {
      const res = await api(app, 'POST', '/api/auth/register', {
        body: { email: 'Ada@Example.com', password: 'analytical-engine', full_name: 'Ada Lovelace' },
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({
        email: 'ada@example.com',
        full_name: 'Ada Lovelace',
        is_admin: false,
        is_speaker: false,
        is_active: true,
        payment_status: 'pending',
        role: 'user',
      });
      expect(res.body.user).not.toHaveProperty('password_hash');
      expect(typeof res.body.access_token).toBe('string');
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^refresh_token=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Path=\/api\/auth/);
    });

    it('refuses a duplicate e-mail with 409 and a detail', async () => {
      const res = await api(app, 'POST', '/api/auth/register', {
        body: { email: 'ada@example.com', password: 'another-password', full_name: 'Someone' },
      });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe('An account with this email already exists');
    });

    it('answers a short password with a field list the client can rewrite', async () => {
      const res = await api(app, 'POST', '/api/auth/register', { body: { email: 'b@example.com', password: 'short', full_name: 'B' } });
      expect(res.status).toBe(400);
      expect(res.body.detail).toEqual([{ loc: ['body', 'password'], msg: 'Password must be at least 8 characters long', type: 'min_length' }]);
    });

    it.each([
      ['malformed JSON', '{"email": '],
      ['an array', '[1,2]'],
      ['wrong types', JSON.stringify({ email: 42, password: { a: 1 }, full_name: [] })],
      ['nothing', '{}'],
    ])('answers %s with 400 and a detail, never 500', async (_name, body) => {
      const res = await api(app, 'POST', '/api/auth/register', { body });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBeDefined();
    });

    it('signs in with the right password only', async () => {
      const ok = await api(app, 'POST', '/api/auth/login', { body: { email: 'ADA@example.com', password: 'analytical-engine' } });
      expect(ok.status).toBe(200);
      expect(ok.body.user.email).toBe('ada@example.com');
      const wrong = await api(app, 'POST', '/api/auth/login', { body: { email: 'ada@example.com', password: 'wrong-password' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ detail: 'Incorrect email or password' });
      const unknown = await api(app, 'POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'whatever1' } });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ detail: 'Incorrect email or password' });
    });

    it('tells the signed-in user who they are, and refuses anonymous callers', async () => {
      const token = await login(app, 'ada@example.com', 'analytical-engine');
      const me = await api(app, 'GET', '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.full_name).toBe('Ada Lovelace');
      expect((await api(app, 'GET', '/api/auth/me')).status).toBe(401);
      const forged = await api(app, 'GET', '/api/auth/me', { token: `${token.slice(0, -4)}AAAA` });
      expect(forged.status).toBe(401);
      expect(forged.body.detail).toBe('Not authenticated');
    });
  });

  describe('staying signed in', () => {
    it('trades the refresh cookie for a new access token, and treats a late replay as theft', async () => {
      const reg = await registerUser(app);
      const cookie = cookieFrom(reg.response.headers);
      const refreshed = await api(app, 'POST', '/api/auth/refresh', { cookie });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.user.email).toBe(reg.email);
      const me = await api(app, 'GET', '/api/auth/me', { token: refreshed.body.access_token });
      expect(me.status).toBe(200);
      const newCookie = cookieFrom(refreshed.headers);
      expect(newCookie).not.toBe(cookie);

      // Two tabs refreshing together present the same cookie: within a few seconds that is not theft.
      const twin = await api(app, 'POST', '/api/auth/refresh', { cookie });
      expect(twin.status).toBe(200);

      // Later, replaying the rotated cookie is treated as theft: it fails and every newer cookie dies with it.
      await app.database.prisma.refreshToken.updateMany({
        where: { user_id: reg.user.id, revoked_at: { not: null } },
        data: { revoked_at: new Date(Date.now() - 60_000) },
      });
      const replay = await api(app, 'POST', '/api/auth/refresh', { cookie });
      expect(replay.status).toBe(401);
      expect(replay.body.detail).toBe('Session expired, please sign in again');
      expect((await api(app, 'POST', '/api/auth/refresh', { cookie: newCookie })).status).toBe(401);
      expect((await api(app, 'POST', '/api/auth/refresh', { cookie: cookieFrom(twin.headers) })).status).toBe(401);
    });

    it('signs out: the refresh cookie stops working', async () => {
      const reg = await registerUser(app);
      const cookie = cookieFrom(reg.response.headers);
      const out = await api(app, 'POST', '/api/auth/logout', { cookie });
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(/refresh_token=;/);
      expect((await api(app, 'POST', '/api/auth/refresh', { cookie })).status).toBe(401);
    });

    it('answers a refresh without a cookie with 204 (no session, no error) and refuses a bogus cookie', async () => {
      const none = await api(app, 'POST', '/api/auth/refresh');
      expect(none.status).toBe(204);
      expect(none.body).toBeNull();
      const bogus = await api(app, 'POST', '/api/auth/refresh', { cookie: 'refresh_token=not-a-real-token' });
      expect(bogus.status).toBe(401);
      expect(bogus.body.detail).toBeDefined();
    });
  });

  describe('profile', () => {
    it('changes the name at once and the e-mail once confirmed, but never role, flags or payment status', async () => {
      const reg = await registerUser(app);
      const res = await api(app, 'PUT', '/api/user/profile', {
        token: reg.token,
        headers: { role: 'user' },
        body: {
          full_name: 'New Name',
          email: `new-${reg.email}`,
          current_password: reg.password,
          is_admin: true,
          is_speaker: true,
          payment_status: 'paid',
          role: 'admin',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        full_name: 'New Name',
        email: reg.email,
        pending_email: `new-${reg.email}`,
        is_admin: false,
        is_speaker: false,
        payment_status: 'pending',
        role: 'user',
      });
      const me = await api(app, 'GET', '/api/auth/me', { token: reg.token });
      expect(me.body.is_admin).toBe(false);
    });

    it('refuses an e-mail that belongs to someone else with 409', async () => {
      const a = await registerUser(app);
      const b = await registerUser(app);
      const res = await api(app, 'PUT', '/api/user/profile', { token: b.token, body: { email: a.email, full_name: 'B', current_password: b.password } });
      expect(res.status).toBe(409);
      expect(res.body.detail).toMatch(/already used/);
    });
  });

  describe('authorization', () => {
    it('keeps /api/admin/* to admins: 401 anonymous, 403 for others, 200 for the admin', async () => {
      const user = await registerUser(app);
      // The area is the route the router matched: percent-encoding the path reaches the same handler and the same check.
      expect((await api(app, 'GET', '/api/%61dmin/conference-settings', { token: user.token })).status).toBe(403);
      expect((await api(app, 'GET', '/api/admin/conference-settings')).status).toBe(401);
      const forbidden = await api(app, 'GET', '/api/admin/conference-settings', { token: user.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.detail).toBeDefined();
      const adminToken = await login(app, ADMIN.email, ADMIN.password);
      const ok = await api(app, 'GET', '/api/admin/conference-settings', { token: adminToken });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({
        ...{
          accepting_cfp: true,
          accepting_sponsors: true,
          review_phase: 'submission',
          feedback_requires_payment: true,
          ...FRESH_INSTALL_SETTINGS,
          ...FRESH_QUESTION_SETTINGS,
        },
        ...{ cfp_accepting_now: true, sponsorship_accepting_now: true },
      });
    });

    it('ensures the configured admin account at start', async () => {
      const token = await login(app, ADMIN.email, ADMIN.password);
      const me = await api(app, 'GET', '/api/auth/me', { token });
      expect(me.body).toMatchObject({ email: ADMIN.email, is_admin: true, role: 'admin' });
    });

    it('refuses to start rather than promote an existing non-admin account named by ADMIN_EMAIL', async () => {
      const squatter = await registerUser(app);
      const started = startTestApp({ DATABASE_URL: app.config.database.url, ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'whatever-123' });
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(/ADMIN_EMAIL: .* is not an administrator; it is not promoted/);
      const me = await api(app, 'GET', '/api/auth/me', { token: await login(app, squatter.email, squatter.password) });
      expect(me.body).toMatchObject({ is_admin: false, role: 'user' });
    });

    it('keeps answers that carry tokens or personal data out of every cache', async () => {
      const user = await registerUser(app);
      expect(user.response.headers.get('cache-control')).toBe('no-store');
      const signedIn = await api(app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
      const refreshed = await api(app, 'POST', '/api/auth/refresh', { cookie: cookieFrom(signedIn.headers) });
      expect(refreshed.status).toBe(200);
      expect(refreshed.headers.get('cache-control')).toBe('no-store');
      expect((await api(app, 'GET', '/api/auth/me', { token: user.token })).headers.get('cache-control')).toBe('no-store');
      // A private calendar feed (what one person saved) and the admins' health details are personal too.
      const { url } = (await api(app, 'GET', '/api/user/calendar', { token: user.token })).body as { url: string };
      expect((await api(app, 'GET', new URL(url).pathname)).headers.get('cache-control')).toBe('private, no-store');
      const admin = await login(app, ADMIN.email, ADMIN.password);
      expect((await api(app, 'GET', '/health', { token: admin })).headers.get('cache-control')).toBe('no-store');
    });

    it('lets anyone read the public settings', async () => {
      const res = await api(app, 'GET', '/public/conference-settings');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ accepting_cfp: true, accepting_sponsors: true, review_phase: 'submission', ...FRESH_INSTALL_SETTINGS });
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const res = await api(app, 'GET', '/api/does-not-exist');
      expect(res.status).toBe(404);
      expect(res.body.detail).toBeDefined();
    });
  });
});
