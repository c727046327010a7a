// The home page fetches what it shows (issue 12): a first visit gets it rendered by the server with its data; when the
// client renders it, it asks for six speakers and their count, the five latest news and the navigation's flags, each
// once, never the full speaker or news list. Organisers' edits still reach an open home
// page: a push that touches speakers or news reloads only those two small lists.
import { expect, test, type Page } from './fixtures';
import { gotoHome, newsOf, section, speakersOf, watchConsole } from './home-support';
import { adminApi, countNavigations, unique } from './page-checks';

/**
 * What the page has asked for once it is live and has caught up: a home page served by the server may be a version
 * behind and ask for the changes since (and reload a small list they touch) when its socket says so.
 */
async function settled(page: Page, requests: ReturnType<typeof watchPublicRequests>) {
  await expect(page.getByLabel('Live updates connected').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  return {
    featured: requests.featured.length,
    featuredCount: requests.count('/public/speakers/featured'),
    latest: requests.count('/public/news/latest'),
    changes: requests.count('/public/changes'),
  };
}

/** Counts the page's requests to public endpoints by path, and keeps the featured-speakers answers. */
function watchPublicRequests(page: Page) {
  const counts = new Map<string, number>();
  const featured: { speakers: { id: number; name: string }[]; total: number }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/public/')) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/public/speakers/featured' && response.ok()) featured.push(await response.json());
  });
  return { count: (path: string) => counts.get(path) ?? 0, featured };
}

const speakerCards = (page: Page) => section(page, 'Featured Speakers').getByTestId('speaker-card');
const newsTitles = (page: Page) => section(page, 'Latest News').getByTestId('home-news-card').getByRole('heading');

