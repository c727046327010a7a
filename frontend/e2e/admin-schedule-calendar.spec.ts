// The admin Schedule tab's calendar against the real backend, with others at it: several organisers on the tab see
// each other and a drag by one reaches the others and the public schedule live; a move based on a stale calendar gets
// a conflict dialog instead of overwriting the other change; the list view edits and deletes; the calendar steps by
// weeks. (How one organiser moves sessions: admin-schedule-calendar-moves.spec.ts.) Every test makes its own sessions
// in its own week of January 2031 (Vienna winter time, UTC+1) and deletes them.
import { expect, test } from './fixtures';
import {
  ABORTED,
  arrival,
  block,
  drag,
  FAILED,
  openSchedule,
  plusDays,
  sessionsApi,
  STALE,
  vienna,
  weekOf,
  type Session,
} from './admin-schedule-calendar-support';
import { ADMIN, adminHeaders, secondPage, signIn, uniqueEmail, appURL } from './helpers';
import { countNavigations, expectAccessible, openPage, screenshotToLookAt, unique, watchConsole } from './page-checks';

/** An admin besides the seeded one (presence is per person), removed again after the tests. */
let other: { id: number; email: string; password: string; name: string } | null = null;

test.beforeAll(async ({ request }) => {
  const email = uniqueEmail('co-organiser');
  const password = 'co-organiser-pass-1';
  const name = unique('Ada Lovelace');
  const res = await request.post('/api/auth/register', { data: { email, password, full_name: name } });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number } };
  const promote = await request.put(`/api/admin/users/${user.id}`, { headers: await adminHeaders(request), data: { role: 'admin' } });
  expect(promote.ok(), await promote.text()).toBe(true);
  other = { id: user.id, email, password, name };
});

test.afterAll(async ({ request }) => {
  if (other) await request.delete(`/api/admin/users/${other.id}`, { headers: await adminHeaders(request) });
});

// Tall enough for a whole day; the second organiser's page (its own context) gets the same.
const VIEWPORT = { width: 1280, height: 1600 };
test.use({ viewport: VIEWPORT });
// Several browser contexts against one server that other specs share: give each test room.
test.beforeEach(() => test.slow());

test('two organisers see each other; a drag by one moves the session for the other and on the public schedule live', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const monday = weekOf(0);
  const tuesday = plusDays(monday, 1);
  const room = unique('Hall');
  const title = unique('Dragged talk');
  const session = await api.create(title, tuesday, '10:00', '11:00', room);
  try {
    await openSchedule(page, tuesday);
    const b = await secondPage(browser, { viewport: VIEWPORT });
    const bConsole = watchConsole(b.page);
    await openSchedule(b.page, tuesday, other!.email, other!.password);
    const bNavigations = countNavigations(b.page);

    // Presence: each sees the other, never themselves.
    await expect(page.getByTestId('presence-bar')).toContainText(`${other!.name} is here`);
    await expect(b.page.getByTestId('presence-bar')).toContainText('Administrator is here');
    await expect(page.getByTestId('presence-bar')).not.toContainText('Administrator');

    // The public schedule in a third context, on that day.
    const visitor = await browser.newContext({ baseURL: appURL() });
    const publicPage = await visitor.newPage();
    // The day buttons answer once the server-rendered page's code has taken over.
    await openPage(publicPage, '/schedule');
    await publicPage.getByRole('group', { name: 'Conference days' }).getByRole('button', { name: 'Tuesday, January 7, 2031' }).click();
    const card = publicPage.getByTestId('schedule-session').filter({ has: publicPage.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByTestId('session-time')).toHaveText('10:00 AM - 11:00 AM');

    // A drags the block two half-hours down: 11:00-12:00.
    const mine = block(page, title);
    await expect(mine).toContainText('10:00 AM - 11:00 AM');
    await expect(mine).toHaveCSS('top', '192px');
    await drag(page, mine, 0, 96, () => expect(page.getByTestId('drop-preview')).toHaveText('11:00 AM - 12:00 PM'));
    await expect(mine).toContainText('11:00 AM - 12:00 PM');
    await expect(mine).toHaveCSS('top', '288px');

    // B sees it move without a reload; so do the server and the public page.
    const theirs = block(b.page, title);
    await expect(theirs).toContainText('11:00 AM - 12:00 PM');
    await expect(theirs).toHaveCSS('top', '288px');
    await expect.poll(async () => (await api.get(session.id))?.startTime).toBe(vienna(tuesday, '11:00'));
    await expect(card.getByTestId('session-time')).toHaveText('11:00 AM - 12:00 PM');
    expect(bNavigations()).toBe(0);

    // B opens the session in the form: A sees which session B is editing, in the presence bar and on the block.
    await theirs.click();
    await b.page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit' }).click();
    const form = b.page.getByRole('dialog', { name: 'Edit Session' });
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByTestId('presence-bar')).toContainText(`${other!.name} is editing '${title}'`);
    await expect(mine).toHaveAttribute('data-editing', 'true');
    await expect(mine).toHaveAccessibleName(new RegExp(`being edited by ${other!.name}`));
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('presence-bar')).toContainText(`${other!.name} is here`);
    await expect(mine).toHaveAttribute('data-editing', 'false');

    // B leaves: A's presence bar follows.
    await b.context.close();
    await expect(page.getByTestId('presence-bar')).toContainText('No other organisers on this tab right now.');
    await visitor.close();
    console.expectNone();
    bConsole.expectNone();
  } finally {
    await api.cleanUp();
  }
});

