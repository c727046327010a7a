// A signed-in page outlives its access token: it renews the token before it runs out and hands the open socket the new
// one, so private pushes keep arriving on the same connection. The server closes a socket whose token expired, so
// this runs against its own server with the shortest access-token life allowed (30 s).
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLogin, apiRegister, ADMIN, signInThroughForm } from './helpers';
import { watchConsole } from './page-checks';

const TTL_SECONDS = 30;
const port = Number(process.env.E2E_PORT ?? 3199) + 1;
const baseURL = `http://127.0.0.1:${port}`;
const backendDist = process.env.E2E_BACKEND_DIST ?? fileURLToPath(new URL('../../backend/dist', import.meta.url));
let server: ChildProcess;

test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn(process.execPath, [path.join(backendDist, 'main.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'conf-e2e-renewal-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS),
    },
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${baseURL}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the short-token server did not start');
});

test.afterAll(() => {
  server?.kill();
});

test('keeps its socket and its pushes across access-token renewals', async ({ page, request }) => {
  test.setTimeout(4 * TTL_SECONDS * 1000);
  const console = watchConsole(page);
  /** The page's newest socket connection and whether it has closed. */
  let socket = { opened: 0, closed: false };
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    const opened = { opened: socket.opened + 1, closed: false };
    ws.on('close', () => (opened.closed = true));
    socket = opened;
  });
  let refreshes = 0;
  page.on('response', (response) => response.url().endsWith('/api/auth/refresh') && response.status() === 200 && refreshes++);

  const user = await apiRegister(request, 'Long Reader');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  // The login page's visitor socket reconnects as the user once signed in: that is the one to keep.
  await expect.poll(() => socket.opened).toBe(2);
  const signedIn = socket;

  // Past the life of the token the page signed in with, doing nothing.
  await page.waitForTimeout((TTL_SECONDS + 10) * 1000);
  expect(refreshes).toBeGreaterThanOrEqual(1);

  // A payment made elsewhere pushes its notice to this page, on the socket it opened first.
  const token = await apiLogin(request, user.email, user.password);
  const paid = await request.post('/api/payment/process', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(paid.ok()).toBe(true);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  expect(socket).toBe(signedIn);
  expect(signedIn.closed).toBe(false);
  console.expectNone();
});
