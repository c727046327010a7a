// The navigation bar's links (spec: "Navigation bar"): Schedule, News, Call for Speakers and Sponsorship follow the
// tiny flags response, asked for once per first visit; News follows the client-stored newsCache (hasNews,
// timestamp) for 15 minutes, and falls back to it, however old, when the check fails.
import { expect, test, type Page } from './fixtures';
import { FAILED_RESOURCE, openPage, watchConsole } from './page-checks';

const FLAGS = '**/public/site-flags';
const MINUTE = 60_000;
const ALWAYS = ['Home', 'About', 'Speakers', 'Venue'];

const mainLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

/** Answers the flags with `flags` (or a 500 for null) and counts the requests for them. */
async function serveFlags(page: Page, flags: Record<string, boolean> | null) {
  let calls = 0;
  await page.route(FLAGS, (route) => {
    calls++;
    return flags ? route.fulfill({ json: flags }) : route.fulfill({ status: 500, json: { detail: 'Flags unavailable' } });
  });
  return () => calls;
}

/** Puts `newsCache` in localStorage before the page's scripts run, dated `ageMs` ago. */
async function storeNewsCache(page: Page, hasNews: boolean, ageMs: number) {
  await page.addInitScript(([value, age]) => localStorage.setItem('newsCache', JSON.stringify({ hasNews: value, timestamp: Date.now() - age })), [
    hasNews,
    ageMs,
  ] as const);
}

const storedNewsCache = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('newsCache') ?? 'null') as { hasNews: boolean; timestamp: number } | null);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the links follow the flags, from one request', async ({ page }) => {
  const logs = watchConsole(page);
  const calls = await serveFlags(page, { has_sessions: false, has_news: false, accepting_cfp: false, accepting_sponsors: false });
  await page.goto('/about');
  await expect.poll(calls).toBe(1);
  await page.waitForLoadState('networkidle');
  await expect(mainLinks(page)).toHaveText(ALWAYS);
  expect(calls()).toBe(1);
  logs.expectNone();
});

test('every link shows when the flags say so; the stored news check is written', async ({ page }) => {
  const logs = watchConsole(page);
  const calls = await serveFlags(page, { has_sessions: true, has_news: true, accepting_cfp: true, accepting_sponsors: true });
  const before = Date.now();
  // A page the client renders: / arrives from the server with the flags in it.
  await page.goto('/about');
  await expect(mainLinks(page)).toHaveText(['Home', 'About', 'Speakers', 'Schedule', 'News', 'Venue', 'Call for Speakers', 'Sponsorship']);
  await page.waitForLoadState('networkidle');
  expect(calls()).toBe(1);
  const stored = await storedNewsCache(page);
  expect(stored?.hasNews).toBe(true);
  expect(stored?.timestamp).toBeGreaterThanOrEqual(before);
  logs.expectNone();
});

test('a news check under 15 minutes old answers for News; an older one is checked again', async ({ page }) => {
  const logs = watchConsole(page);
  const calls = await serveFlags(page, { has_sessions: true, has_news: false, accepting_cfp: false, accepting_sponsors: false });
  await storeNewsCache(page, true, 14 * MINUTE);
  await page.goto('/about');
  await expect(mainLinks(page)).toHaveText(['Home', 'About', 'Speakers', 'Schedule', 'News', 'Venue']);
  await page.waitForLoadState('networkidle');
  expect(calls()).toBe(1);

  const stale = await page.context().newPage();
  await stale.setViewportSize({ width: 1280, height: 900 });
  const staleCalls = await serveFlags(stale, { has_sessions: true, has_news: false, accepting_cfp: false, accepting_sponsors: false });
  await storeNewsCache(stale, true, 16 * MINUTE);
  await stale.goto('/about');
  await expect(mainLinks(stale)).toHaveText(['Home', 'About', 'Speakers', 'Schedule', 'Venue']);
  await stale.waitForLoadState('networkidle');
  expect(staleCalls()).toBe(1);
  expect((await storedNewsCache(stale))?.hasNews).toBe(false);
  logs.expectNone();
});

test('when the check fails, News falls back to the stored answer however old, or stays hidden', async ({ page }) => {
  test.setTimeout(60_000);
  const logs = watchConsole(page);
  const calls = await serveFlags(page, null);
  await storeNewsCache(page, true, 60 * MINUTE);
  await page.goto('/about');
  // After the first try and its retries: News from the stored answer; the links that need the flags stay hidden.
  await expect.poll(calls, { timeout: 20_000 }).toBe(4);
  await expect(mainLinks(page)).toHaveText(['Home', 'About', 'Speakers', 'News', 'Venue']);

  const fresh = await page.context().newPage();
  await fresh.setViewportSize({ width: 1280, height: 900 });
  const freshCalls = await serveFlags(fresh, null);
  await fresh.addInitScript(() => localStorage.removeItem('newsCache'));
  await fresh.goto('/about');
  await expect.poll(freshCalls, { timeout: 20_000 }).toBe(4);
  await expect(mainLinks(fresh)).toHaveText(ALWAYS);
  logs.expectNone([FAILED_RESOURCE]);
});

test('the keyboard starts at a skip link to the page, and the bar shows where it is with a solid ring', async ({ page }) => {
  const console = watchConsole(page);
  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // Back at the top, the keyboard moves through the bar: its focused link has a visible ring.
  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = page.locator('header :focus-visible');
  await expect(focused).toHaveCount(1);
  const outline = await focused.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline).toEqual({ style: 'solid', width: '3px' });
  console.expectNone();
});
