// Issue 30 part 2: a star on every session card where people browse. A visitor's stars stay in the browser and join
// the account on registering; an attendee's are their saved sessions, live across devices; overlaps are flagged;
// signing out takes the browser's copy with it.
import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, apiRegister, secondPage, signInThroughForm, uniqueEmail } from './helpers';
import { countNavigations, expectAccessible, expectNoSeriousAxe, openPage, untilInteractive, watchConsole } from './page-checks';
import { attendeeApi, localSchedule, savedSession, savedSessions } from './attendee-support';

interface Session {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  status: string;
}

const sorted = (ids: (number | string)[] | null) => (ids ?? []).map(Number).sort((a, b) => a - b);
/** The day button's label: the long date at the venue. */
const dayLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'Europe/Vienna', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const dayButton = (page: Page, iso: string) => page.getByRole('group', { name: 'Conference days' }).getByRole('button', { name: dayLabel(iso), exact: true });
const scheduleCard = (page: Page, title: string) =>
  page.getByTestId('schedule-session').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const homeCard = (page: Page, title: string) => page.getByTestId('session-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const star = (card: Locator, title: string) => card.getByRole('button', { name: `Star ${title}`, exact: true });

async function programme(page: Page): Promise<Session[]> {
  const sessions = ((await (await page.request.get('/public/schedule')).json()) as { schedule: Session[] }).schedule;
  return sessions.filter((s) => s.status !== 'cancelled').sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** Two sessions of the demo programme that run at the same time (the second day's workshop and talk). */
async function overlappingPair(page: Page): Promise<[Session, Session]> {
  const sessions = await programme(page);
  for (const [i, a] of sessions.entries()) {
    const b = sessions.slice(i + 1).find((s) => Date.parse(s.startTime) < Date.parse(a.endTime));
    if (b) return [a, b];
  }
  throw new Error('the demo programme has no overlapping sessions');
}

/** The schedule as cards (a desktop shows the timetable by default: its blocks carry the star but not the overlap line). */
async function openSchedule(page: Page, day: string) {
  await openPage(page, '/schedule?view=list');
  await dayButton(page, day).click();
}

async function registerThroughForm(page: Page) {
  const user = { email: uniqueEmail('stars'), password: 'e2e-password-123', full_name: 'Stella Stars' };
  await page.goto('/login?register=true');
  await page.locator('input[name="full_name"]').fill(user.full_name);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('input[name="confirm_password"]').fill(user.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

for (const [device, width] of [
  ['a phone', 390],
  ['a desktop', 1280],
] as const) {
  test(`on ${device}, a visitor's stars on /schedule outlive a reload, are flagged when they overlap and become the saved sessions on registering`, async ({
    page,
    request,
  }) => {
    // Two pages checked with axe, a registration and the dashboard.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const console = watchConsole(page);
    const [a, b] = await overlappingPair(page);
    await openSchedule(page, a.startTime);
    const [cardA, cardB] = [scheduleCard(page, a.title), scheduleCard(page, b.title)];
    await expect(star(cardA, a.title)).toHaveAttribute('aria-pressed', 'false');

    await star(cardA, a.title).click();
    await expect(star(cardA, a.title)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardA.getByTestId('star-overlap')).toHaveCount(0);
    await star(cardB, b.title).click();
    await expect(star(cardB, b.title)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardA.getByTestId('star-overlap')).toHaveText(`Overlaps with ${b.title}`);
    await expect(cardB.getByTestId('star-overlap')).toHaveText(`Overlaps with ${a.title}`);
    expect(sorted(await localSchedule(page))).toEqual(sorted([a.id, b.id]));
    if (width >= 900) {
      // The timetable's blocks carry the same stars and overlap lines.
      await openPage(page, '/schedule');
      await dayButton(page, a.startTime).click();
      await expect(page.getByRole('region', { name: /^Timetable for / })).toBeVisible();
      await expect(star(cardA, a.title)).toHaveAttribute('aria-pressed', 'true');
      await expect(cardA.getByTestId('star-overlap')).toHaveText(`Overlaps with ${b.title}`);
      await openSchedule(page, a.startTime);
    }

    // Kept in the browser: still starred after a reload.
    await page.reload();
    await untilInteractive(page);
    await dayButton(page, a.startTime).click();
    await expect(star(cardA, a.title)).toHaveAttribute('aria-pressed', 'true');
    await expect(star(cardB, b.title)).toHaveAttribute('aria-pressed', 'true');
    await expect(star(cardA, a.title)).toHaveAttribute('title', 'Remove the star');
    // Axe at this test's width: the phone's and the desktop's test together check both widths.
    await expect(cardA.getByTestId('star-overlap')).toBeVisible();
    await expectNoSeriousAxe(page, { label: `${width}px ` });

    // Registering joins them to the new account: the dashboard's saved sessions, flagged there too.
    const user = await registerThroughForm(page);
    await expect(savedSessions(page)).toHaveCount(2);
    await expect(savedSession(page, a.title).getByTestId('star-overlap')).toHaveText(`Overlaps with ${b.title}`);
    await expect(savedSession(page, b.title).getByTestId('star-overlap')).toHaveText(`Overlaps with ${a.title}`);
    const account = await attendeeApi(request, user);
    expect(sorted(await account.savedIds())).toEqual(sorted([a.id, b.id]));
    // The browser's list now mirrors the account's and is never merged again.
    expect(await page.evaluate(() => localStorage.getItem('userScheduleOwner'))).not.toBeNull();
    await expect(savedSessions(page)).toHaveCount(2);
    await expectNoSeriousAxe(page, { label: `${width}px ` });

    // Back on /schedule the stars are the account's: unstarring removes a saved session.
    await openSchedule(page, a.startTime);
    await expect(star(cardA, a.title)).toHaveAttribute('aria-pressed', 'true');
    await star(cardB, b.title).click();
    await expect(star(cardB, b.title)).toHaveAttribute('aria-pressed', 'false');
    await expect(cardA.getByTestId('star-overlap')).toHaveCount(0);
    await expect.poll(() => account.savedIds()).toEqual([a.id]);
    console.expectNone();
  });
}

test('signing out forgets the stars this browser kept: the next visitor sees none and a new account inherits none', async ({ page, request }) => {
  test.slow();
  const console = watchConsole(page);
  const [a, b] = await overlappingPair(page);
  const first = await apiRegister(request, 'Sigrid Signout');
  // A visitor's star, joined to the account on signing in; then the account's own.
  await openSchedule(page, a.startTime);
  await star(scheduleCard(page, a.title), a.title).click();
  await expect(star(scheduleCard(page, a.title), a.title)).toHaveAttribute('aria-pressed', 'true');
  await signInThroughForm(page, first.email, first.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(savedSessions(page)).toHaveCount(1);
  await openSchedule(page, a.startTime);
  await star(scheduleCard(page, b.title), b.title).click();
  await expect.poll(async () => sorted(await localSchedule(page))).toEqual(sorted([a.id, b.id]));
  expect(await page.evaluate(() => localStorage.getItem('userScheduleOwner'))).not.toBeNull();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await localSchedule(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userScheduleOwner'))).toBeNull();
  // The account keeps them; the browser shows the next visitor none, after a reload too.
  expect(sorted(await (await attendeeApi(request, first)).savedIds())).toEqual(sorted([a.id, b.id]));
  for (const reload of [false, true]) {
    await openSchedule(page, a.startTime);
    if (reload) await page.reload();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await dayButton(page, a.startTime).click();
    await expect(star(scheduleCard(page, a.title), a.title)).toHaveAttribute('aria-pressed', 'false');
    await expect(star(scheduleCard(page, b.title), b.title)).toHaveAttribute('aria-pressed', 'false');
  }
  // Someone registering next on this browser starts with nothing saved.
  const next = await registerThroughForm(page);
  await expect(page.getByText("You haven't saved any sessions yet.")).toBeVisible();
  await expect(savedSessions(page)).toHaveCount(0);
  expect(await (await attendeeApi(request, next)).savedIds()).toEqual([]);
  // Signing out refetches what the open page still showed of the account (its saved sessions, the bell) before the
  // page lets go of it: those few calls are refused, as they should be.
  console.expectNone([/status of 401/]);
});

test("a star on one device appears on the same attendee's other device at once, without a reload", async ({ page, browser, request }) => {
  const user = await apiRegister(request, 'Devi Devices');
  const [session] = await programme(page);
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSchedule(page, session.startTime);

  const other = await secondPage(browser);
  const console = watchConsole(other.page);
  await signInThroughForm(other.page, user.email, user.password);
  await expect(other.page).toHaveURL(/\/dashboard$/);
  await openSchedule(other.page, session.startTime);
  await expect(other.page.getByLabel('Live updates connected')).toBeAttached();
  const otherStar = star(scheduleCard(other.page, session.title), session.title);
  await expect(otherStar).toHaveAttribute('aria-pressed', 'false');
  const navigations = countNavigations(other.page);

  const ownStar = star(scheduleCard(page, session.title), session.title);
  await ownStar.click();
  await expect(otherStar).toHaveAttribute('aria-pressed', 'true');
  await ownStar.click();
  await expect(otherStar).toHaveAttribute('aria-pressed', 'false');
  expect(navigations()).toBe(0);
  console.expectNone();
  await other.context.close();
});

test('the home page carries the same stars as /schedule; organisers get none', async ({ page }) => {
  test.slow();
  const console = watchConsole(page);
  const [a, b] = await overlappingPair(page);
  await openPage(page, '/');
  // The home page shows the first sessions; the pair may be further on.
  await page.getByRole('button', { name: /^Show all \d+ sessions$/ }).click();
  await star(homeCard(page, a.title), a.title).click();
  await star(homeCard(page, b.title), b.title).click();
  await expect(homeCard(page, a.title).getByTestId('star-overlap')).toHaveText(`Overlaps with ${b.title}`);
  // The session cards with their stars and overlap lines (the rest of the home page is the sweep's).
  await expectAccessible(page, () => expect(homeCard(page, b.title).getByTestId('star-overlap')).toBeVisible(), '[data-testid="session-card"]');

  await openSchedule(page, a.startTime);
  await expect(star(scheduleCard(page, a.title), a.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(star(scheduleCard(page, b.title), b.title)).toHaveAttribute('aria-pressed', 'true');

  // An organiser's picks would count as attendees' interest: no star, and the browser's list is left alone.
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await openPage(page, '/');
  await expect(homeCard(page, a.title)).toBeVisible();
  await expect(page.getByTestId('session-star')).toHaveCount(0);
  expect(sorted(await localSchedule(page))).toEqual(sorted([a.id, b.id]));
  console.expectNone();
});
