// Behind HTTPS (PUBLIC_URL https://…) the refresh cookie is Secure and `__Host-` prefixed: host-only, Path=/, so no
// subdomain or plain-HTTP page can set or shadow it. Sign-in, refresh and sign-out all use that one cookie.
import { api, registerUser, type TestApp, useTestApp } from './harness.js';

describe('test/secure-cookie.e2e-spec.ts', () => {
  const context = useTestApp({ PUBLIC_URL: 'https://conference.example' });
  let app: TestApp;
  beforeAll(() => {
    app = context.app;
  });

  it('sets a Secure __Host- refresh cookie and takes it back on refresh and sign-out', async () => {
    const user = await registerUser(app);
    const signedIn = await api(app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-refresh_token=[\w-]+;/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const pair = cookie.split(';')[0];
    const refreshed = await api(app, 'POST', '/api/auth/refresh', { cookie: pair });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('set-cookie')).toMatch(/^__Host-refresh_token=/);
    // The plain name is not read here: a cookie planted without the prefix resumes nothing.
    expect((await api(app, 'POST', '/api/auth/refresh', { cookie: pair.replace('__Host-', '') })).status).toBe(204);
    const out = await api(app, 'POST', '/api/auth/logout', { cookie: refreshed.headers.get('set-cookie')!.split(';')[0] });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-refresh_token=;.*Path=\/.*Secure/i);
  });
});
