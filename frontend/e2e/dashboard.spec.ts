import { expect, test, type APIRequestContext } from './fixtures';
import { apiRegister, signInThroughForm, appURL } from './helpers';
import { countNavigations, expectAccessible, watchConsole } from './page-checks';
import { attendeeApi, availableSession, localSchedule, savedSession, savedSessions, signedInAttendee } from './attendee-support';

interface ApiSession {
  id: number;
  title: string;
  status: string;
  type: string;
  room: string;
  duration: number;
  speakers: { name: string; display_order: number }[];
}
interface ApiNews {
  title: string;
  status?: string;
  published_date?: string;
}

async function programme(request: APIRequestContext): Promise<ApiSession[]> {
  return (await (await request.get('/public/sessions')).json()).sessions;
}

const sorted = (ids: (number | string)[] | null) => (ids ?? []).map(Number).sort((a, b) => a - b);
const add = /^Add to Schedule/;
const remove = /^Remove from Schedule/;

test('shows the welcome, published news, the profile and the whole programme, accessible at 375 and 1280 px', async ({ page, request }) => {
  const console = watchConsole(page);
  const user = await signedInAttendee(page, request, 'Dana Overview');

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana Overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Main Page' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Please complete your conference registration by making the payment.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/payment');

  // News: published items dated now or earlier, newest first, each with 'By <author>' and its category.
  const news: ApiNews[] = (await (await request.get('/public/news')).json()).news;
  const visible = news.filter((n) => n.status !== 'draft' && new Date(n.published_date ?? Date.now()) <= new Date());
  const items = page.getByTestId('dashboard-news-item');
  await expect(items).toHaveCount(visible.length);
  await expect(items.getByRole('heading', { level: 3 })).toHaveText(visible.map((n) => n.title));
  await expect(items.first()).toContainText('By ');
  await expect(items.filter({ hasText: 'Featured' }).first()).toBeVisible();

  const profile = page.getByTestId('your-profile');
  await expect(profile.getByTestId('profile-name')).toHaveText('Dana Overview');
  await expect(profile.getByTestId('profile-email')).toHaveText(user.email);
  await expect(profile.getByTestId('profile-account-status')).toHaveText('Active');
  await expect(profile.getByTestId('profile-payment-status')).toHaveText('Pending');
  await expect(profile.getByTestId('profile-speaker-status')).toHaveText('Attendee');

  await expect(page.getByText("You haven't saved any sessions yet.")).toBeVisible();
  const sessions = await programme(request);
  await expect(page.getByTestId('available-session')).toHaveCount(sessions.length);
  const opening = sessions[0];
  const card = availableSession(page, opening.title);
  await expect(card.getByTestId('session-type')).toHaveAttribute('data-type', opening.type);
  // 08:00 UTC on 17 November is 9:00 AM at the venue in Vienna.
  await expect(card.getByTestId('session-date')).toHaveText('Nov 17, 2025');
  await expect(card.getByTestId('session-time')).toHaveText('9:00 AM - 10:00 AM');
  await expect(card.getByTestId('session-duration')).toHaveText(`Duration: ${opening.duration} min`);
  await expect(card.getByTestId('session-room')).toHaveText(`Room: ${opening.room}`);
  const names = [...opening.speakers].sort((a, b) => a.display_order - b.display_order).map((s) => s.name);
  await expect(card.getByTestId('session-speakers')).toHaveText(`Speakers: ${names.join(', ')}`);
  await expect(card.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', `/public/sessions/${opening.id}/ics`);

  const cancelled = sessions.find((s) => s.status === 'cancelled')!;
  const cancelledCard = availableSession(page, cancelled.title);
  await expect(cancelledCard).toHaveAttribute('data-cancelled', 'true');
  await expect(cancelledCard.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelledCard.getByRole('button', { name: add })).toBeDisabled();

  await expectAccessible(page, () => expect(page.getByRole('heading', { name: 'Available Sessions' })).toBeVisible());
  console.expectNone();
});

