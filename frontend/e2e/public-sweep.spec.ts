// Every public route, as a visitor meets it once its code runs: one heading, no console error and nothing wider than
// the window at phone and desktop width; and organiser HTML that slipped past the server still cannot run in the
// browser. Their accessibility at both widths is the WCAG audit's (wcag-audit.spec.ts), which also fails on a serious
// violation of axe's best practices.
import { expect, test } from './fixtures';
import { publicRead } from './helpers';
import { resizeViewport, untilInteractive, watchConsole } from './page-checks';

const ROUTES: [path: string, heading: RegExp][] = [
  ['/', /LT-Summit 2025/],
  ['/about', /Shaping the Future of Language Technology/],
  ['/speakers', /Our Speakers/],
  ['/schedule', /Conference Schedule/],
  ['/news', /Conference News/],
  ['/location', /Conference Location/],
  ['/cfp', /Call for Speakers/],
  ['/sponsorship', /Sponsor/],
  ['/login', /Sign in/i],
  ['/login?register=true', /Register|Create/i],
  ['/unauthorized', /Access denied|permission/i],
  ['/no-such-page', /not found/i],
];

for (const [path, heading] of ROUTES) {
  test(`${path} has one h1, no console error and nothing wider than the window`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(path);
    await untilInteractive(page);
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(heading);
    for (const width of [375, 1280]) {
      await resizeViewport(page, width, 900);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // Nothing sticks out sideways, on a phone or a desktop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
    // An address without a page is answered 404 (the page itself says so), which the browser logs.
    console.expectNone(path.includes('no-such-page') ? [/status of 404/] : []);
  });
}

test('organiser HTML is sanitised again in the browser: no script, handler or javascript: URL runs', async ({ page }) => {
  const hostile = {
    id: 990001,
    title: 'Hostile item',
    author: 'Mallory',
    category: 'update',
    featured: true,
    status: 'published',
    published_date: new Date(Date.now() - 86_400_000).toISOString(),
    content:
      '<p id="payload">Safe text<img src="/does-not-exist.png" onerror="window.__xss=1"><script>window.__xss=2</script>' +
      '<a id="bad-link" href="javascript:window.__xss=3">click</a><svg><animate onbegin="window.__xss=4"/></svg></p>',
  };
  await page.route(publicRead('/public/news'), (route) => route.fulfill({ json: { news: [hostile] } }));
  const console = watchConsole(page);
  await page.goto('/news');
  await page.getByRole('button', { name: 'Read full article' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Safe text')).toBeVisible();
  await expect(dialog.locator('[onerror], [onbegin], script')).toHaveCount(0);
  const href = await dialog.locator('#bad-link, a:has-text("click")').first().getAttribute('href');
  expect(href ?? '').not.toMatch(/javascript:/i);
  await dialog.getByText('click').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Parsing the hostile markup makes Chromium report the handlers its Content-Security-Policy refuses (the page's
  // own defence, under the sanitiser); the stripped image's failed load is expected too. Nothing else may be logged.
  console.expectNone([
    /does-not-exist/,
    /Failed to load resource/,
    /Executing inline event handler violates .*Content Security Policy/,
    /^CSP violation: script-src-attr/,
  ]);
});

test('a visitor whose system asks for reduced motion gets transitions that end at once; others keep them', async ({ page }) => {
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: /sign in/i }).last();
  const duration = () => signIn.evaluate((button) => parseFloat(getComputedStyle(button).transitionDuration));
  expect(await duration()).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toBeLessThan(0.001);
});
