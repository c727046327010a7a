// A first deploy: two replicas and the mail worker start at the same moment on one empty database. Each applies the
// migrations and writes what a first start writes (the ADMIN_EMAIL account, the demo content); none may fail, and
// each of those is written once. A few rounds, each on a new database, since a race does not show every time.
import pg from 'pg';
import { startWorker } from '../src/worker.js';
import { ADMIN, api, createTestDatabase, dropTestDatabase, login, recordPublicChanges, redisUrl, startTestApp, testConfig, type TestApp } from './harness.js';

describe('test/simultaneous-start.e2e-spec.ts', () => {
  const ROUNDS = 3;

  async function admins(url: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_admin')).rows[0].n;
    } finally {
      await client.end();
    }
  }

  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'round %i: two replicas and the worker start together on an empty database, with one admin and the demo content once',
    async () => {
      const url = await createTestDatabase({ empty: true });
      const env = { DATABASE_URL: url, REDIS_URL: redisUrl(), DEMO_CONTENT: 'true', RUN_WORKER: 'false' };
      const starts = await Promise.allSettled([startTestApp(env), startTestApp(env), startWorker(testConfig(env))]);
      try {
        expect(starts.map((s) => (s.status === 'fulfilled' ? 'started' : String(s.reason)))).toEqual(['started', 'started', 'started']);
        const replicas = starts.slice(0, 2).map((s) => (s as PromiseFulfilledResult<TestApp>).value);
        expect(await admins(url)).toBe(1);
        for (const replica of replicas) {
          expect(await login(replica, ADMIN.email, ADMIN.password)).toBeTruthy();
          // Whatever the other replica committed after this one started is in its programme once this has recorded.
          await recordPublicChanges(replica);
          const titles: string[] = (await api(replica, 'GET', '/public/sessions')).body.sessions.map((s: { title: string }) => s.title);
          expect(titles.filter((t) => t.startsWith('Opening panel'))).toHaveLength(1);
          expect(new Set(titles).size).toBe(titles.length);
          const sponsors: { name: string }[] = (await api(replica, 'GET', '/public/sponsors')).body;
          expect(new Set(sponsors.map((s) => s.name)).size).toBe(sponsors.length);
        }
      } finally {
        for (const s of starts) if (s.status === 'fulfilled') await s.value.close();
        await dropTestDatabase(url);
      }
    },
    90_000,
  );
});
