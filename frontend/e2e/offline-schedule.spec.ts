// Offline: after one online visit the service worker has kept the schedule and an attendee's dashboard; without a
// connection they load from its copies, say so (and from when), refuse changes to the saved list, and once the
// connection is back they catch up without a reload. Signing out leaves none of the user's data in the browser.
import { expect, test, type Page } from './fixtures';
import { adminSessions, apiRegister, signInThroughForm } from './helpers';
import { countNavigations, expectAccessible, openPage, untilInteractive, unique, watchConsole } from './page-checks';
import { attendeeApi, availableSession, savedSession } from './attendee-support';

// The service worker is what is tested here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// Each test installs the worker (it stores its copies first), reloads offline and waits for the catch-up; one runs axe.
test.setTimeout(60_000);

const card = (page: Page, title: string) =>
  page.getByTestId('schedule-session').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });
const PROGRAMME_AS_OF = 'You are offline\\. Showing the programme as it was at \\d{1,2}:\\d{2} (AM|PM)\\.';

// What going offline provokes in the console: failed loads and the live connection's attempts; and the signed-out
// page's refused calls right after Sign Out.
const NETWORK_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/, /status of 401 \(Unauthorized\)/];

/** Waits until the service worker has stored its copies and answers this page's requests. */
async function underServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The addresses of the signed-in user's data the service worker keeps. */
const storedUserData = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).pathname.startsWith('/offline-user/')) kept.push(request.url);
    }
    return kept;
  });

async function reloadOffline(page: Page) {
  await page.context().setOffline(true);
  await page.reload();
  await untilInteractive(page);
}

test('the schedule page loading offline after one online visit', async ({ page, context, request }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const title = unique('Offline talk');
  // 17:00-17:45 at the venue on the first day, which the page shows first.
  let session = await admin.create({
    title,
    description: 'A session the organisers move while a visitor is offline.',
    type: 'talk',
    startTime: '2025-11-17T16:00:00.000Z',
    endTime: '2025-11-17T16:45:00.000Z',
    room: unique('Offline Room'),
  });
  try {
    await openPage(page, '/schedule');
    await expect(card(page, title).getByTestId('session-time')).toHaveText('5:00 PM - 5:45 PM');
    await underServiceWorker(page);
    await expect(offlineBanner(page)).toHaveCount(0);

    await reloadOffline(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Schedule' })).toBeVisible();
    await expect(offlineBanner(page)).toHaveText(new RegExp(`^${PROGRAMME_AS_OF}$`));
    const item = card(page, title);
    await expect(item.getByTestId('session-time')).toHaveText('5:00 PM - 5:45 PM');
    // The page works, not only shows: another day and back.
    await page.getByRole('button', { name: 'Tuesday, November 18, 2025' }).click();
    await expect(item).toHaveCount(0);
    await page.getByRole('button', { name: 'Monday, November 17, 2025' }).click();
    await expect(item).toBeVisible();
    await expectAccessible(page, () => expect(offlineBanner(page)).toBeVisible());
    const navigations = countNavigations(page);

    // The organisers move the session while this visitor is offline; back online, the page catches up by itself.
    session = await admin.move(session, { startTime: '2025-11-17T17:00:00.000Z' });
    await context.setOffline(false);
    await expect(item.getByTestId('session-time')).toHaveText('6:00 PM - 6:45 PM');
    await expect(offlineBanner(page)).toHaveCount(0);
    expect(navigations()).toBe(0);
    console.expectNone(NETWORK_ERRORS);
  } finally {
    await context.setOffline(false);
    await admin.remove(session);
  }
});

test("a signed-in attendee's saved sessions show on /dashboard offline, changes wait for the connection, sign-out forgets them", async ({
  page,
  context,
  request,
}) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const title = unique('Saved offline');
  const session = await admin.create({
    title,
    description: 'A session an attendee saved before going offline.',
    type: 'workshop',
    startTime: '2025-11-18T09:00:00.000Z',
    endTime: '2025-11-18T10:00:00.000Z',
    room: unique('Offline Room'),
  });
  try {
    const user = await apiRegister(request, 'Olga Offline');
    await (await attendeeApi(request, user)).save(session.id);
    await openPage(page, '/schedule');
    await underServiceWorker(page);
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(savedSession(page, title)).toBeVisible();
    const remove = savedSession(page, title).getByRole('button', { name: `Remove ${title}` });
    await expect(remove).toBeEnabled();
    // The worker keeps the user's data once the page has it (after the answer, in the background): the test goes
    // offline only then, as a phone does some time after the page showed.
    await expect
      .poll(async () => (await storedUserData(page)).map((url) => new URL(url).pathname.replace(/^\/offline-user\/\d+/, '')).sort())
      .toEqual(['/api/auth/me', '/api/user/schedule']);

    // The connection drops under the open page: it says so at once and stops changes.
    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(remove).toBeDisabled();

    await reloadOffline(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olga Offline' })).toBeVisible();
    await expect(offlineBanner(page)).toHaveText(new RegExp(`^${PROGRAMME_AS_OF} Your saved sessions can be changed again once you are back online\\.$`));
    await expect(savedSession(page, title)).toContainText('10:00 AM - 11:00 AM');
    await expect(remove).toBeDisabled();
    await expect(availableSession(page, title).getByRole('button', { name: /^Remove from Schedule/ })).toBeDisabled();

    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect(remove).toBeEnabled();
    expect(await storedUserData(page)).not.toEqual([]);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => storedUserData(page)).toEqual([]);
    console.expectNone(NETWORK_ERRORS);
  } finally {
    await context.setOffline(false);
    await admin.remove(session);
  }
});

test('offline, a public page never opened before still opens, and one not stored says it is offline and offers the programme', async ({ page, context }) => {
  const console = watchConsole(page);
  await openPage(page, '/');
  await underServiceWorker(page);
  await context.setOffline(true);
  // The About page's code was stored at install (every public page's is), though it was never opened.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  // The archive's code is not stored: the page says why it cannot open, and where to go instead.
  await page.evaluate(() => {
    history.pushState(null, '', '/archive');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the programme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conference Schedule' })).toBeVisible();
  await context.setOffline(false);
  console.expectNone([
    ...NETWORK_ERRORS,
    /Failed to fetch dynamically imported module/,
    /error loading dynamically imported module/i,
    /Failed to load resource/,
  ]);
});
