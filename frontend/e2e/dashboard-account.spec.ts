import { expect, test, type APIRequestContext } from './fixtures';
import { adminSessions, readMail, uniqueEmail } from './helpers';
import { countNavigations, unique, watchConsole } from './page-checks';
import { availableSession, savedSession, savedSessions, signedInAttendee } from './attendee-support';

const add = /^Add to Schedule/;

async function firstSession(request: APIRequestContext): Promise<{ id: number; title: string }> {
  return (await (await request.get('/public/sessions')).json()).sessions[0];
}

test('editing the profile saves it with the role header, shows the answer and closes edit mode; a new email waits for its link', async ({ page, request }) => {
  const console = watchConsole(page);
  const user = await signedInAttendee(page, request, 'Before Edit');
  const profile = page.getByTestId('your-profile');
  await profile.getByRole('button', { name: 'Edit' }).click();
  await expect(profile.getByLabel('Full Name')).toHaveValue('Before Edit');
  await expect(profile.getByLabel('Email')).toHaveAttribute('type', 'email');

  const email = uniqueEmail('edited');
  await profile.getByLabel('Full Name').fill('After Edit');
  await expect(profile.getByLabel('Current password')).toHaveCount(0);
  await profile.getByLabel('Email').fill(email);
  // A new address needs the current password.
  await profile.getByLabel('Current password').fill(user.password);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/profile') && r.method() === 'PUT');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  const put = await sent;
  expect(put.headers()['x-user-role']).toBe('user');
  expect(put.postDataJSON()).toEqual({ full_name: 'After Edit', email, current_password: user.password });

  await expect(profile.getByTestId('profile-name')).toHaveText('After Edit');
  // It says that it succeeded (issue 30 part 5).
  await expect(profile.getByRole('status')).toHaveText('Your profile was updated.');
  await expect(profile.getByTestId('profile-email')).toHaveText(user.email);
  await expect(profile.getByTestId('profile-new-email')).toHaveText(`${email} (waiting: open the link we mailed there)`);
  await expect(profile.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(profile.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, After Edit');

  await page.reload();
  await expect(profile.getByTestId('profile-name')).toHaveText('After Edit');

  // Opening the link mailed to the new address makes it the account's.
  const mail = await readMail(email, 'Confirm your new');
  const link = new URL(/(https?:\/\/\S+\/confirm-email\?token=[\w-]+)/.exec(mail)![1]);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your email address is now ${email}.`);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(profile.getByTestId('profile-email')).toHaveText(email);
  await expect(profile.getByTestId('profile-new-email')).toHaveCount(0);
  console.expectNone();
});

test('the calendar card gives a private feed of the saved sessions; resetting the link retires the old one', async ({ page, request }) => {
  const console = watchConsole(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAttendee(page, request);
  const session = await firstSession(request);
  await availableSession(page, session.title).getByRole('button', { name: add }).click();
  await expect(savedSessions(page)).toHaveCount(1);

  const card = page.getByTestId('calendar');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  const field = card.getByLabel('Calendar feed URL');
  await expect(field).toHaveValue(/^https?:\/\/.+\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const url = await field.inputValue();
  await expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', /^webcal:\/\/.+\.ics$/);

  const feed = await request.get(url);
  expect(feed.ok()).toBe(true);
  const ics = (await feed.text()).replace(/\r?\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(session.title);

  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await card.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your personal link?' });
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(field).not.toHaveValue(url);
  await expect(card.getByText('New link created. The old link no longer works.')).toBeVisible();
  const rotated = await field.inputValue();
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(rotated)).ok()).toBe(true);

  // Each session also has its own .ics download.
  const download = page.waitForEvent('download');
  await savedSession(page, session.title)
    .getByRole('link', { name: /^Add to calendar/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  const single = await request.get(`/public/sessions/${session.id}/ics`);
  expect(single.headers()['content-type']).toContain('text/calendar');
  expect((await single.text()).replace(/\r?\n[ \t]/g, '')).toContain(session.title);
  console.expectNone([/status of 404/]);
});

test('an organiser moving a saved session updates the open dashboard at once and the bell when the notice window closes; deleting it removes it', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const title = unique('Moving session');
  // Made for this test, so moving or deleting it never disturbs the demo programme other tests read.
  const { id } = await admin.create({
    title,
    description: 'Made by a browser test.',
    type: 'talk',
    status: 'scheduled',
    startTime: '2025-11-19T08:00:00.000Z',
    endTime: '2025-11-19T08:30:00.000Z',
    room: 'Room 7',
  });
  try {
    await signedInAttendee(page, request);
    await availableSession(page, title).getByRole('button', { name: add }).click();
    const saved = savedSession(page, title);
    await expect(saved.getByTestId('session-time')).toHaveText('9:00 AM - 9:30 AM');
    await expect(page.getByLabel('Live updates connected')).toBeAttached();
    const navigations = countNavigations(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);

    await admin.update({ id }, { startTime: '2025-11-19T13:00:00.000Z', endTime: '2025-11-19T13:45:00.000Z', room: 'Room 9' });
    await expect(saved.getByTestId('session-time')).toHaveText('2:00 PM - 2:45 PM', { timeout: 5000 });
    await expect(saved.getByTestId('session-room')).toHaveText('Room: Room 9');
    await expect(availableSession(page, title).getByTestId('session-duration')).toHaveText('Duration: 45 min');

    // The notice comes when the notice window (3 s here) closes: the bell counts one more.
    await expect(bell).toHaveAccessibleName(`Notifications, ${unread + 1} unread`, { timeout: 15_000 });
    await bell.click();
    await expect(page.getByRole('menuitem').filter({ hasText: 'Session changed' }).filter({ hasText: title })).toBeVisible();
    await page.keyboard.press('Escape');

    await admin.update({ id }, { status: 'cancelled' });
    await expect(saved).toHaveAttribute('data-cancelled', 'true', { timeout: 5000 });
    await expect(saved.getByText('Cancelled', { exact: true })).toBeVisible();

    await admin.remove({ id });
    await expect(saved).toHaveCount(0, { timeout: 5000 });
    await expect(availableSession(page, title)).toHaveCount(0);
    expect(navigations()).toBe(0);
    console.expectNone();
  } finally {
    await admin.remove({ id }).catch(() => undefined);
  }
});

test('asks a new attendee to confirm their address, sends a new link, and goes once the link is opened', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  const user = await signedInAttendee(page, request, 'Unconfirmed Person');
  const banner = page.getByRole('status').filter({ hasText: 'confirm your email address' });
  await expect(banner).toContainText(`Please confirm your email address: open the link we mailed to ${user.email}.`);
  await banner.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent a new link' })).toContainText(`We have sent a new link to ${user.email}.`);

  // Opened elsewhere (the phone's mail app): this dashboard follows without a reload.
  const mail = await readMail(user.email, 'Confirm your');
  const link = new URL(/(https?:\/\/\S+\/confirm-email\?token=[\w-]+)/.exec(mail)![1]);
  const phone = await browser.newPage();
  await phone.goto(link.pathname + link.search);
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByRole('status')).toHaveText('Your email address is confirmed.');
  await phone.close();
  await expect(page.getByRole('status').filter({ hasText: 'new link' })).toHaveCount(0);
  console.expectNone();
});