test('saved sessions survive a reload, are mirrored in userSchedule and can be removed', async ({ page, request }) => {
  const console = watchConsole(page);
  const user = await signedInAttendee(page, request);
  const api = await attendeeApi(request, user);
  const [first, second] = (await programme(request)).filter((s) => s.status !== 'cancelled');

  await availableSession(page, first.title).getByRole('button', { name: add }).click();
  await availableSession(page, second.title).getByRole('button', { name: add }).click();
  await expect(savedSessions(page)).toHaveCount(2);
  await expect(availableSession(page, first.title).getByRole('button', { name: remove })).toBeVisible();
  const saved = savedSession(page, first.title);
  await expect(saved.getByTestId('session-date')).toHaveText('Nov 17, 2025');
  await expect(saved.getByTestId('session-time')).toHaveText('9:00 AM - 10:00 AM');
  await expect(saved.getByTestId('session-room')).toHaveText(`Room: ${first.room}`);
  await expect(saved.getByTestId('session-speakers')).toContainText(first.speakers[0].name);
  await expect.poll(async () => sorted(await api.savedIds())).toEqual(sorted([first.id, second.id]));
  await expect.poll(async () => sorted(await localSchedule(page))).toEqual(sorted([first.id, second.id]));
  expect((await localSchedule(page))!.every((id) => typeof id === 'string')).toBe(true);

  await page.reload();
  await expect(savedSessions(page)).toHaveCount(2);

  await savedSession(page, first.title)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(savedSessions(page)).toHaveCount(1);
  await availableSession(page, second.title).getByRole('button', { name: remove }).click();
  await expect(page.getByText("You haven't saved any sessions yet.")).toBeVisible();
  await expect.poll(() => api.savedIds()).toEqual([]);
  await expect.poll(() => localSchedule(page)).toEqual([]);
  console.expectNone();
});

test('a session saved in one window appears in another window of the same user without a reload', async ({ page, browser, request }) => {
  const user = await signedInAttendee(page, request);
  const [session] = await programme(request);
  const otherContext = await browser.newContext({ baseURL: appURL() });
  const other = await otherContext.newPage();
  const console = watchConsole(other);
  await signInThroughForm(other, user.email, user.password);
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole('heading', { name: 'Available Sessions' })).toBeVisible();
  await expect(other.getByLabel('Live updates connected')).toBeAttached();
  const navigations = countNavigations(other);

  await availableSession(page, session.title).getByRole('button', { name: add }).click();
  await expect(savedSession(other, session.title)).toBeVisible({ timeout: 5000 });
  await expect(availableSession(other, session.title).getByRole('button', { name: remove })).toBeVisible();

  await savedSession(page, session.title)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(savedSessions(other)).toHaveCount(0, { timeout: 5000 });
  expect(navigations()).toBe(0);
  console.expectNone();
  await otherContext.close();
});

test('a list saved on this device before signing in is merged into the account once', async ({ page, request }) => {
  const [a, b, c] = (await programme(request)).filter((s) => s.status !== 'cancelled');
  const user = await apiRegister(request);
  const api = await attendeeApi(request, user);
  await api.save(c.id);

  await page.goto('/');
  await page.evaluate((ids) => localStorage.setItem('userSchedule', JSON.stringify(ids)), [String(a.id), String(b.id)]);
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(savedSessions(page)).toHaveCount(3);
  await expect.poll(async () => sorted(await api.savedIds())).toEqual(sorted([a.id, b.id, c.id]));
  await expect.poll(async () => sorted(await localSchedule(page))).toEqual(sorted([a.id, b.id, c.id]));

  // From now on the server is the truth: a removal made while this device was away is not undone by its stale copy.
  await page.goto('about:blank');
  await api.unsave(a.id);
  await page.goto('/dashboard');
  await expect(savedSessions(page)).toHaveCount(2);
  await expect(savedSession(page, a.title)).toHaveCount(0);
  expect(sorted(await api.savedIds())).toEqual(sorted([b.id, c.id]));
});

test("another account's list on this device is not merged into a different user", async ({ page, request }) => {
  const [a] = await programme(request);
  const user = await apiRegister(request);
  await page.goto('/');
  await page.evaluate((id) => {
    localStorage.setItem('userSchedule', JSON.stringify([id]));
    localStorage.setItem('userScheduleOwner', '999999');
  }, String(a.id));
  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByText("You haven't saved any sessions yet.")).toBeVisible();
  expect(await (await attendeeApi(request, user)).savedIds()).toEqual([]);
  await expect.poll(() => localSchedule(page)).toEqual([]);
});

test("signing in as someone else in the same tab shows only the new person's profile and schedule", async ({ page, request }) => {
  const [session] = await programme(request);
  await signedInAttendee(page, request, 'First Person');
  await availableSession(page, session.title).getByRole('button', { name: add }).click();
  await expect(savedSessions(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Without a page load: the app's state from the first person is still in memory.
  const second = await apiRegister(request, 'Second Person');
  await page.evaluate(() => ((window as unknown as { marker?: boolean }).marker = true));
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.locator('input[name="email"]').fill(second.email);
  await page.locator('input[name="password"]').fill(second.password);
  await page
    .getByRole('button', { name: /sign in/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Second Person');
  await expect(page.getByTestId('profile-email')).toHaveText(second.email);
  await expect(page.getByText("You haven't saved any sessions yet.")).toBeVisible();
  expect(await (await attendeeApi(request, second)).savedIds()).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});