/** The organisers' session list and the pushed sessions a console fetches (?ids=). */
const SESSION_READS = /\/api\/admin\/sessions(\?.*)?$/;

test('a move based on a stale calendar gets the conflict dialog: keep theirs, or apply the move again', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const tuesday = plusDays(weekOf(5), 1);
  const room = unique('Stale room');
  const title = unique('Contested slot');
  const session = await api.create(title, tuesday, '10:00', '11:00', room);
  try {
    await openSchedule(page, tuesday);
    const b = await secondPage(browser, { viewport: VIEWPORT });
    const bConsole = watchConsole(b.page);
    await openSchedule(b.page, tuesday, other!.email, other!.password);
    const theirs = block(b.page, title);
    await expect(theirs).toContainText('10:00 AM - 11:00 AM');

    // B stops receiving sessions (fetching the pushed one and the whole list fail), then A moves the session to 11:00.
    await b.page.route(SESSION_READS, (route) => route.abort());
    await block(page, title).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('calendar-announcer')).toContainText('11:00 AM - 12:00 PM');
    await expect.poll(async () => (await api.get(session.id))?.startTime).toBe(vienna(tuesday, '11:00'));
    await expect(theirs).toContainText('10:00 AM - 11:00 AM');

    // B, still seeing 10:00, moves it earlier: refused, and B is told what it is now.
    await theirs.focus();
    await b.page.keyboard.press('ArrowUp');
    const dialog = b.page.getByRole('dialog', { name: 'This session was changed by someone else' });
    await expect(dialog.getByTestId('conflict-current')).toHaveText(`Now: Tuesday, February 11, 2031, 11:00 AM - 12:00 PM, ${room}`);
    await expect(dialog.getByTestId('conflict-mine')).toHaveText(`Your move: Tuesday, February 11, 2031, 9:30 AM - 10:30 AM, ${room}`);
    await b.page.unroute(SESSION_READS);
    await dialog.getByRole('button', { name: 'Keep theirs' }).click();
    await expect(dialog).toBeHidden();
    await expect(theirs).toContainText('11:00 AM - 12:00 PM');
    expect((await api.get(session.id))?.startTime).toBe(vienna(tuesday, '11:00'));

    // Again, and this time B drags it to 10:00 and re-applies the move on top of A's change.
    await b.page.route(SESSION_READS, (route) => route.abort());
    await block(page, title).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await api.get(session.id))?.startTime).toBe(vienna(tuesday, '11:30'));
    await drag(b.page, theirs, 0, -48);
    await expect(dialog.getByTestId('conflict-current')).toHaveText(`Now: Tuesday, February 11, 2031, 11:30 AM - 12:30 PM, ${room}`);
    await b.page.unroute(SESSION_READS);
    await dialog.getByRole('button', { name: 'Apply my move again' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await api.get(session.id))?.startTime).toBe(vienna(tuesday, '10:30'));
    await expect(theirs).toContainText('10:30 AM - 11:30 AM');
    await expect(block(page, title)).toContainText('10:30 AM - 11:30 AM');

    await b.context.close();
    console.expectNone();
    bConsole.expectNone([ABORTED, STALE]);
  } finally {
    await api.cleanUp();
  }
});

