// The live schedule at conference scale: an open page applies pushed records and never refetches a list for an
// edit; a page that was offline catches up with exactly the edits it missed, in one small request; unchanged lists
// answer 304.
import { expect, test, type Page } from './fixtures';
import { adminSessions } from './helpers';
import { openPage, unique, watchConsole } from './page-checks';

/** A 45-minute talk in Hall V. */
const talk = (title: string, startTime: string) => ({
  title,
  description: 'Versioned.',
  type: 'talk',
  startTime,
  endTime: new Date(Date.parse(startTime) + 45 * 60_000).toISOString(),
  room: 'Hall V',
});

const card = (page: Page, title: string) =>
  page.getByTestId('schedule-session').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/**
 * Opens /schedule and waits until it is live and has caught up: the page the server rendered may be a version behind
 * (it is answered while the next renders) and asks for the changes since once its socket says so.
 */
async function openLiveSchedule(page: Page) {
  await openPage(page, '/schedule');
  await expect(page.getByRole('img', { name: /^Live updates/ }).first()).toHaveAttribute('data-status', 'connected');
  await page.waitForLoadState('networkidle');
}

/** Counts the page's requests to public endpoints, by path. */
async function countPublicRequests(page: Page) {
  const counts = new Map<string, number>();
  await page.route(/\/public\//, (route) => {
    const path = new URL(route.request().url()).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return route.continue();
  });
  return (path: string) => counts.get(path) ?? 0;
}

const LISTS = ['/public/schedule', '/public/sessions', '/public/schedule/changes', '/public/speakers', '/public/news'];

test('an open /schedule shows an edit from the pushed records, without asking for any list', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const session = await admin.create(talk(unique('Pushed talk'), '2025-11-17T15:00:00.000Z'));
  const requests = await countPublicRequests(page);
  await openLiveSchedule(page);
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  const loaded = LISTS.map(requests);
  const caughtUp = requests('/public/changes');

  const renamed = unique('Renamed by the organisers');
  await admin.update(session, { title: renamed });
  await expect(card(page, renamed)).toBeVisible();
  await expect(page.getByText('Versioned.').first()).toBeVisible();

  expect(LISTS.map(requests)).toEqual(loaded);
  expect(requests('/public/changes')).toBe(caughtUp);
  console.expectNone();
});

test('a page kept offline catches up with every edit it missed, once each, in one request', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const admin = await adminSessions(request);
  const removedTitle = unique('Offline removed');
  const moved = await admin.create(talk(unique('Offline moved'), '2025-11-17T14:00:00.000Z'));
  const removed = await admin.create(talk(removedTitle, '2025-11-17T14:30:00.000Z'));
  const requests = await countPublicRequests(page);
  await openLiveSchedule(page);
  await expect(card(page, removedTitle)).toBeVisible();
  const live = page.getByRole('img', { name: /^Live updates/ }).first();
  const loaded = LISTS.map(requests);
  const caughtUp = requests('/public/changes');

  await context.setOffline(true);
  await expect(live).toHaveAttribute('data-status', 'disconnected', { timeout: 20_000 });

  const renamed = unique('Renamed while offline');
  await admin.update(moved, { title: renamed, startTime: '2025-11-17T16:30:00.000Z', endTime: '2025-11-17T17:15:00.000Z' });
  await admin.remove(removed);
  const addedTitle = unique('Added while offline');
  await admin.create(talk(addedTitle, '2025-11-17T13:00:00.000Z'));
  await expect(card(page, renamed)).toHaveCount(0);

  await context.setOffline(false);
  await expect(card(page, renamed)).toBeVisible({ timeout: 40_000 });
  await expect(card(page, renamed).getByTestId('session-time')).toHaveText('5:30 PM - 6:15 PM');
  await expect(card(page, removedTitle)).toHaveCount(0);
  await expect(card(page, addedTitle)).toHaveCount(1);

  // None twice: each edit is one card and one 'What changed' entry.
  await expect(card(page, renamed)).toHaveCount(1);
  const summary = page.getByRole('button', { name: /What changed/ });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(page.getByTestId('schedule-change').filter({ hasText: `${renamed}: moved` })).toHaveCount(1);
  await expect(page.getByTestId('schedule-change').filter({ hasText: `${removedTitle}: removed from the programme` })).toHaveCount(1);

  expect(LISTS.map(requests)).toEqual(loaded);
  expect(requests('/public/changes')).toBe(caughtUp + 1);
});

test('an unchanged list answers 304 to its ETag, and a changed one the new version', async ({ request }) => {
  const admin = await adminSessions(request);
  const first = await request.get('/public/schedule');
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"v\d+(-gz|-br)?"$/);
  expect(first.headers()['cache-control']).toContain('stale-while-revalidate');
  const again = await request.get('/public/schedule', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  await admin.create(talk(unique('Version bump'), '2025-11-18T10:00:00.000Z'));
  const changed = await request.get('/public/schedule', { headers: { 'if-none-match': etag } });
  expect(changed.status()).toBe(200);
  expect(changed.headers().etag).not.toBe(etag);
});
