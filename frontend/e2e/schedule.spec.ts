import { expect, test, type Page } from './fixtures';
import { adminSessions } from './helpers';
import { adminApi, countNavigations, expectAccessible, FAILED_RESOURCE, openInClient, openPage, unique, watchConsole } from './page-checks';

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

/** A synthetic session for mocked responses. */
function session(id: number, title: string, start: string, minutes: number, extra: Partial<Session> = {}): Session {
  return {
    id,
    title,
    startTime: start,
    endTime: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    type: 'talk',
    status: 'scheduled',
    speakers: [],
    ...extra,
  };
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

test('a cancelled session stays listed, marked Cancelled and struck through', async ({ page }) => {
  const cancelled = (await schedule(page)).find((s) => s.status === 'cancelled')!;
  expect(cancelled).toBeTruthy();
  await openPage(page, '/schedule');
  await dayButton(page, DAYS[Number(viennaDay(cancelled.startTime).slice(8)) - 17]).click();
  const item = card(page, cancelled.title);
  await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(item.getByRole('heading')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(
    sessionCards(page)
      .filter({ hasNot: page.getByText('Cancelled', { exact: true }) })
      .first()
      .getByRole('heading'),
  ).toHaveCSS('text-decoration-line', 'none');
});

test('type badges are coloured by type, case-insensitively, with readable text', async ({ page }) => {
  const start = '2025-11-17T08:00:00Z';
  const types = ['KEYNOTE', 'Workshop', 'presentation', 'Panel', 'talk', 'networking'];
  await page.route('**/public/schedule', (r) =>
    r.fulfill({
      json: { schedule: types.map((type, i) => session(i + 1, `Session ${type}`, new Date(Date.parse(start) + i * 3_600_000).toISOString(), 45, { type })) },
    }),
  );
  await openInClient(page, '/schedule');
  const colour = (type: string) => card(page, `Session ${type}`).getByTestId('session-type');
  await expect(colour('KEYNOTE')).toHaveCSS('color', 'rgb(107, 33, 168)'); // purple
  await expect(colour('Workshop')).toHaveCSS('color', 'rgb(30, 64, 175)'); // blue
  await expect(colour('presentation')).toHaveCSS('color', 'rgb(22, 101, 52)'); // green
  await expect(colour('Panel')).toHaveCSS('color', 'rgb(154, 52, 18)'); // orange
  await expect(colour('talk')).toHaveCSS('color', 'rgb(55, 65, 81)'); // gray
  await expect(colour('networking')).toHaveCSS('color', 'rgb(55, 65, 81)');
  await expect(card(page, 'Session KEYNOTE').getByTestId('session-time')).toHaveText('9:00 AM - 9:45 AM');
  await expectAccessible(page, () => expect(sessionCards(page)).toHaveCount(types.length));
});

test('no sessions at all: "No Schedule Items Yet"', async ({ page }) => {
  await page.route('**/public/schedule', (r) => r.fulfill({ json: { schedule: [] } }));
  await openInClient(page, '/schedule');
  await expect(page.getByRole('heading', { name: 'No Schedule Items Yet' })).toBeVisible();
  await expect(page.getByText(/schedule is being finalized/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Conference days' })).toHaveCount(0);
});

test('a spinner while loading, then "Error loading schedule" with the message', async ({ page }) => {
  const console = watchConsole(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/public/schedule', async (r) => {
    await held;
    await r.fulfill({ status: 500, json: { detail: 'Schedule database offline' } });
  });
  await openInClient(page, '/schedule');
  await expect(page.getByRole('progressbar', { name: 'Loading schedule' })).toBeVisible();
  release();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error loading schedule', { timeout: 15_000 });
  await expect(alert).toContainText('Schedule database offline');
  await expectAccessible(page, () => expect(alert).toBeVisible());
  console.expectNone([FAILED_RESOURCE]);
});

test('a failure without a message says "Failed to load schedule"', async ({ page }) => {
  await page.route('**/public/schedule', (r) => r.fulfill({ status: 503, body: '' }));
  await openInClient(page, '/schedule');
  await expect(page.getByRole('alert')).toContainText('Failed to load schedule', { timeout: 15_000 });
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
