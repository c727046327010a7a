import { api, type TestApp, useTestApp } from './harness.js';

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