test('the list view sorts by start and edits and deletes sessions', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const wednesday = plusDays(weekOf(6), 2);
  const prefix = unique('Listed');
  const room = unique('List room');
  const late = await api.create(`${prefix} late`, wednesday, '14:00', '15:00', room);
  await api.create(`${prefix} early`, wednesday, '09:00', '10:00', room);
  try {
    await openSchedule(page, wednesday);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByLabel('Filter by title, speaker or room').fill(prefix);
    const rows = page.getByTestId('session-row');
    await expect(rows.getByRole('rowheader')).toHaveText([`${prefix} early`, `${prefix} late`]);
    const lateRow = rows.filter({ hasText: `${prefix} late` });
    await expect(lateRow).toContainText('Wed 19 Feb 2031, 2:00 PM - 3:00 PM');
    await expect(lateRow).toContainText(room);
    await expect(lateRow).toContainText('Scheduled');

    // Edit opens the session form with the session; a new title shows in the list.
    await lateRow.getByRole('button', { name: `Edit ${prefix} late` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Session' });
    await expect(form.getByLabel('Title')).toHaveValue(`${prefix} late`);
    await form.getByLabel('Title').fill(`${prefix} renamed`);
    await form.getByRole('button', { name: /Save/ }).click();
    await expect(form).toBeHidden();
    await expect(rows.getByRole('rowheader')).toHaveText([`${prefix} early`, `${prefix} renamed`]);

    // A failed delete says so and keeps the row; a second try deletes it.
    const renamed = rows.filter({ hasText: `${prefix} renamed` });
    await page.route(`**/api/admin/sessions/${late.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Database unavailable' }) })
        : route.fallback(),
    );
    await renamed.getByRole('button', { name: `Delete ${prefix} renamed` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete session?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to delete session' })).toHaveText('Failed to delete session: Database unavailable');
    await expect(renamed).toBeVisible();
    await page.unroute(`**/api/admin/sessions/${late.id}`);
    await renamed.getByRole('button', { name: `Delete ${prefix} renamed` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(renamed).toHaveCount(0);
    await expect(rows.getByRole('rowheader')).toHaveText([`${prefix} early`]);
    expect(await api.get(late.id)).toBeUndefined();
    console.expectNone([FAILED]);
  } finally {
    await api.cleanUp();
  }
});

test("the calendar opens on the first session's week, steps a week at a time, and passes axe with the list", async ({ page, request }) => {
  const console = watchConsole(page);
  const sessions = (await (await request.get('/api/admin/sessions', { headers: await adminHeaders(request) })).json()) as Session[];
  const first = sessions.reduce((a, b) => (Date.parse(b.startTime) < Date.parse(a.startTime) ? b : a));
  const firstDay = new Date(first.startTime).toLocaleDateString('en-CA', { timeZone: 'Europe/Vienna' });
  const monday = plusDays(firstDay, -((new Date(`${firstDay}T00:00:00Z`).getUTCDay() + 6) % 7));
  const label = (day: string) => {
    const fmt = (d: string, year: boolean) =>
      new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}) });
    return `${fmt(day, false)} - ${fmt(plusDays(day, 6), true)}`;
  };

  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=schedule');
  const week = page.getByTestId('week-label');
  await arrival(week).toHaveText(label(monday));
  await expect(page.getByTestId('calendar-legend')).toContainText(['Talk', 'Workshop', 'Networking', 'Break'].join(''));
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(week).toHaveText(label(plusDays(monday, 7)));
  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(week).toHaveText(label(plusDays(monday, -7)));
  await page.getByRole('button', { name: 'Conference week' }).click();
  await expect(week).toHaveText(label(monday));
  await page.getByLabel('Go to date').fill('2031-03-12');
  await expect(week).toHaveText('Mar 10 - Mar 16, 2031');
  await expect(page.getByRole('tab', { name: /Wed 12 Mar/ })).toHaveAttribute('aria-selected', 'true');

  // The demo conference: Tuesday has a cancelled session, shown struck through rather than left out.
  await page.goto('/admin?tab=schedule&day=2025-11-18');
  const cancelled = page.locator('[data-testid="calendar-session"][data-cancelled="true"]');
  await arrival(cancelled.first()).toBeVisible();
  await expect(cancelled.first().getByTestId('session-title')).toHaveCSS('text-decoration-line', 'line-through');
  await expectAccessible(page, () => expect(page.getByTestId('calendar-session').first()).toBeVisible());
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 1100 });
    await screenshotToLookAt(page, `calendar-${width}.png`, { fullPage: true });
  }
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expectAccessible(page, () => expect(page.getByTestId('session-row').first()).toBeVisible());
  await screenshotToLookAt(page, 'calendar-list-375.png', { fullPage: true });
  console.expectNone();
});
