// Abuse limits as an attacker and a venue meet them: password guessing is stopped per account whatever address it
// claims, an address of hundreds of attendees signs in freely, a disguised path counts as the route it reaches, and
// replicas share the counters. The client address comes from X-Forwarded-For only through proxies TRUST_PROXY names.
import { ConfigError, loadConfig } from '../src/config/config.js';
import {
  ADMIN,
  api,
  createTestDatabase,
  dropTestDatabase,
  login,
  newSpeakerAccount,
  proposalBody,
  redisUrl,
  registerUser,
  startTestApp,
  type TestApp,
  useTestApp,
} from './harness.js';

describe('test/abuse-limits.e2e-spec.ts', () => {
  // The defaults a deployment gets (the harness raises the per-address ceiling for other test files).
  const context = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: undefined });
  let app: TestApp;
  beforeAll(() => {
    app = context.app;
  });

  let addressCounter = 1;
  const spoofed = () => ({ 'x-forwarded-for': `198.51.100.${addressCounter++ % 250}` });
  const signIn = (target: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
    api(target, 'POST', '/api/auth/login', { body: { email, password }, headers });

  it('locks an account after 5 failed sign-ins in 15 minutes, whatever address each claims, and says when to retry', async () => {
    const victim = await registerUser(app);
    for (let i = 0; i < 5; i++) expect((await signIn(app, victim.email, `guess-${i}-wrong`, spoofed())).status).toBe(401);
    const blocked = await signIn(app, victim.email, victim.password, spoofed());
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toBe('Too many failed sign-ins for this account. Try again in 15 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another account, from the same address, is not concerned.
    const other = await registerUser(app);
    expect((await signIn(app, other.email, other.password)).status).toBe(200);
  });

  it('limits unknown addresses the same way, so the answer reveals nothing about which accounts exist', async () => {
    const email = `nobody-${Date.now()}@test.example`;
    for (let i = 0; i < 5; i++) expect((await signIn(app, email, 'guess-wrong-1')).status).toBe(401);
    expect((await signIn(app, email, 'guess-wrong-1')).status).toBe(429);
  });

  it('records failed sign-ins and the lockout in the audit trail for admins', async () => {
    const victim = await registerUser(app);
    for (let i = 0; i < 5; i++) await signIn(app, victim.email, 'not-the-password');
    const admin = await login(app, ADMIN.email, ADMIN.password);
    const trail = await api(app, 'GET', `/api/admin/audit?entity=account&entity_id=${victim.user.id}`, { token: admin });
    expect(trail.status).toBe(200);
    const actions = trail.body.entries.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a === 'sign_in_failed')).toHaveLength(5);
    expect(actions[0]).toBe('locked_out');
    expect(trail.body.entries[0]).toMatchObject({ actor: { id: null, email: 'anonymous' }, entity: 'account' });
    expect(trail.body.entries[0].summary).toContain(victim.email);
  });

  it('lets 300 successful sign-ins a minute through from one address (a venue), and counts only failures', async () => {
    const attendees = await Promise.all(Array.from({ length: 6 }, () => registerUser(app)));
    const statuses: number[] = [];
    for (let round = 0; round < 50; round++) {
      statuses.push(...(await Promise.all(attendees.map((a) => signIn(app, a.email, a.password)))).map((r) => r.status));
    }
    expect(statuses).toHaveLength(300);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('counts a percent-encoded path as the route it reaches', async () => {
    const victim = await registerUser(app);
    for (let i = 0; i < 5; i++) {
      const encoded = await api(app, 'POST', '/api/auth/%6Cogin', { body: { email: victim.email, password: 'wrong-password' } });
      expect(encoded.status).toBe(401);
    }
    expect((await signIn(app, victim.email, victim.password)).status).toBe(429);
  });

  describe('per-address ceilings', () => {
    async function withApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>) {
      const dbUrl = await createTestDatabase();
      const started = await startTestApp({ DATABASE_URL: dbUrl, ...env });
      try {
        await run(started);
      } finally {
        await started.close();
        await dropTestDatabase(dbUrl);
      }
    }
    const propose = (target: TestApp, headers: Record<string, string>) =>
      api(target, 'POST', '/public/sponsorship/apply', {
        body: { company_name: 'Spam Co', contact_name: 'S', email: 'spam@test.example', sponsorship_level: 'Gold' },
        headers,
      });

    it('ignores X-Forwarded-For by default: a client cannot choose a fresh address per request', async () => {
      await withApp({ FORM_RATE_LIMIT_PER_MINUTE: '3' }, async (target) => {
        for (let i = 0; i < 2; i++) expect((await propose(target, spoofed())).status).not.toBe(429);
        // The route as the router matched it: percent-encoding is no way around the ceiling either.
        expect((await api(target, 'POST', '/public/sponsorship/%61pply', { body: {}, headers: spoofed() })).status).not.toBe(429);
        const refused = await propose(target, spoofed());
        expect(refused.status).toBe(429);
        expect(refused.body.detail).toMatch(/^Too many requests from your address\. Try again in \d+ seconds\.$/);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        // Other routes are not limited.
        for (let i = 0; i < 5; i++) expect((await api(target, 'GET', '/public/conference-settings')).status).toBe(200);
      });
    });

    it('takes the address from X-Forwarded-For when TRUST_PROXY names the proxy (one hop)', async () => {
      await withApp({ FORM_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' }, async (target) => {
        const alice = { 'x-forwarded-for': '203.0.113.10' };
        const bob = { 'x-forwarded-for': '203.0.113.11' };
        expect((await propose(target, alice)).status).not.toBe(429);
        expect((await propose(target, alice)).status).not.toBe(429);
        expect((await propose(target, alice)).status).toBe(429);
        expect((await propose(target, bob)).status).not.toBe(429);
      });
    });

    it("counts a signed-in speaker's posts per account, so anonymous posts filling a shared address do not stop them", async () => {
      await withApp({ FORM_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' }, async (target) => {
        const campus = { 'x-forwarded-for': '203.0.113.20' };
        const elsewhere = { 'x-forwarded-for': '203.0.113.21' };
        const speaker = await newSpeakerAccount(target, `campus-${Date.now()}@test.example`, {
          send: (method, route, options) => api(target, method, route, { ...options, headers: elsewhere }),
        });
        const anonymous = (n: number) => api(target, 'POST', '/cfp/submit', { body: proposalBody(`visitor-${n}@test.example`), headers: campus });
        for (let n = 0; n < 3; n++) expect((await anonymous(n)).status).toBe(201);
        expect((await anonymous(3)).status).toBe(429);

        const talk = { title: 'A talk from campus', abstract: 'Short abstract', presentation_type: 'talk' };
        const own = (headers: Record<string, string>) => api(target, 'POST', '/cfp/submit', { token: speaker.token, body: talk, headers });
        expect((await own(campus)).status).toBe(201);
        expect((await own(campus)).status).toBe(201);
        // The account's own ceiling holds wherever it posts from.
        expect((await own(elsewhere)).status).toBe(201);
        const refused = await own({ 'x-forwarded-for': '203.0.113.22' });
        expect(refused.status).toBe(429);
        expect(refused.body.detail).toMatch(/^Too many requests from your account\. Try again in \d+ seconds\.$/);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        // The speaker area's own submit route is limited per account too; anonymous posts stay limited per address.
        expect((await api(target, 'POST', '/api/speaker/proposals', { token: speaker.token, body: talk, headers: campus })).status).toBe(201);
        expect((await anonymous(4)).status).toBe(429);
      });
    });

    it('still limits signed-in posts per address, at the credential ceiling, so many accounts are no way around it', async () => {
      await withApp({ FORM_RATE_LIMIT_PER_MINUTE: '2', AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' }, async (target) => {
        const shared = { 'x-forwarded-for': '203.0.113.30' };
        const [one, two] = [await registerUser(target), await registerUser(target)];
        const post = (user: typeof one, headers: Record<string, string>) =>
          api(target, 'POST', '/cfp/submit', { token: user.token, body: proposalBody(user.email), headers });
        expect((await post(one, shared)).status).toBe(201);
        expect((await post(one, shared)).status).toBe(201);
        expect((await post(two, shared)).status).toBe(201);
        const refused = await post(two, shared);
        expect(refused.status).toBe(429);
        expect(refused.body.detail).toMatch(/^Too many requests from your address\. Try again in \d+ seconds\.$/);
        expect((await post(two, { 'x-forwarded-for': '203.0.113.31' })).status).toBe(201);
      });
    });
  });

  it('counts failed sign-ins across replicas sharing Redis, so a second replica is no way around the limit', async () => {
    const dbUrl = await createTestDatabase();
    const env = { DATABASE_URL: dbUrl, REDIS_URL: redisUrl() };
    const first = await startTestApp(env);
    const second = await startTestApp(env);
    try {
      const victim = await registerUser(first);
      for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? first : second, victim.email, 'guess-wrong')).status).toBe(401);
      expect((await signIn(first, victim.email, victim.password)).status).toBe(429);
      expect((await signIn(second, victim.email, victim.password)).status).toBe(429);
    } finally {
      await second.close();
      await first.close();
      await dropTestDatabase(dbUrl);
    }
  });

  it('refuses TRUST_PROXY=true at start-up: the proxies must be named', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the proxies/);
    expect(loadConfig({ TRUST_PROXY: '2', DATA_DIR: context.app.config.dataDir }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8', DATA_DIR: context.app.config.dataDir }).trustProxy).toBe('10.0.0.1, 10.0.0.0/8');
  });
});
