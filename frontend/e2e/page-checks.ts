// Checks shared by the public page specs: console errors, axe at phone and desktop width, admin API calls,
// and counting page loads to prove a change arrived live.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { adminHeaders } from './helpers';

/** Collects console errors and uncaught exceptions; call `expectNone()` at the end of the test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  // Anything the Content-Security-Policy blocks (an inline style without its hash, a connection elsewhere) is an error.
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`),
    ),
  );
  page.on('console', (m) => {
    // Lingui warns, once per message and render, about a message it takes for uncompiled: a build fault.
    if (m.type() === 'error' || (m.type() === 'warning' && m.text().startsWith('Uncompiled message'))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // A failed resource's console line has no address; the response event names it, which makes failures readable.
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`(response ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname})`);
  });
  return {
    errors,
    /** `allowed` matches errors a test provokes on purpose (a mocked failed load logs a failed resource). */
    expectNone(allowed: RegExp[] = []) {
      const real = errors.filter((e) => !e.startsWith('(response') && !allowed.some((re) => re.test(e)));
      expect(real.length ? errors : []).toEqual([]);
    },
  };
}

/** A failed response shows in the console as a failed resource load; tests that mock one allow exactly that. */
export const FAILED_RESOURCE = /Failed to load resource: the server responded with a status of 5\d\d/;

/**
 * Resizes the page so its styles follow. Chromium sometimes keeps an element's style from before an emulated resize
 * (seen about once in 20 runs: `matchMedia` reports the narrow width while a `display: none` below `lg` still computes
 * as `flex`), so the media queries are evaluated afresh by switching the media type away and back.
 */
export async function resizeViewport(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  // Polled on a timer, not on animation frames: a page busy laying out a long list may paint no frame for seconds.
  await page.waitForFunction((w) => window.innerWidth === w && window.matchMedia(`(max-width: ${w}px)`).matches, width, { polling: 100, timeout: 15_000 });
  await page.emulateMedia({ media: 'print' });
  await page.emulateMedia({ media: null });
}

/**
 * No serious or critical axe violation on the page as it is now (or in the part `include` names). Axe is asked up to
 * three times, a second apart, counted in tries and not in seconds: right after a resize or while a dialog fades in, a
 * page may still be laying out or half transparent (once in a CI run, a colour contrast was read off an alert mid-layout,
 * once off a dialog's labels mid-fade), while a real violation is there every time and still fails; one axe run over a
 * console page takes seconds on a busy machine. `label` prefixes each violation (the width, say).
 */
export async function expectNoSeriousAxe(page: Page, { label = '', include }: { label?: string; include?: string } = {}) {
  let serious: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt) await page.waitForTimeout(1_000);
    // Legacy mode runs axe in the page itself. The default sends every check's results through a new blank page
    // (a window and a renderer more for each check, about half of the check's time on this kind of machine); what it
    // adds is reaching into frames of another origin, and the app's pages embed none of their own.
    // Violations only: the passing and inapplicable checks' nodes, which nobody reads, are most of what axe gathers and
    // sends back (ten times the violations' size on a console page; a third to a half of the run).
    const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
    const results = await (include ? builder.include(include) : builder).analyze();
    serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${label}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if (!serious.length) break;
  }
  expect(serious).toEqual([]);
}

/**
 * No serious or critical axe violation at 375px and 1280px. `ready` waits for the page's content; `include` limits
 * the check to part of the page (a selector), where the rest of it is checked elsewhere.
 */
export async function expectAccessible(page: Page, ready: () => Promise<void>, include?: string) {
  for (const width of [375, 1280]) {
    await resizeViewport(page, width, 900);
    await ready();
    await expectNoSeriousAxe(page, { label: `${width}px `, include });
  }
}

/**
 * Waits until the page's code runs. A server-rendered page (/, /schedule, the item pages) shows before that, and a
 * visitor's copy starts its code on their first sign of intent (src/ssr-boot.ts): here a pointer moving over it.
 */
let moves = 0;
export async function untilInteractive(page: Page) {
  await page.mouse.move(2 + (moves++ % 8), 2);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** Opens a page and waits until its code runs (untilInteractive). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await untilInteractive(page);
}

/**
 * Opens a page as the client renders it, by client-side navigation from another page: its data is asked for (so a
 * test can mock it) and its loading and error states show, as on any visit that does not start on that page.
 */
export async function openInClient(page: Page, path: string) {
  await openPage(page, '/about');
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Counts the documents the main frame loads from now on (reloads and new pages). An address changed in the page
 * (a dialog opened at its item's address) loads none.
 */
export function countNavigations(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count++;
  });
  return () => count;
}

export async function adminApi(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  async function call(method: 'post' | 'put' | 'patch' | 'delete', url: string, data?: object) {
    const res = await request[method](url, { headers, data });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? null : await res.json();
  }
  return {
    createSpeaker: (data: object) => call('post', '/api/admin/speakers', data) as Promise<{ id: number }>,
    updateSpeaker: (id: number, data: object) => call('put', `/api/admin/speakers/${id}`, data),
    deleteSpeaker: (id: number) => call('delete', `/api/admin/speakers/${id}`),
    createNews: (data: object) => call('post', '/api/admin/news', data) as Promise<{ id: number }>,
    updateNews: (id: number, data: object) => call('put', `/api/admin/news/${id}`, data),
    deleteNews: (id: number) => call('delete', `/api/admin/news/${id}`),
    settings: (data: {
      accepting_cfp?: boolean;
      accepting_sponsors?: boolean;
      cfp_closes_at?: string | null;
      sponsorship_closes_at?: string | null;
      ticket_price?: number;
      ticket_currency?: string;
      sponsorship_currency?: string;
      event_starts_on?: string;
      event_ends_on?: string;
    }) => call('patch', '/api/admin/conference-settings', data),
  };
}

/** Whether MUI's modal has locked the page's scrolling. */
export async function scrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
}

let seq = 0;
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${seq++}`;

/**
 * Waits until the server renders `path` at the current programme version. A test that changed the programme just
 * before (another spec's cleanup) would otherwise get a page one version behind, whose boot script rightly starts the
 * app's code at once to catch up.
 */
export async function renderedAtCurrentVersion(request: APIRequestContext, path: string) {
  await expect
    .poll(
      async () => {
        const version = (await request.get('/public/site-flags')).headers()['x-public-version'];
        return (await (await request.get(path)).text()).includes(`data-version="${version}"`);
      },
      { message: `${path} rendered at the current version`, timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * A screenshot for a person to look at (the page, or a part of it), kept in the test's output folder when
 * E2E_SCREENSHOTS=on. Otherwise none is taken: nothing reads them in a run of the suite, and one of a long console page
 * costs up to a second of a busy machine. (A test that fails keeps its screenshot either way: playwright.config.ts.)
 */
export async function screenshotToLookAt(target: Page | Locator, name: string, { fullPage = false } = {}) {
  if (process.env.E2E_SCREENSHOTS !== 'on') return;
  const path = test.info().outputPath(name);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
