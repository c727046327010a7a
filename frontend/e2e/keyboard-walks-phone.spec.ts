// Issue 49, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11: the signed-in areas at 390 px (a phone) walked with the keyboard
// alone, as keyboard-walks-signed-in.spec.ts walks them at 1280 px: the app bar's menu signed in, the dashboard's
// saved sessions, and the speaker area's photo upload and availability. Every stop of Tab shows a ring and lies below
// the sticky header; Escape closes what Enter opened and the focus goes back to its opener; a control that goes away
// with what it changed hands the focus on instead of dropping it on the page (focus-checks.ts).
import { expect, test, type FileChooser } from './fixtures';
import { apiLogin, apiRegister, sessionsRemovedAfterEach, signIn } from './helpers';
import { makeSpeaker, ONE_PIXEL_PNG } from './speaker-support';
import { expectFocusShown, focused, focusInside, fromMain, tabUntil } from './focus-checks';

const sessionsApi = sessionsRemovedAfterEach();

const suffix = () => Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test("the dashboard at 390 px: the menu signed in, a saved session's Remove, Add to Schedule handing the focus on", async ({ page, request }) => {
  // A week before the demo edition's first day (17 November 2025), so both are first in their lists.
  const sessions = await sessionsApi(request);
  const room = `Pocket Hall ${suffix()}`;
  const [mine, theirs] = [`Phone keys ${suffix()}`, `Thumb keys ${suffix()}`];
  const saved = await sessions.create({ title: mine, description: 'Saved.', startTime: '2025-11-10T09:00:00.000Z', endTime: '2025-11-10T09:30:00.000Z', room });
  await sessions.create({ title: theirs, description: 'Not saved.', startTime: '2025-11-10T10:00:00.000Z', endTime: '2025-11-10T10:30:00.000Z', room });
  const attendee = await apiRegister(request, 'Pia Phone');
  const headers = { authorization: `Bearer ${await apiLogin(request, attendee.email, attendee.password)}` };
  expect((await request.post(`/api/user/schedule/${saved.id}`, { headers })).ok()).toBe(true);
  await signIn(page, attendee.email, attendee.password, '/dashboard');
  await expect(page.getByTestId('saved-session').filter({ hasText: mine })).toBeVisible();

  // The menu: the skip link, then its button; Enter opens it, Tab goes through its links to the account's own
  // (Dashboard, Sign Out); Escape closes it and the focus is back on the button.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ text: 'Skip to content' });
  await tabUntil(page, (f) => f.label === 'Open menu', 8);
  await page.keyboard.press('Enter');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  const items = await tabUntil(page, (f) => f.text === 'Sign Out', 20);
  expect(items.map((f) => f.text)).toContain('Dashboard');
  expect(await focusInside(page, '#mobile-menu')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: 'Open menu' });

  // Down the page to the saved session's Remove, every stop shown and below the bar.
  await fromMain(page);
  await tabUntil(page, (f) => f.label === `Remove ${mine}`, 50);
  // On a phone a saved session is listed once, under Your Saved Sessions: the other one is the first under Available.
  await tabUntil(page, (f) => f.label === `Add to Schedule: ${theirs}`, 12);
  await page.keyboard.press('Enter');
  // Its card leaves the list it was in, and the button with it: the focus goes to its entry among the saved ones.
  await expect(page.getByTestId('saved-session').filter({ hasText: theirs })).toBeVisible();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: `Remove ${theirs}` });
  // Its Remove puts it back under Available; the focus goes to the saved entry before it, the first one's Remove.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('available-session').filter({ hasText: theirs })).toBeVisible();
  await expect(page.getByTestId('saved-session').filter({ hasText: theirs })).toHaveCount(0);
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: `Remove ${mine}` });
  // Back up the page: the browser brings each stop in at the top edge, where the bar is; none is hidden under it.
  let count = 0;
  await tabUntil(page, () => ++count === 8, 8, 'Shift+Tab');
});

test('the speaker area at 390 px: the photo chosen and uploaded by keyboard, a time of availability added, saved and removed', async ({ page, request }) => {
  // A programme day of its own (a session on it), so the availability offers it, last of all.
  const day = '2034-03-09';
  const dayName = 'Thursday, March 9, 2034';
  const sessions = await sessionsApi(request);
  await sessions.create({
    title: `Availability day ${suffix()}`,
    description: 'Makes the day.',
    startTime: `${day}T08:00:00.000Z`,
    endTime: `${day}T08:30:00.000Z`,
  });
  const speaker = await makeSpeaker(request, `Keyboard photos ${suffix()}`, 'Petra Photo');
  await signIn(page, speaker.email, speaker.password, '/speaker');
  const availability = page.getByRole('region', { name: 'Availability' });
  await expect(availability.getByRole('group', { name: dayName })).toBeVisible();
  // Listening from the start: the browser hands its file choosers to the test only once told to, which a listener
  // added just before the key press did not always reach in time.
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));

  // Upload Photo: Enter opens the file chooser; the upload is told, and the focus is back on the button.
  await fromMain(page);
  await tabUntil(page, (f) => f.text === 'Upload Photo', 20);
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0].setFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Profile photo uploaded successfully!' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Profile photo of ${speaker.name}` })).toHaveAttribute('src', /^\/uploads\/speakers\/.+\.webp$/);
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Upload Photo' });
  // Space opens it too; a file that is not an image is refused, said so, and the focus stays.
  await page.keyboard.press('Space');
  await expect.poll(() => choosers.length).toBe(2);
  await choosers[1].setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('Failed to upload image. Please try again.')).toBeVisible();
  expect(await focused(page)).toMatchObject({ text: 'Upload Photo' });

  // Availability: the day's Add time (Enter) adds 9 AM to 5 PM and puts the focus on its From, where ArrowDown moves
  // it on a quarter hour.
  await tabUntil(page, (f) => f.label === `Add time on ${dayName}`, 80);
  await page.keyboard.press('Enter');
  const range = availability.getByRole('group', { name: dayName }).getByRole('group', { name: 'Time 1' });
  await expect(range.getByLabel('From')).toHaveValue(String(9 * 60));
  await expect(range.getByLabel('From')).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('ArrowDown');
  await expect(range.getByLabel('From')).toHaveValue(String(9 * 60 + 15));
  await tabUntil(page, (f) => f.text === 'Save availability', 6);
  await page.keyboard.press('Enter');
  await expect(availability.getByRole('status')).toHaveText('Availability saved.');
  await expect(availability.getByTestId('availability-summary')).toHaveText('Organisers place your sessions within these times.');
  // The button was busy while saving: the focus is back on it.
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Save availability' });

  // Remove, back up the day: the range goes with its button, and the focus goes on to the day's Add time.
  await tabUntil(page, (f) => f.label === `Remove 9:15 AM - 5:00 PM on ${dayName}`, 4, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(range).toHaveCount(0);
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: `Add time on ${dayName}` });
});
