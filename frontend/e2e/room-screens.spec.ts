// In the room (issue 47): a room's screen at 1920x1080, dark and readable, passes axe; an organiser on a phone marks
// the room 10 minutes late with one tap, and the screen, the public page of the room's next session and the
// notifications of someone who saved it show it, pushed, without a reload; then the organiser moves the room's
// following sessions instead, and the mark drops.
import { expect, test } from './fixtures';
import { ADMIN, apiLogin, apiRegister, middayAtTheVenue, secondPage, sessionsRemovedAfterEach, signIn, undoneAfterEach } from './helpers';
import { expectNoSeriousAxe, screenshotToLookAt } from './page-checks';

// Removed afterwards: a session today makes /schedule open on today in the specs this worker runs next.
const sessionsApi = sessionsRemovedAfterEach();
const undos = undoneAfterEach();

test.use({ viewport: { width: 1920, height: 1080 } });

test('a room screen shows now and next, and a late mark from a phone reaches it, the session page and a saver', async ({ page, request, browser }) => {
  // Now and next are today's: the sessions below, from 10 minutes ago to 85 minutes on, all on the venue's today.
  await middayAtTheVenue(request, undos);
  const room = `Hall ${Date.now().toString(36)}`;
  const minute = 60_000;
  const at = (minutes: number) => new Date(Date.now() + minutes * minute).toISOString();
  const sessions = await sessionsApi(request);
  const create = async (title: string, from: number, to: number) => (await sessions.create({ title, startTime: at(from), endTime: at(to), room })).id;
  await create('Opening of the room', -10, 30);
  const nextStart = Date.parse(at(35));
  const next = (await sessions.create({ title: 'What comes after', startTime: new Date(nextStart).toISOString(), endTime: at(75), room })).id;

  // Someone saved the next session and has their dashboard open.
  const saver = await apiRegister(request, 'Sam Saver');
  const saverHeaders = { authorization: `Bearer ${await apiLogin(request, saver.email, saver.password)}` };
  expect((await request.post(`/api/user/schedule/${next}`, { headers: saverHeaders })).ok()).toBe(true);
  const attendee = await secondPage(browser);
  await signIn(attendee.page, saver.email, saver.password, '/dashboard');
  const bell = attendee.page.getByRole('button', { name: /^Notifications/ });
  await expect(attendee.page.getByLabel('Live updates connected')).toBeAttached();

  // The session's public page, open in a visitor's tab.
  const visitor = await secondPage(browser);
  await visitor.page.goto(`/sessions/${next}`);
  await expect(visitor.page.getByRole('heading', { name: 'What comes after' })).toBeVisible();
  await expect(visitor.page.getByLabel('Live updates connected')).toBeAttached();

  await page.goto(`/screens/${encodeURIComponent(room)}`);
  await expect(page.getByRole('heading', { level: 1, name: room })).toBeVisible();
  await expect(page.getByText('Opening of the room')).toBeVisible();
  await expect(page.getByText('What comes after')).toBeVisible();
  await expect(page.getByTestId('screen-late')).toHaveCount(0);
  // Outside the site's layout: no navigation bar, no footer.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoSeriousAxe(page, { label: 'room screen: ' });
  await screenshotToLookAt(page, 'room-screen.png');

  // An organiser on a phone: one tap.
  const organiser = await secondPage(browser, { viewport: { width: 390, height: 844 } });
  await signIn(organiser.page, ADMIN.email, ADMIN.password, '/late');
  const control = organiser.page.locator(`[data-room="${room}"]`);
  await control.getByRole('button', { name: `${room}: 10 minutes later` }).click();
  await expect(control.getByTestId('late-status')).toHaveText('Running 10 min late');
  expect(await organiser.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await expect(page.getByTestId('screen-late')).toHaveText('Running 10 minutes late');
  await expect(visitor.page.getByTestId('running-late')).toHaveText('Running 10 min late');
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  await expect(attendee.page.getByRole('menu').getByText(`${room} is running 10 min late`)).toBeVisible();
  await screenshotToLookAt(page, 'room-screen-late.png');

  // The room will not catch up: the organiser really moves what follows (a schedule move; live, the mark drops).
  await control.getByRole('button', { name: 'Move the following sessions 10 min later' }).click();
  await organiser.page
    .getByRole('dialog', { name: `Move the following sessions in ${room}?` })
    .getByRole('button', { name: 'Move them' })
    .click();
  await expect(control.getByTestId('moved-following')).toContainText('What comes after');
  await expect(control.getByTestId('late-status')).toHaveText('On time');
  await expect(page.getByTestId('screen-late')).toHaveCount(0);
  await expect
    .poll(async () => Date.parse(((await (await request.get(`/public/sessions/${next}`)).json()) as { startTime: string }).startTime) - nextStart)
    .toBe(10 * minute);

  await Promise.all([organiser.context.close(), visitor.context.close(), attendee.context.close()]);
});
