import { expect, test } from './fixtures';
import { adminHeaders } from './helpers';

test('an organiser opening the call for speakers shows the link on an open page without reload', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const set = (accepting_cfp: boolean) => request.patch('/api/admin/conference-settings', { headers, data: { accepting_cfp } });
  expect((await set(false)).ok()).toBe(true);

  await page.goto('/');
  await expect(page.getByLabel('Live updates connected')).toBeAttached();
  const cfpLink = page.getByRole('link', { name: 'Call for Speakers' });
  await expect(cfpLink).toHaveCount(0);

  // Count page loads: the change must arrive over the socket, not through a reload.
  let navigations = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations++;
  });
  try {
    expect((await set(true)).ok()).toBe(true);
    await expect(cfpLink.first()).toBeAttached({ timeout: 5000 });
    expect((await set(false)).ok()).toBe(true);
    await expect(cfpLink).toHaveCount(0, { timeout: 5000 });
    expect(navigations).toBe(0);
  } finally {
    // Other tests expect the call open, as a fresh site has it.
    await set(true);
  }
});

test("a visitor's page opens its socket only after the page itself, without the socket client's code, and still goes live", async ({ page }) => {
  // When the page's socket is opened, on the page's clock.
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        (window as unknown as { socketOpenedAt?: number }).socketOpenedAt ??= performance.now();
      }
    };
  });
  await page.goto('/');
  await expect(page.getByLabel('Live updates connected').first()).toBeAttached();
  const timing = await page.evaluate(() => {
    const socketChunk = performance.getEntriesByType('resource').find((entry) => /\/assets\/socket-io-[\w-]+\.js$/.test(entry.name));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { chunk: socketChunk?.name, opened: (window as unknown as { socketOpenedAt?: number }).socketOpenedAt, loaded: navigation.loadEventEnd };
  });
  // The boot script listens with a few lines of its own (lib/boot-socket.ts); socket.io-client comes with the page's code.
  expect(timing.chunk, 'the socket client was fetched before the page started').toBeUndefined();
  expect(timing.opened, 'the page opened a socket').toBeDefined();
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.opened!).toBeGreaterThanOrEqual(timing.loaded);
});
