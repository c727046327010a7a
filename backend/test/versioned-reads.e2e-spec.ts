// Public reads at versioned addresses (issue 48: cached at the edge): `?v=N` at the version an instance holds is kept
// for good by any cache; past it, revalidated; ahead of it, the instance first loads what others recorded, and what
// it still cannot name is kept by nobody. Plain addresses ask shared caches to revalidate every time. Two instances
// on one Redis: the one an edit did not pass through answers the announced version, never an older one.
import { api, sessionsAMinuteApart, type TestApp, useReplicas } from './harness.js';

describe('test/versioned-reads.e2e-spec.ts', () => {
  const replicas = useReplicas();
  let a: TestApp;
  let b: TestApp;
  beforeAll(() => ({ a, b } = replicas));

  const get = (app: TestApp, route: string) => fetch(`${app.url}${route}`);
  const versionOf = (response: Response) => Number(response.headers.get('x-public-version'));
  const newSession = sessionsAMinuteApart(replicas);

  it('keeps the current version for good, revalidates an older one and lets nobody keep one it has not reached', async () => {
    await newSession('Versioned talk');
    const plain = await get(a, '/public/sessions');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30, s-maxage=0, proxy-revalidate');
    const version = versionOf(plain);
    const plainBody = await plain.text();

    const at = await get(a, `/public/sessions?v=${version}`);
    expect(at.status).toBe(200);
    expect(at.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(versionOf(at)).toBe(version);
    expect(await at.text()).toBe(plainBody);
    // The same answer again (from the fast lane): the same headers.
    expect((await get(a, `/public/sessions?v=${version}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const past = await get(a, `/public/sessions?v=${version - 1}`);
    expect(past.headers.get('cache-control')).toBe('public, no-cache');
    expect(versionOf(past)).toBe(version);

    const ahead = await get(a, `/public/sessions?v=${version + 1000}`);
    expect(ahead.status).toBe(200);
    expect(ahead.headers.get('cache-control')).toBe('no-store');
    expect(versionOf(ahead)).toBe(version);

    // Every read that plain addresses cache the same way takes a version: an item, a list with a query.
    const item = (await api(a, 'GET', '/public/sessions')).body.sessions[0] as { id: number };
    for (const route of [`/public/sessions/${item.id}?v=${version}`, `/public/schedule?day=2025-11-19&v=${version}`, `/public/speakers?v=${version}`]) {
      expect((await get(a, route)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers the version an edit through the other instance announced, never an older one', async () => {
    for (let i = 0; i < 5; i++) {
      const created = await newSession(`Announced ${i}`);
      expect(created.status).toBe(201);
      // The version the editing instance is at once the edit is answered: what its push announces.
      const announced = versionOf(await get(a, '/public/sessions'));
      const other = await get(b, `/public/sessions?v=${announced}`);
      expect(versionOf(other)).toBeGreaterThanOrEqual(announced);
      expect(other.headers.get('cache-control')).not.toBe('no-store');
      expect(((await other.json()) as { sessions: { title: string }[] }).sessions.map((s) => s.title)).toContain(`Announced ${i}`);
    }
  });

  it('refuses a version that is not a whole number, with the field named', async () => {
    for (const v of ['abc', '-1', '1.5', '9'.repeat(16), '']) {
      const response = await get(a, `/public/sessions?v=${encodeURIComponent(v)}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: unknown }).detail).toBeTruthy();
    }
  });
});
