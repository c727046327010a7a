// Forged requests (issue 43, item 1): a hostile page's self-submitting form must not sign the visitor's browser into
// the attacker's account, nor use the visitor's cookie for anything else. Requests that change something are refused
// when a browser says they come from another site; the auth routes take JSON only; reads stay open to every origin.
import { api, proposalBody, registerUser, type TestApp, useTestApp } from './harness.js';

describe('test/cross-site.e2e-spec.ts', () => {
  const PUBLIC_URL = 'https://conference.example';
  const context = useTestApp({ PUBLIC_URL });
  let app: TestApp;
  beforeAll(() => {
    app = context.app;
  });

  const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  const CROSS_SITE = { detail: 'Requests from other sites are not accepted here' };
  const JSON_ONLY = { detail: 'This request must be sent as JSON (Content-Type: application/json)' };

  /** A POST as an HTML form sends it: urlencoded fields. */
  const form = (route: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it("refuses another site's form that would sign the visitor in, and sets no cookie", async () => {
    const attacker = await registerUser(app);
    const forged = await form('/api/auth/login', { email: attacker.email, password: attacker.password }, EVIL);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual(CROSS_SITE);
    expect(forged.headers.get('set-cookie')).toBeNull();

    // The same from a browser that sends only one of the two headers.
    expect((await form('/api/auth/login', { email: attacker.email, password: attacker.password }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await form('/api/auth/login', { email: attacker.email, password: attacker.password }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // A sandboxed frame or a page that hides its address sends `Origin: null`.
    expect((await form('/api/auth/login', { email: attacker.email, password: attacker.password }, { origin: 'null' })).status).toBe(403);
  });

  it('takes the auth routes as JSON only: a form body is refused with 415 and changes nothing', async () => {
    const attacker = await registerUser(app);
    const login = await form('/api/auth/login', { email: attacker.email, password: attacker.password });
    expect(login.status).toBe(415);
    expect(await login.json()).toEqual(JSON_ONLY);
    expect(login.headers.get('set-cookie')).toBeNull();

    const email = `form-${Date.now()}@test.example`;
    const register = await form('/api/auth/register', { email, password: 'long-enough-password', full_name: 'Form Filler' });
    expect(register.status).toBe(415);
    expect(await app.database.prisma.user.count({ where: { email } })).toBe(0);
    // A form's text/plain body shaped like JSON is no JSON either.
    const plain = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: attacker.email, password: attacker.password }),
    });
    expect(plain.status).toBe(415);
  });

  it("signs in from the site's own origin and from PUBLIC_URL's", async () => {
    const user = await registerUser(app);
    const body = { email: user.email, password: user.password };
    const own = await api(app, 'POST', '/api/auth/login', { body, headers: { origin: app.url, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toMatch(/refresh_token=/);
    const behindProxy = await api(app, 'POST', '/api/auth/login', { body, headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' } });
    expect(behindProxy.status).toBe(200);
  });

  it("refuses another site's use of the visitor's cookie, which stays good for the site itself", async () => {
    const user = await registerUser(app);
    const signedIn = await api(app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0];
    for (const route of ['/api/auth/refresh', '/api/auth/logout']) {
      const forged = await api(app, 'POST', route, { cookie, headers: EVIL });
      expect(forged.status).toBe(403);
      expect(forged.body).toEqual(CROSS_SITE);
    }
    const own = await api(app, 'POST', '/api/auth/refresh', { cookie, headers: { origin: app.url, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(own.body.access_token).toEqual(expect.any(String));
  });

  it('refuses writes from another site everywhere, and leaves reads and non-browser clients alone', async () => {
    const proposal = proposalBody(`cross-site-${Date.now()}@test.example`);
    const forged = await api(app, 'POST', '/cfp/submit', { body: proposal, headers: EVIL });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual(CROSS_SITE);
    // The schedule widget on another site's page reads the public API.
    expect((await api(app, 'GET', '/public/schedule', { headers: EVIL })).status).toBe(200);
    // The API's own clients and webhooks send neither header.
    expect((await api(app, 'POST', '/cfp/submit', { body: proposal })).status).toBe(201);
  });
});
