// Lockout abuse, as a guesser and the owner meet it: wrong passwords sent for an account from many addresses stop the
// guesser, not the owner. Past the limit the account lets in only browsers that signed in to it before (each limited
// on its own); a new browser gets in through the mailed reset link. TRUST_PROXY lets the test play many addresses.
import { ADMIN, api, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/sign-in-lockout.e2e-spec.ts', () => {
  const context = useAppWithMail({ TRUST_PROXY: 'loopback' });
  let app: TestApp;
  let smtp: Smtp;
  beforeAll(() => ({ app, smtp } = context));

  let lastOctet = 1;
  /** A request from a new address, optionally from a browser holding these cookies. */
  const client = (cookie?: string) => ({ headers: { 'x-forwarded-for': `203.0.113.${lastOctet++ % 250}` }, ...(cookie && { cookie }) });
  const signIn = (email: string, password: string, cookie?: string) => api(app, 'POST', '/api/auth/login', { body: { email, password }, ...client(cookie) });
  /** Every cookie a response sets, as the browser sends them back. */
  const cookiesOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const guessFromFiveAddresses = async (email: string) => {
    for (let i = 0; i < 5; i++) expect((await signIn(email, `guess-${i}-wrong`)).status).toBe(401);
  };
  const ELSEWHERE = /^Too many failed sign-ins for this account, so for now only browsers that have signed in to it before are let in\./;

  it('a guesser rotating addresses is refused even with the right password; the browsers the owner signed in with get in', async () => {
    const owner = await registerUser(app);
    const ownersBrowser = cookiesOf(owner.response.headers);
    const adminsBrowser = cookiesOf((await signIn(ADMIN.email, ADMIN.password)).headers);

    for (const email of [owner.email, ADMIN.email]) {
      await guessFromFiveAddresses(email);
      const guessed = await signIn(email, email === ADMIN.email ? ADMIN.password : owner.password);
      expect(guessed.status).toBe(429);
      expect(guessed.body.detail).toMatch(ELSEWHERE);
      expect(guessed.body.detail).toMatch(/"Forgot your password\?" mails you a link that signs you in\. Try again in 15 minutes\.$/);
      expect(Number(guessed.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
    // From any address, the owner's browser still signs in; a typo there is an ordinary 401.
    expect((await signIn(owner.email, 'a-typo-of-mine', ownersBrowser)).status).toBe(401);
    const back = await signIn(owner.email, owner.password, ownersBrowser);
    expect(back.status).toBe(200);
    expect(back.body.user.email).toBe(owner.email);
    expect((await signIn(ADMIN.email, ADMIN.password, adminsBrowser)).status).toBe(200);

    // The audit trail still shows the guessing and that the account was limited.
    const admin = (await signIn(ADMIN.email, ADMIN.password, adminsBrowser)).body.access_token as string;
    const trail = await api(app, 'GET', `/api/admin/audit?entity=account&entity_id=${owner.user.id}`, { token: admin });
    const entries = trail.body.entries as { action: string; summary: string }[];
    expect(entries.filter((e) => e.action === 'sign_in_failed')).toHaveLength(6);
    expect(entries.find((e) => e.action === 'locked_out')?.summary).toContain(`Sign-in for ${owner.email} limited to browsers that signed in to it before`);
  });

  it('lets the owner in from a new browser through the mailed reset link, and knows that browser from then on', async () => {
    const owner = await registerUser(app);
    await guessFromFiveAddresses(owner.email);
    expect((await signIn(owner.email, owner.password)).status).toBe(429);

    expect((await api(app, 'POST', '/api/auth/forgot-password', { body: { email: owner.email }, ...client() })).status).toBe(202);
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(owner.email) && m.subject.startsWith('Reset your')));
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    const reset = await api(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'a-brand-new-secret' }, ...client() });
    expect(reset.status).toBe(200);
    const newBrowser = cookiesOf(reset.headers);

    expect((await signIn(owner.email, 'a-brand-new-secret', newBrowser)).status).toBe(200);
    // The guessers' window is not over: a browser the owner never used still waits.
    expect((await signIn(owner.email, 'a-brand-new-secret')).status).toBe(429);
  });

  it('is no way around the limits: a known browser is limited on its own, and a forged or borrowed cookie counts for nothing', async () => {
    const owner = await registerUser(app);
    const ownersBrowser = cookiesOf(owner.response.headers);
    const stranger = await registerUser(app);
    const strangersBrowser = cookiesOf(stranger.response.headers);
    const [name, value] = ownersBrowser
      .split('; ')
      .find((c) => c.includes('known_browser='))!
      .split('=');
    const forged = `${name}=${value.slice(0, -4)}AAAA`;

    await guessFromFiveAddresses(owner.email);
    for (const cookie of [strangersBrowser, forged]) {
      const refused = await signIn(owner.email, owner.password, cookie);
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(ELSEWHERE);
    }

    // Five wrong passwords from the owner's own browser, from five addresses, lock that browser (for this account).
    for (let i = 0; i < 5; i++) expect((await signIn(owner.email, `wrong-${i}-again`, ownersBrowser)).status).toBe(401);
    const locked = await signIn(owner.email, owner.password, ownersBrowser);
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toBe('Too many failed sign-ins for this account. Try again in 15 minutes.');
    // The stranger's own account is not concerned.
    expect((await signIn(stranger.email, stranger.password)).status).toBe(200);
  });
});
