// The organisers' list of a session's sign-ups (issue 46), in the console: who has a seat and who waits, taking
// someone off (asked first) so the first in line gets the seat, and a sign-up made elsewhere shown without a reload.
import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN, apiLogin, apiRegister, sessionsRemovedAfterEach, signIn } from './helpers';
import { countNavigations } from './page-checks';

const sessions = sessionsRemovedAfterEach();

/** A paid attendee (the built-in test provider), signed up for the session. */
async function signedUp(request: APIRequestContext, name: string, sessionId: number) {
  const user = await apiRegister(request, name);
  const headers = { authorization: `Bearer ${await apiLogin(request, user.email, user.password)}` };
  expect((await request.post('/api/payment/process', { headers, data: {} })).ok()).toBe(true);
  expect((await request.post(`/api/sessions/${sessionId}/signup`, { headers })).ok()).toBe(true);
  return user;
}

test('an organiser sees who has a seat and who waits, removes someone, and the list follows live', async ({ page, request }) => {
  const admin = await sessions(request);
  const title = 'Console-listed corpus workshop';
  const session = await admin.create({
    title,
    startTime: '2031-11-20T09:00:00.000Z',
    endTime: '2031-11-20T11:00:00.000Z',
    room: 'Workshop Room',
    capacity: 1,
    signup_required: true,
  });
  await signedUp(request, 'Seated Person', session.id);
  await signedUp(request, 'Waiting Person', session.id);

  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=schedule&view=list');
  await page.getByLabel('Filter by title, speaker or room').fill(title);
  await page.locator(`[data-testid="session-row"][data-session-id="${session.id}"]`).getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Sign-ups' }).click();
  const list = page.getByRole('dialog', { name: `Sign-ups: ${title}` });
  await expect(list.getByTestId('signup-counts')).toHaveText('1 of 1 seats taken, 1 waiting');
  await expect(list.getByRole('list', { name: 'Waitlist' })).toContainText('1. Waiting Person');
  const navigations = countNavigations(page);

  await list.getByRole('button', { name: 'Remove Seated Person' }).click();
  await page.getByRole('dialog', { name: 'Remove Seated Person?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(list.getByRole('list', { name: 'With a seat' })).toContainText('Waiting Person');
  await expect(list.getByTestId('signup-counts')).toHaveText('1 of 1 seats taken, 0 waiting');

  // Someone signs up elsewhere: the open list shows them in line.
  await signedUp(request, 'Later Person', session.id);
  await expect(list.getByRole('list', { name: 'Waitlist' })).toContainText('1. Later Person');
  expect(navigations()).toBe(0);
});

test('on a phone, in German: the list fits the screen and says who is where', async ({ page, request }) => {
  const admin = await sessions(request);
  const title = 'Übersetzungswerkstatt mit begrenzten Plätzen';
  const session = await admin.create({
    title,
    startTime: '2031-11-21T09:00:00.000Z',
    endTime: '2031-11-21T11:00:00.000Z',
    room: 'Workshop Room',
    capacity: 1,
    signup_required: true,
  });
  await signedUp(request, 'Zoë Sitzplatz', session.id);
  await signedUp(request, 'Łukasz Wartend', session.id);
  await page.setViewportSize({ width: 390, height: 844 });

  await signIn(page, ADMIN.email, ADMIN.password, '/de/admin?tab=schedule&view=list');
  await page.getByLabel('Nach Titel, Vortragenden oder Raum filtern').fill(title);
  await page.locator(`[data-testid="session-row"][data-session-id="${session.id}"]`).getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Anmeldungen' }).click();
  const list = page.getByRole('dialog', { name: `Anmeldungen: ${title}` });
  await expect(list.getByRole('list', { name: 'Mit Platz' })).toContainText('Zoë Sitzplatz');
  await expect(list.getByRole('list', { name: 'Warteliste' })).toContainText('1. Łukasz Wartend');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
