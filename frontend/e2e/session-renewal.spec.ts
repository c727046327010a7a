// A signed-in page outlives its access token: it renews the token before it runs out and hands the open socket the new
// one, so private pushes keep arriving on the same connection. The server closes a socket whose token expired, so
// this runs against its own server with the shortest access-token life allowed (30 s).
import { expect, test } from './fixtures';
import { apiLogin, apiRegister, signInThroughForm } from './helpers';
import { useOwnServer } from './own-server';
import { watchConsole } from './page-checks';

const TTL_SECONDS = 30;
useOwnServer('renewal', 1, { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });

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
