// A forgotten password, a changed one, and signing out everywhere, as a user and an attacker meet them: the reset
// form answers the same for every address, the mailed link works once for an hour, and both a reset and a change end
// the account's other sign-ins (refresh tokens refused, sockets closed).
import { api, connectSocket, cookieFrom, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/passwords.e2e-spec.ts', () => {
  const context = useAppWithMail();
  let app: TestApp;
  let smtp: Smtp;
  let admin: string;
  beforeAll(() => ({ app, smtp, admin } = context));

  const SENT = 'If an account uses this address, we have sent it a link to choose a new password. The link works once, for one hour.';
  const forgot = (email: string) => api(app, 'POST', '/api/auth/forgot-password', { body: { email } });
  const resetMailFor = (email: string) => waitFor(() => smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Reset your')).at(-1));
  const tokenIn = (text: string) => /\/reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';
  const signIn = (email: string, password: string) => api(app, 'POST', '/api/auth/login', { body: { email, password } });

  it('answers the same for an address with and without an account, and mails only the real one', async () => {
    const ada = await registerUser(app);
    const known = await forgot(ada.email.toUpperCase());
    const unknown = await forgot(`nobody-${Date.now()}@test.example`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ detail: SENT });
    expect(unknown.body).toEqual(known.body);
    const mail = await resetMailFor(ada.email);
    expect(mail.text).toContain('expires in one hour');
    expect(tokenIn(mail.text)).toMatch(/^[\w-]{40,}$/);
    expect((await forgot('not-an-address')).status).toBe(400);
  });

  it('resets through the mailed link once: signs this browser in and ends every other sign-in and socket', async () => {
    const ben = await registerUser(app);
    const other = await signIn(ben.email, ben.password);
    const otherCookie = cookieFrom(other.headers);
    const socket = await connectSocket(app.url, other.body.access_token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    await forgot(ben.email);
    const token = tokenIn((await resetMailFor(ben.email)).text);
    const reset = await api(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'a-brand-new-secret' } });
    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ email: ben.email });
    expect(typeof reset.body.access_token).toBe('string');
    expect(reset.headers.get('cache-control')).toBe('no-store');

    await closed;
    expect((await api(app, 'POST', '/api/auth/refresh', { cookie: otherCookie })).status).toBe(401);
    expect((await signIn(ben.email, ben.password)).status).toBe(401);
    expect((await signIn(ben.email, 'a-brand-new-secret')).status).toBe(200);
    // Single use.
    const again = await api(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'another-secret-1' } });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('This link is invalid or has expired. Ask for a new one.');
  });

  it('refuses an expired link, a made-up one, and a short password', async () => {
    const cy = await registerUser(app);
    await forgot(cy.email);
    const token = tokenIn((await resetMailFor(cy.email)).text);
    const short = await api(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body.detail)).toContain('at least 8 characters');
    expect((await api(app, 'POST', '/api/auth/reset-password', { body: { token: 'made-up', password: 'long-enough-1' } })).status).toBe(400);
    await app.database.prisma.passwordSetupToken.updateMany({ where: { user_id: cy.user.id }, data: { expires_at: new Date(Date.now() - 1000) } });
    expect((await api(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'long-enough-1' } })).status).toBe(400);
  });

  it('sends at most three reset mails an hour to one account, whoever asks', async () => {
    const dee = await registerUser(app);
    for (let i = 0; i < 5; i++) expect((await forgot(dee.email)).body).toEqual({ detail: SENT });
    await resetMailFor(dee.email);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.filter((m) => m.to.includes(dee.email) && m.subject.startsWith('Reset your'))).toHaveLength(3);
  });

  it('changes the password with the current one, keeps this sign-in and ends the others', async () => {
    const eve = await registerUser(app);
    const here = await signIn(eve.email, eve.password);
    const hereCookie = cookieFrom(here.headers);
    const elsewhere = await signIn(eve.email, eve.password);
    const socket = await connectSocket(app.url, elsewhere.body.access_token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    const wrong = await api(app, 'POST', '/api/auth/change-password', {
      token: here.body.access_token,
      cookie: hereCookie,
      body: { current_password: 'not-my-password', new_password: 'changed-secret-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail[0]).toMatchObject({ loc: ['body', 'current_password'], msg: 'Your current password is not correct' });

    const changed = await api(app, 'POST', '/api/auth/change-password', {
      token: here.body.access_token,
      cookie: hereCookie,
      body: { current_password: eve.password, new_password: 'changed-secret-1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.detail).toBe('Your password has been changed. Every other session has been signed out.');
    await closed;
    expect((await api(app, 'POST', '/api/auth/refresh', { cookie: cookieFrom(elsewhere.headers) })).status).toBe(401);
    // This browser goes on with the sign-in the change answered; its old cookie ended with every other sign-in.
    expect(changed.body).toMatchObject({ user: { email: eve.email }, access_token: expect.any(String) });
    expect((await api(app, 'POST', '/api/auth/refresh', { cookie: cookieFrom(changed.headers) })).status).toBe(200);
    expect((await api(app, 'POST', '/api/auth/refresh', { cookie: hereCookie })).status).toBe(401);
    expect((await signIn(eve.email, 'changed-secret-1')).status).toBe(200);

    expect((await api(app, 'POST', '/api/auth/change-password', { body: { current_password: 'x', new_password: 'yyyyyyyy' } })).status).toBe(401);
    const trail = await api(app, 'GET', `/api/admin/audit?entity=account&entity_id=${eve.user.id}`, { token: admin });
    expect(trail.body.entries.map((e: { action: string }) => e.action)).toEqual(['password_changed', 'sign_in_failed']);
  });

  it('signs out everywhere, this browser included', async () => {
    const fay = await registerUser(app);
    const one = await signIn(fay.email, fay.password);
    const two = await signIn(fay.email, fay.password);
    const out = await api(app, 'POST', '/api/auth/logout-all', { token: one.body.access_token, cookie: cookieFrom(one.headers) });
    expect(out.status).toBe(204);
    expect((await api(app, 'POST', '/api/auth/refresh', { cookie: cookieFrom(one.headers) })).status).toBe(401);
    expect((await api(app, 'POST', '/api/auth/refresh', { cookie: cookieFrom(two.headers) })).status).toBe(401);
  });
});
