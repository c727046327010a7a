import { expect, test, type Page } from './fixtures';
import { expectAccessible, FAILED_RESOURCE, watchConsole } from './page-checks';
import { signedInAttendee } from './attendee-support';

/** Holds every answer of `pattern` until released, then answers with `reply`. */
function hold(page: Page, pattern: string, reply: { status?: number; json: unknown }) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const ready = page.route(pattern, async (route) => {
    await held;
    await route.fulfill(reply);
  });
  return { ready, release };
}

test('shows each section loading, then its failure message, accessibly', async ({ page, request }) => {
  test.setTimeout(60_000);
  const console = watchConsole(page);
  const failure = { status: 500, json: { detail: 'Internal error' } };
  const held = [hold(page, '**/public/news', failure), hold(page, '**/api/auth/me', failure), hold(page, '**/public/sessions', failure)];
  await Promise.all(held.map((h) => h.ready));
  await signedInAttendee(page, request, 'Failing Sections');

  await expect(page.getByText('Loading news...')).toBeVisible();
  await expect(page.getByText('Loading profile...')).toBeVisible();
  await expect(page.getByText('Loading sessions...')).toBeVisible();
  // The header does not wait for the profile call: the signed-in user is known.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Failing Sections');
  held.forEach((h) => h.release());

  // Loads are retried with backoff before they count as failed.
  const wait = { timeout: 20_000 };
  await expect(page.getByText('Could not load news items. Please try again later.')).toBeVisible(wait);
  await expect(page.getByText('Could not load profile information. Please try again later.')).toBeVisible(wait);
  await expect(page.getByText('Could not load schedule information. Please try again later.')).toBeVisible(wait);
  await expect(page.getByTestId('your-profile').getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectAccessible(page, () => expect(page.getByText('Could not load news items. Please try again later.')).toBeVisible());
  console.expectNone([FAILED_RESOURCE]);
});

test('a failed load of the saved list also reports the schedule as unavailable', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.route('**/api/user/schedule', (r) => r.fulfill({ status: 500, json: { detail: 'Internal error' } }));
  await signedInAttendee(page, request);
  await expect(page.getByText('Could not load schedule information. Please try again later.')).toBeVisible({ timeout: 20_000 });
});

test('says so when there is no news, no profile and no session', async ({ page, request }) => {
  const console = watchConsole(page);
  await page.route('**/public/news', (r) => r.fulfill({ json: { news: [] } }));
  await page.route('**/api/auth/me', (r) => r.fulfill({ json: null }));
  await page.route('**/public/sessions', (r) => r.fulfill({ json: { sessions: [] } }));
  await signedInAttendee(page, request, 'Empty Sections');

  await expect(page.getByText('No conference news available at this time.')).toBeVisible();
  await expect(page.getByText('No profile information available.')).toBeVisible();
  await expect(page.getByText('No sessions available at this time.')).toBeVisible();
  await expect(page.getByText("You haven't saved any sessions yet.")).toBeVisible();
  await expect(page.getByTestId('dashboard-news-item')).toHaveCount(0);
  await expect(page.getByTestId('available-session')).toHaveCount(0);
  await expectAccessible(page, () => expect(page.getByText('No sessions available at this time.')).toBeVisible());
  console.expectNone();
});

test('news drafts and items dated in the future stay off the dashboard', async ({ page, request }) => {
  const past = new Date(Date.now() - 86_400_000).toISOString();
  const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await page.route('**/public/news', (r) =>
    r.fulfill({
      json: {
        news: [
          {
            id: 901,
            title: 'Visible item',
            content: '<p>Shown <strong>rich</strong> text</p>',
            published_date: past,
            category: 'update',
            featured: true,
            status: 'published',
          },
          { id: 902, title: 'Draft item', content: '<p>Hidden</p>', published_date: past, status: 'draft' },
          { id: 903, title: 'Future item', content: '<p>Later</p>', published_date: future, status: 'published' },
          { id: 904, title: 'Scripted item', content: '<p>Safe</p><img src=x onerror="window.__xss=1">', published_date: past },
        ],
      },
    }),
  );
  await signedInAttendee(page, request);
  const items = page.getByTestId('dashboard-news-item');
  await expect(items).toHaveCount(2);
  const visible = items.filter({ hasText: 'Visible item' });
  await expect(visible).toContainText('By Conference Team');
  await expect(visible).toContainText('Update');
  await expect(visible.getByText('Featured', { exact: true })).toBeVisible();
  await expect(visible.locator('strong')).toHaveText('rich');
  await expect(items.filter({ hasText: 'Scripted item' })).toContainText('Announcement');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
