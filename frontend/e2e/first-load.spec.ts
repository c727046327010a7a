// A visitor's first load of a server-rendered page is the page and its boot script (src/ssr-boot.ts, issue 31): the
// app's code (React, MUI, the store) starts on the visitor's first sign of intent, and the tap that gave it is not
// lost; it starts at once where the server's HTML cannot be what the browser shows (a sign-in, the timetable of a
// wide screen); and an untouched page still follows the programme live, its boot script watching the socket.
import { expect, test, type Page } from './fixtures';
import { ADMIN, sessionsRemovedAfterEach, signIn } from './helpers';
import { countNavigations, renderedAtCurrentVersion, unique, watchConsole } from './page-checks';

const sessionsApi = sessionsRemovedAfterEach();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The paths of the scripts the page loads from now on. */
function scriptsLoaded(page: Page) {
  const paths: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return { paths, appCode: () => paths.some((p) => /\/assets\/vendor-[\w-]+\.js$/.test(p)) };
}

/** Resolves once the page's socket has been told the server's version (`hello`): the boot script is watching. */
function socketGreeted(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).includes('"hello"') && resolve()));
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the first load of / is the page and its boot script; the first tap opens the menu', async ({ page, request }) => {
    const console = watchConsole(page);
    await renderedAtCurrentVersion(request, '/');
    const scripts = scriptsLoaded(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.paths.some((p) => p.includes('/assets/ssr-boot-'))).toBe(true);
    expect(scripts.appCode()).toBe(false);
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

    const navigations = countNavigations(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Schedule' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    expect(scripts.appCode()).toBe(true);
    expect(navigations()).toBe(0);
    console.expectNone();
  });

  test('while a tap waits for the page’s code, a bar at the top says the page is getting ready', async ({ page, request }) => {
    const console = watchConsole(page);
    await renderedAtCurrentVersion(request, '/');
    await page.goto('/', { waitUntil: 'networkidle' });
    // A slow phone's network: the page's code takes a while to arrive.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    const bar = page.locator('body > [data-starting]');
    await expect(bar).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(bar).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
    console.expectNone();
  });

  test("a day button tapped before the page's code runs shows that day", async ({ page, request }) => {
    const console = watchConsole(page);
    await renderedAtCurrentVersion(request, '/schedule');
    await page.goto('/schedule', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    const navigations = countNavigations(page);
    const tuesday = page.getByRole('button', { name: 'Tuesday, November 18, 2025' });
    await tuesday.tap();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Tuesday, November 18, 2025' })).toBeVisible();
    expect(navigations()).toBe(0);
    console.expectNone();
  });

  test('an untouched /schedule shows an organiser’s new session live, without loading its code', async ({ page, request }) => {
    const console = watchConsole(page);
    const admin = await sessionsApi(request);
    const scripts = scriptsLoaded(page);
    const greeted = socketGreeted(page);
    await renderedAtCurrentVersion(request, '/schedule');
    await page.goto('/schedule', { waitUntil: 'networkidle' });
    await greeted;
    // Nothing changed since the page was rendered: its code waits, and the navigation's dot says the page is live.
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    await expect(page.getByLabel('Live updates connected').first()).toBeAttached();

    const title = unique('Pushed before any tap');
    // On the first day, which the page shows first.
    await admin.create({
      title,
      description: 'Added while the page sat untouched.',
      type: 'talk',
      startTime: '2025-11-17T16:00:00.000Z',
      endTime: '2025-11-17T16:45:00.000Z',
      room: 'Plenary Hall',
    });
    await expect(page.getByTestId('schedule-session').filter({ hasText: title })).toBeVisible();
    // The server's current page, morphed in by the boot script: the app's code was never fetched.
    await expect(page.locator('html')).not.toHaveAttribute('data-started');
    expect(scripts.appCode()).toBe(false);
    console.expectNone();
  });

  test('a page served behind the live version catches up without loading its code, and starts from the new data', async ({ page, request }) => {
    const console = watchConsole(page);
    const admin = await sessionsApi(request);
    const scripts = scriptsLoaded(page);
    await renderedAtCurrentVersion(request, '/schedule');
    // The boot script's socket is held back until the programme has moved on: when it joins, the page in hand is
    // a version behind (what a visitor gets when an edit lands between their page and their socket).
    let release: () => void = () => {};
    const edited = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/socket-io-[\w-]+\.js$/, async (route) => {
      await edited;
      await route.continue();
    });
    const greeted = socketGreeted(page);
    await page.goto('/schedule', { waitUntil: 'load' });
    const served = Number(await page.locator('#ssr-state').getAttribute('data-version'));
    const title = unique('Added before the socket joined');
    await admin.create({
      title,
      description: 'Added after the page was served.',
      type: 'talk',
      startTime: '2025-11-17T17:00:00.000Z',
      endTime: '2025-11-17T17:45:00.000Z',
      room: 'Plenary Hall',
    });
    release();
    await greeted;
    const added = page.getByTestId('schedule-session').filter({ hasText: title });
    await expect(added).toBeVisible();
    expect(Number(await page.locator('#ssr-state').getAttribute('data-version'))).toBeGreaterThan(served);
    await expect(page.locator('html')).not.toHaveAttribute('data-started');
    expect(scripts.appCode()).toBe(false);

    // The page's code, started by a tap, takes over the page as it now is: the new session stays, nothing reloads.
    const navigations = countNavigations(page);
    await page.getByRole('button', { name: 'Tuesday, November 18, 2025' }).tap();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Monday, November 17, 2025' }).tap();
    await expect(added).toBeVisible();
    expect(navigations()).toBe(0);
    console.expectNone();
  });

  test('a signed-in visitor’s page starts at once', async ({ page }) => {
    const console = watchConsole(page);
    await signIn(page, ADMIN.email, ADMIN.password, '/');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-started', 'signed in');
    console.expectNone();
  });
});

test('on a wide screen /schedule starts at once, for its timetable', async ({ page }) => {
  const console = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/schedule');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-started', 'the page lays out for this screen');
  await expect(page.getByRole('region', { name: /^Timetable for / })).toBeVisible();
  console.expectNone();
});
