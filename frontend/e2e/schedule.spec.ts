import { expect, test, type Page } from './fixtures';
import { adminSessions, publicRead } from './helpers';
import { adminApi, countNavigations, expectAccessible, openInClient, openPage, unique, watchConsole } from './page-checks';

interface Session {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  type?: string | null;
  status?: string | null;
  speakers?: { name: string; display_order: number }[];
}

const DAYS = ['Monday, November 17, 2025', 'Tuesday, November 18, 2025', 'Wednesday, November 19, 2025'];
const dayButton = (page: Page, label: string) => page.getByRole('group', { name: 'Conference days' }).getByRole('button', { name: label, exact: true });
const sessionCards = (page: Page) => page.getByTestId('schedule-session');
const card = (page: Page, title: string) => sessionCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const viennaDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Europe/Vienna' });

async function schedule(page: Page): Promise<Session[]> {
  return ((await (await page.request.get('/public/schedule')).json()) as { schedule: Session[] }).schedule;
}

test('one button per day, the first selected, its sessions in start order with 12-hour times', async ({ page }) => {
  const console = watchConsole(page);
  const sessions = await schedule(page);
  await openPage(page, '/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Conference Schedule' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Conference days' }).getByRole('button')).toHaveText(DAYS);
  await expect(dayButton(page, DAYS[0])).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButton(page, DAYS[1])).toHaveAttribute('aria-pressed', 'false');

  const day1 = sessions.filter((s) => viennaDay(s.startTime) === '2025-11-17').sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  await expect(sessionCards(page).getByRole('heading', { level: 3 })).toHaveText(day1.map((s) => s.title));
  const opening = card(page, 'Opening panel: the year in language technology');
  await expect(opening.getByTestId('session-time')).toHaveText('9:00 AM - 10:00 AM');
  await expect(opening.getByText('Room: Plenary Hall')).toBeVisible();
  await expect(opening.getByTestId('session-type')).toHaveText('Panel');
  for (const time of await sessionCards(page).getByTestId('session-time').allTextContents()) {
    expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/);
  }

  await expectAccessible(page, () => expect(sessionCards(page).first()).toBeVisible());
  console.expectNone();
});

test('switching days shows that day, speakers by display order joined by commas', async ({ page }) => {
  const sessions = await schedule(page);
  await openPage(page, '/schedule');
  await dayButton(page, DAYS[2]).click();
  await expect(dayButton(page, DAYS[2])).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButton(page, DAYS[0])).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { level: 2, name: DAYS[2] })).toBeVisible();
  const day3 = sessions.filter((s) => viennaDay(s.startTime) === '2025-11-19');
  await expect(sessionCards(page)).toHaveCount(day3.length);

  const panel = day3.find((s) => (s.speakers?.length ?? 0) > 1)!;
  const names = [...panel.speakers!].sort((a, b) => a.display_order - b.display_order).map((s) => s.name);
  await expect(card(page, panel.title).getByText(`Speakers: ${names.join(', ')}`)).toBeVisible();
  const solo = day3.find((s) => s.speakers?.length === 1)!;
  await expect(card(page, solo.title).getByText(`Speaker: ${solo.speakers![0].name}`)).toBeVisible();
});

// The wording and states of the page (a cancelled session, the type badges' colours, no sessions, loading, errors) are
// checked in src/features/programme/components/schedule-page.test.tsx; the accessibility of the error box needs a browser.
test('the error box passes the accessibility check', async ({ page }) => {
  const console = watchConsole(page);
  // A 404: the box is the same for any failure, and a client error is not asked again (a server error would be, for 7 s).
  await page.route(publicRead('/public/schedule'), (r) => r.fulfill({ status: 404, json: { detail: 'Schedule database offline' } }));
  await openInClient(page, '/schedule');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Schedule database offline');
  await expectAccessible(page, () => expect(alert).toBeVisible());
  console.expectNone([/status of 404/]);
});

test('when a live change empties the chosen day it stays chosen and says "No Events on This Day"', async ({ page, request }) => {
  const admin = await adminSessions(request);
  const console = watchConsole(page);
  // A day of its own: the only session on Friday 21 November, which the organisers then remove.
  const friday = 'Friday, November 21, 2025';
  const title = unique('Only talk of the day');
  const only = await admin.create({
    title,
    description: 'Alone.',
    type: 'talk',
    startTime: '2025-11-21T08:00:00.000Z',
    endTime: '2025-11-21T09:00:00.000Z',
    room: 'Hall F',
  });
  let removed = false;
  try {
    await openPage(page, '/schedule');
    await expect(page.getByLabel('Live updates connected')).toBeAttached();
    await dayButton(page, friday).click();
    await expect(card(page, title)).toBeVisible();
    const navigations = countNavigations(page);

    await admin.remove(only);
    removed = true;
    await expect(page.getByRole('heading', { name: 'No Events on This Day' })).toBeVisible();
    await expect(page.getByText(/select another date/)).toBeVisible();
    await expect(dayButton(page, friday)).toHaveAttribute('aria-pressed', 'true');
    await dayButton(page, DAYS[0]).click();
    await expect(sessionCards(page).first()).toBeVisible();
    expect(navigations()).toBe(0);
  } finally {
    if (!removed) await admin.remove(only);
  }
  console.expectNone();
});

test('a speaker renamed by an organiser is renamed in the open schedule without a reload', async ({ page, request }) => {
  const admin = await adminApi(request);
  const sessions = await schedule(page);
  const target = sessions.find((s) => viennaDay(s.startTime) === '2025-11-17' && s.speakers?.length === 1)!;
  const speaker = target.speakers![0] as { id?: number; name: string };
  expect(typeof speaker.id, 'session speakers carry their id').toBe('number');
  await openPage(page, '/schedule');
  await expect(page.getByLabel('Live updates connected')).toBeAttached();
  const navigations = countNavigations(page);
  const renamed = `${speaker.name} (renamed)`;
  try {
    await admin.updateSpeaker(speaker.id!, { name: renamed });
    await expect(card(page, target.title).getByText(`Speaker: ${renamed}`)).toBeVisible();
  } finally {
    await admin.updateSpeaker(speaker.id!, { name: speaker.name });
  }
  await expect(card(page, target.title).getByText(`Speaker: ${speaker.name}`)).toBeVisible();
  expect(navigations()).toBe(0);
});
