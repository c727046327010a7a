// Calls that close at their deadline (issue 29): an organiser sets the call for speakers' closing time in the
// console, in the venue's time; /cfp says until when it accepts and counts down its last week; an open /cfp page
// closes itself when the deadline passes, without a reload.
import { expect, test } from './fixtures';
import { ADMIN, secondPage, signIn } from './helpers';
import { adminApi, countNavigations, openPage, watchConsole } from './page-checks';

test.describe.configure({ timeout: 90_000 });

test.afterEach(async ({ request }) => {
  await (await adminApi(request)).settings({ accepting_cfp: true, accepting_sponsors: true, cfp_closes_at: null, sponsorship_closes_at: null });
});

/** The venue's wall clock (Vienna) `days` from now at 23:59, as a datetime-local input takes it. */
function venueEvening(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  return `${day}T23:59`;
}

test('an organiser sets the deadline in the console; /cfp names it and counts down its last days', async ({ page, browser }) => {
  const console = watchConsole(page);
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Call for Speakers closes').fill(venueEvening(3));
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();

  const visitor = await secondPage(browser);
  await openPage(visitor.page, '/cfp');
  await expect(visitor.page.getByText(/Proposals are welcome until \w+day, \w+ \d+, \d{4}, 11:59 PM\./)).toBeVisible();
  await expect(visitor.page.getByTestId('call-countdown')).toHaveText(/^The call closes in [34] days\.$/);
  await openPage(visitor.page, '/');
  await expect(visitor.page.getByTestId('join-speaker-card')).toContainText(/The call for speakers closes on \w+day, \w+ \d+, \d{4}\./);
  await openPage(visitor.page, '/de/cfp');
  await expect(visitor.page.getByTestId('call-countdown')).toHaveText(/^Der Aufruf endet in [34] Tagen\.$/);

  // A closing time before the opening time is refused with the server's reason, and nothing is saved.
  await page.getByLabel('Call for Speakers opens').fill(venueEvening(5));
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'cfp_closes_at must be after cfp_opens_at' })).toBeVisible();
  await visitor.context.close();
  console.expectNone([/status of 400/]);
});

test('an open /cfp page and the home page close the call themselves when the deadline passes, without a reload', async ({ page, browser, request }) => {
  const console = watchConsole(page);
  await (await adminApi(request)).settings({ cfp_closes_at: new Date(Date.now() + 8_000).toISOString() });
  const home = await secondPage(browser);
  await openPage(home.page, '/');
  await expect(home.page.getByTestId('join-speaker-card')).toBeVisible();
  await openPage(page, '/cfp');
  await expect(page.getByRole('button', { name: 'Submit Proposal' })).toBeVisible();
  await expect(page.getByTestId('call-countdown')).toHaveText('The call closes in 1 minute.');
  const navigations = countNavigations(page);
  await expect(page.getByRole('heading', { name: 'Call for Speakers is Closed' })).toBeVisible({ timeout: 20_000 });
  expect(navigations()).toBe(0);
  await expect(home.page.getByTestId('join-speaker-card')).toBeHidden();
  await expect(home.page.getByTestId('join-sponsor-card')).toBeVisible();
  await home.context.close();
  console.expectNone();
});

test("the next edition's dates change the year the pages name, live, in both languages", async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminApi(request);
  try {
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ 2025$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Join Us in 2025' })).toBeVisible();
    const hero = page.getByTestId('home-hero');
    await expect(hero).toContainText('17-19 November 2025');
    await admin.settings({ event_starts_on: '2026-11-16', event_ends_on: '2026-11-18' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ 2026$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Join Us in 2026' })).toBeVisible();
    // The hero and the footer name the new days (no date label of the organisers' own).
    await expect(hero).toContainText('16-18 November 2026');
    await expect(page.locator('footer')).toContainText('16-18 November 2026');
    await openPage(page, '/de/sponsorship');
    await expect(page.getByText(/auf der .+ 2026\./)).toBeVisible();
    await expect(page.locator('footer')).toContainText('16.–18. November 2026');
    console.expectNone();
  } finally {
    await admin.settings({ event_starts_on: '2025-11-17', event_ends_on: '2025-11-19' });
  }
});

test("the venue's time zone is a setting: an open programme shows its times in the new zone, live", async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminApi(request);
  try {
    await openPage(page, '/schedule');
    // The demo's first session opens the first day at 9:00 in Vienna (08:00 UTC).
    const first = page.getByTestId('session-time').first();
    await expect(first).toHaveText(/^9:00\sAM/);
    await admin.settings({ time_zone: 'Europe/London' });
    await expect(first).toHaveText(/^8:00\sAM/);
    // The server renders the page again in the new zone (answering the previous render meanwhile).
    await expect.poll(async () => (await request.get('/schedule')).text()).toMatch(/>8:00\sAM/);
    await openPage(page, '/schedule');
    await expect(first).toHaveText(/^8:00\sAM/);
    console.expectNone();
  } finally {
    await admin.settings({ time_zone: 'Europe/Vienna' });
  }
});