test('a first visit gets the home page with its data; arriving from another page asks for the flags once, six speakers and five news, no full list', async ({
  page,
  request,
}) => {
  const logs = watchConsole(page);
  let requests = watchPublicRequests(page);
  const speakers = await speakersOf(request);
  // Rendered by the server with everything it shows, at the current version: no public request at all.
  await expect
    .poll(async () => {
      const version = (await request.get('/public/site-flags')).headers()['x-public-version'];
      return (await (await request.get('/')).text()).includes(`,"version":${version}}`);
    })
    .toBe(true);
  await gotoHome(page);
  await expect(speakerCards(page)).toHaveCount(Math.min(6, speakers.length));
  await expect(newsTitles(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const path of ['/public/site-flags', '/public/speakers/featured', '/public/news/latest', '/public/speakers', '/public/news']) {
    expect(requests.count(path), path).toBe(0);
  }

  // The client renders the home page itself when the visit starts elsewhere.
  const other = await page.context().newPage();
  requests = watchPublicRequests(other);
  await other.goto('/about');
  await other.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Home', exact: true }).click();
  await expect(speakerCards(other)).toHaveCount(Math.min(6, speakers.length));
  await expect(newsTitles(other).first()).toBeVisible();
  await other.waitForLoadState('networkidle');
  expect(requests.count('/public/site-flags')).toBe(1);
  expect(requests.count('/public/speakers/featured')).toBe(1);
  expect(requests.count('/public/news/latest')).toBe(1);
  expect(requests.count('/public/speakers')).toBe(0);
  expect(requests.count('/public/news')).toBe(0);
  await other.close();
  // The flags' answers show: the navigation lists News and Schedule (the demo content has both).
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toBeVisible();
  logs.expectNone();
});

test('speaker edits reach an open home page through the small featured list only', async ({ page, request }) => {
  const logs = watchConsole(page);
  const admin = await adminApi(request);
  const requests = watchPublicRequests(page);
  const total = (await speakersOf(request)).length;
  expect(total, 'the demo content has more speakers than the home page shows').toBeGreaterThan(6);
  await gotoHome(page);
  const base = await settled(page, requests);
  const featured = section(page, 'Featured Speakers');
  await expect(featured.getByRole('link', { name: `View All Speakers (${total})` })).toBeVisible();
  const navigations = countNavigations(page);
  // Each edit below waits for its reload, so that every push finds the list loaded and reloads it once.
  const reloaded = (times: number) => expect.poll(() => requests.featured.length).toBe(base.featured + times);

  const added = unique('Home Live Speaker');
  const { id } = await admin.createSpeaker({ name: added, title: 'Live', display_on_public: true });
  const shown = (await speakerCards(page).getByRole('heading').allTextContents())[0];
  const target = (await speakersOf(request)).find((s) => s.name === shown)!;
  try {
    await expect(featured.getByRole('link', { name: `View All Speakers (${total + 1})` })).toBeVisible();
    await reloaded(1);

    // Renaming one the page shows: its old name leaves the grid, which is the server's new pick of six.
    const renamed = unique('Renamed Speaker');
    await admin.updateSpeaker(target.id, { name: renamed });
    await reloaded(2);
    await expect(speakerCards(page).filter({ hasText: shown })).toHaveCount(0);
    const pick = requests.featured.at(-1)!;
    expect(pick.speakers.some((s) => s.name === shown)).toBe(false);
    await expect(speakerCards(page).getByRole('heading')).toHaveText(pick.speakers.map((s) => s.name));
    if (pick.speakers.some((s) => s.id === target.id)) await expect(speakerCards(page).filter({ hasText: renamed })).toHaveCount(1);
  } finally {
    await admin.updateSpeaker(target.id, { name: shown });
    await reloaded(3);
    await admin.deleteSpeaker(id);
  }
  await expect(featured.getByRole('link', { name: `View All Speakers (${total})` })).toBeVisible();
  await reloaded(4);
  await expect(speakerCards(page).filter({ hasText: added })).toHaveCount(0);

  // One reload of the six per edit, never the full list, no catch-up request and no page load.
  expect(requests.count('/public/speakers/featured')).toBe(base.featuredCount + 4);
  expect(requests.count('/public/speakers')).toBe(0);
  expect(requests.count('/public/changes')).toBe(base.changes);
  expect(requests.count('/public/news/latest')).toBe(base.latest);
  expect(navigations()).toBe(0);
  logs.expectNone();
});

test('news edits reach an open home page through the small latest list only', async ({ page, request }) => {
  const logs = watchConsole(page);
  const admin = await adminApi(request);
  const requests = watchPublicRequests(page);
  await gotoHome(page);
  const base = await settled(page, requests);
  await expect(newsTitles(page).first()).toBeVisible();
  const navigations = countNavigations(page);

  // A featured item published now comes first.
  const latestLoads = () => requests.count('/public/news/latest');
  const title = unique('Home live news');
  const published_date = new Date(Date.now() - 60_000).toISOString();
  const { id } = await admin.createNews({ title, content: '<p>Pushed to the home page.</p>', status: 'published', featured: true, published_date });
  try {
    await expect(newsTitles(page).first()).toHaveText(title);
    await expect(newsTitles(page)).toHaveCount(Math.min(5, (await newsOf(request)).length));
    expect(latestLoads()).toBe(base.latest + 1);

    const renamed = unique('Home live news renamed');
    await admin.updateNews(id, { title: renamed });
    await expect(newsTitles(page).first()).toHaveText(renamed);
    expect(latestLoads()).toBe(base.latest + 2);
  } finally {
    await admin.deleteNews(id);
  }
  await expect(newsTitles(page).filter({ hasText: title })).toHaveCount(0);
  await expect(newsTitles(page).first()).not.toHaveText(/Home live news/);

  // One reload of the five per edit (create, rename, delete), never the full list; no page load.
  expect(latestLoads()).toBe(base.latest + 3);
  expect(requests.count('/public/news')).toBe(0);
  expect(requests.count('/public/changes')).toBe(base.changes);
  expect(requests.count('/public/speakers/featured')).toBe(base.featuredCount);
  expect(navigations()).toBe(0);
  logs.expectNone();
});
