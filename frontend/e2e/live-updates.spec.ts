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

test("a visitor's page loads the socket client only after the page itself, and still goes live", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Live updates connected').first()).toBeAttached();
  const timing = await page.evaluate(() => {
    const socketChunk = performance.getEntriesByType('resource').find((entry) => /\/assets\/socket-io-[\w-]+\.js$/.test(entry.name));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { requested: socketChunk?.startTime, loaded: navigation.loadEventEnd };
  });
  expect(timing.requested, 'the socket client was fetched').toBeDefined();
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.requested!).toBeGreaterThanOrEqual(timing.loaded);
});
