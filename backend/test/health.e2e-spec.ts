// The probes an orchestrator uses: live always answers; ready reflects the database and Redis and answers within about
// a second even when Redis is unreachable.
import { api, createTestDatabase, dropTestDatabase, redisUrl, startTestApp, type TestApp } from './harness.js';

describe('test/health.e2e-spec.ts', () => {
  let app: TestApp | undefined;
  let dbUrl: string;

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await dropTestDatabase(dbUrl);
  });

  it('is live and ready with the database and Redis up', async () => {
    dbUrl = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: dbUrl, REDIS_URL: redisUrl() });
    expect(await api(app, 'GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await api(app, 'GET', '/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up', redis: 'up' } });
    const health = await api(app, 'GET', '/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok', redis: 'up' } });
    expect(health.body.queue).toBeUndefined();
  });

  it('answers not ready within about a second while Redis cannot be reached, and stays live', async () => {
    dbUrl = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: dbUrl });
    // The app started without Redis; the probe is pointed at an address where nothing answers.
    app.config.redisUrl = 'redis://10.255.255.1:6379';
    const started = Date.now();
    const ready = await api(app, 'GET', '/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'up', redis: 'down' } });
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await api(app, 'GET', '/health/live')).status).toBe(200);
  });

  it('answers 503 with a detail, never 500, while its database connections are cut, and recovers by itself', async () => {
    const { registerUser } = await import('./harness.js');
    dbUrl = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: dbUrl });
    const user = await registerUser(app);
    const name = new URL(dbUrl).pathname.slice(1);
    const statuses: number[] = [];
    const details: string[] = [];
    let cutting = true;
    const load = (async () => {
      while (cutting) {
        const responses = await Promise.all(
          Array.from({ length: 8 }, () => api(app!, 'PUT', '/api/user/profile', { token: user.token, body: { full_name: 'Under load' } })),
        );
        for (const r of responses) {
          statuses.push(r.status);
          if (r.status !== 200) details.push(r.body?.detail);
        }
      }
    })();
    const { default: pg } = await import('pg');
    const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' });
    await killer.connect();
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 150));
      await killer.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    }
    await killer.end();
    await new Promise((r) => setTimeout(r, 300));
    cutting = false;
    await load;
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    for (const detail of details) expect(detail).toBe('The service is briefly unavailable. Please try again in a moment.');
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    // No connection is left checked out for good: the pool is whole again.
    const pool = app.database.pool;
    for (let i = 0; i < 50 && pool.totalCount !== pool.idleCount; i++) await new Promise((r) => setTimeout(r, 100));
    expect(pool.totalCount - pool.idleCount).toBe(0);
    const after = await api(app, 'PUT', '/api/user/profile', { token: user.token, body: { full_name: 'Recovered' } });
    expect(after.status).toBe(200);
    expect(after.body.full_name).toBe('Recovered');
  });
});
