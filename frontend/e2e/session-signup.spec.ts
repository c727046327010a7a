// Sign-up for a session with limited seats (issue 46) on the session's page: a seat, the waitlist, and the first in
// line getting the seat someone gives up, live, in two browsers.
import { expect, test, type APIRequestContext } from './fixtures';
import { apiLogin, apiRegister, secondPage, sessionsRemovedAfterEach, signIn } from './helpers';

const sessions = sessionsRemovedAfterEach();

/** A registered attendee whose registration is paid (the built-in test provider). */
async function paidAttendee(request: APIRequestContext, name: string) {
  const user = await apiRegister(request, name);
  const token = await apiLogin(request, user.email, user.password);
  expect((await request.post('/api/payment/process', { headers: { authorization: `Bearer ${token}` }, data: {} })).ok()).toBe(true);
  return user;
}

test('a seat, the waitlist, and the seat given up going to the first in line, live', async ({ page, browser, request }) => {
  const admin = await sessions(request);
  const session = await admin.create({
    title: 'Hands-on terminology workshop',
    startTime: '2031-11-18T09:00:00.000Z',
    endTime: '2031-11-18T11:00:00.000Z',
    room: 'Workshop Room',
    capacity: 1,
    signup_required: true,
  });
  const first = await paidAttendee(request, 'First Seat');
  const second = await paidAttendee(request, 'Second Seat');

  // Signed out: the seats, and a way to sign in first.
  await page.goto(`/sessions/${session.id}`);
  const box = page.getByTestId('session-signup');
  await expect(box.getByTestId('session-seats')).toHaveText('1 of 1 seats left');
  await expect(box.getByRole('link', { name: 'Sign in to sign up' })).toBeVisible();

  await signIn(page, first.email, first.password, `/sessions/${session.id}`);
  await box.getByRole('button', { name: 'Sign up' }).click();
  await expect(box.getByTestId('signup-status')).toHaveText('You have a seat.');
  await expect(box.getByTestId('session-seats')).toHaveText('Full');

  const other = await secondPage(browser);
  try {
    await signIn(other.page, second.email, second.password, `/sessions/${session.id}`);
    const theirs = other.page.getByTestId('session-signup');
    await theirs.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(theirs.getByTestId('signup-status')).toHaveText('You are 1st in line.');
    await expect(box.getByTestId('session-seats')).toHaveText('Full: 1 waiting');

    // The first gives the seat up: the second has it, without reloading.
    await box.getByRole('button', { name: 'Give up my seat' }).click();
    await expect(theirs.getByTestId('signup-status')).toHaveText('You have a seat.');
    await expect(box.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Give up my seat' })).toBeVisible();
  } finally {
    await other.context.close();
  }
});

test('a refusal says why, in the page', async ({ page, request }) => {
  const admin = await sessions(request);
  const session = await admin.create({
    title: 'Members-only masterclass',
    startTime: '2031-11-19T09:00:00.000Z',
    endTime: '2031-11-19T10:00:00.000Z',
    room: 'Workshop Room',
    capacity: 5,
    signup_required: true,
  });
  const unpaid = await apiRegister(request, 'Not Paid Yet');
  await signIn(page, unpaid.email, unpaid.password, `/de/sessions/${session.id}`);
  const box = page.getByTestId('session-signup');
  await expect(box.getByTestId('session-seats')).toHaveText('5 von 5 Plätzen frei');
  await box.getByRole('button', { name: 'Anmelden' }).click();
  await expect(box.getByRole('alert')).toHaveText('Nur Teilnehmende mit bezahlter Anmeldung können sich für Sessions anmelden');
});

test('on a phone: a seat taken from the programme, and given up from the dashboard', async ({ page, request }) => {
  const admin = await sessions(request);
  const title = 'Corpus building lab';
  await admin.create({ title, startTime: '2031-11-20T09:00:00.000Z', endTime: '2031-11-20T11:00:00.000Z', room: 'Lab', capacity: 3, signup_required: true });
  const attendee = await paidAttendee(request, 'Phone Attendee');
  await page.setViewportSize({ width: 390, height: 844 });

  await signIn(page, attendee.email, attendee.password, '/schedule');
  await page.getByRole('group', { name: 'Conference days' }).getByRole('button', { name: /2031/ }).click();
  const card = page.getByTestId('schedule-session').filter({ hasText: title });
  await expect(card.getByTestId('session-seats')).toHaveText('3 of 3 seats left');
  await card.getByRole('button', { name: 'Sign up' }).click();
  await expect(card.getByTestId('signup-status')).toHaveText('You have a seat.');
  // The count comes back through the programme's live update, as it does on everyone's page.
  await expect(card.getByTestId('session-seats')).toHaveText('2 of 3 seats left');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/dashboard');
  const mine = page.getByTestId('my-signups');
  await expect(mine.getByTestId('signup-status')).toHaveText('You have a seat.');
  await mine.getByRole('button', { name: `Give up my seat at ${title}` }).click();
  await expect(mine).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
