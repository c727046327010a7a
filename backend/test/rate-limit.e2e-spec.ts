import { api, createTestDatabase, dropTestDatabase, redisUrl, startTestApp, type TestApp, useTestApp } from './harness.js';

const context = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
let app: TestApp;
beforeAll(() => {
  app = context.app;
});

it('slows down password guessing with a 429 and a detail, leaving other routes alone', async () => {
  const guess = () => api(app, 'POST', '/api/auth/login', { body: { email: 'victim@example.com', password: 'guess-123' } });
  for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(401);
  const blocked = await guess();
  expect(blocked.status).toBe(429);
  expect(blocked.body.detail).toMatch(/^Too many attempts/);
  for (let i = 0; i < 5; i++) expect((await api(app, 'GET', '/public/conference-settings')).status).toBe(200);
});

it('counts attempts across replicas sharing Redis, so a second replica is no way around the limit', async () => {
  const dbUrl = await createTestDatabase();
  const env = { DATABASE_URL: dbUrl, REDIS_URL: redisUrl(), AUTH_RATE_LIMIT_PER_MINUTE: '3' };
  const first = await startTestApp(env);
  const second = await startTestApp(env);
  try {
    const guess = (replica: TestApp) => api(replica, 'POST', '/api/auth/login', { body: { email: 'victim@example.com', password: 'guess-123' } });
    expect((await guess(first)).status).toBe(401);
    expect((await guess(second)).status).toBe(401);
    expect((await guess(first)).status).toBe(401);
    expect((await guess(second)).status).toBe(429);
  } finally {
    await second.close();
    await first.close();
    await dropTestDatabase(dbUrl);
  }
});
