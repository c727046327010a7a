import { expect, test, type Page } from './fixtures';
import { publicRead } from './helpers';
import { adminApi, countNavigations, expectAccessible, scrollLocked, unique, watchConsole } from './page-checks';

interface News {
  id: number;
  title: string;
  content: string;
  published_date?: string | null;
  category?: string | null;
  featured?: boolean;
  status?: string | null;
}

const newsCards = (page: Page) => page.getByTestId('news-card');
const cardTitles = (page: Page) => newsCards(page).getByRole('heading', { level: 2 });
const card = (page: Page, title: string) => newsCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const pill = (page: Page, name: string) => page.getByRole('group', { name: 'Filter news by category' }).getByRole('button', { name, exact: true });
const time = (n: News) => (n.published_date ? Date.parse(n.published_date) : Date.now());

/** Spec order: the featured list, then the others, each newest first. */
function expectedOrder(items: News[]) {
  const newest = [...items].sort((a, b) => time(b) - time(a));
  return [...newest.filter((n) => n.featured), ...newest.filter((n) => !n.featured)].map((n) => n.title);
}

async function publicNews(page: Page): Promise<News[]> {
  return ((await (await page.request.get('/public/news')).json()) as { news: News[] }).news;
}

test('lists published news, featured first then newest first, and hides drafts and future items', async ({ page, request }) => {
  const admin = await adminApi(request);
  const draft = unique('Draft news');
  const future = unique('Future news');
  const ids = [
    (await admin.createNews({ title: draft, content: '<p>Not yet.</p>', status: 'draft' })).id,
    (await admin.createNews({ title: future, content: '<p>Later.</p>', status: 'published', published_date: '2099-01-01T00:00:00Z' })).id,
  ];
  const console = watchConsole(page);
  try {
    const items = await publicNews(page);
    expect(items.some((n) => n.featured)).toBe(true);
    expect(items.some((n) => !n.featured)).toBe(true);

    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference News' })).toBeVisible();
    await expect(newsCards(page)).toHaveCount(items.length);
    await expect(cardTitles(page)).toHaveText(expectedOrder(items));
    await expect(card(page, draft)).toHaveCount(0);
    await expect(card(page, future)).toHaveCount(0);

    const featured = card(page, items.find((n) => n.featured)!.title);
    await expect(featured.getByText('Featured', { exact: true })).toBeVisible();
    await expect(featured).toHaveCSS('border-left-width', '5px');
    const regular = card(page, items.find((n) => !n.featured)!.title);
    await expect(regular.getByText('Featured', { exact: true })).toHaveCount(0);
    await expect(regular.getByRole('button', { name: 'Read full article' })).toBeVisible();

    await expectAccessible(page, () => expect(newsCards(page).first()).toBeVisible());
    console.expectNone();
  } finally {
    for (const id of ids) await admin.deleteNews(id);
  }
});

test('shows the markup-free 3-line preview and opens the article in a scroll-locking modal', async ({ page, request }) => {
  const admin = await adminApi(request);
  const title = unique('Modal news');
  const body = '<p><strong>Bold opening</strong> and a <a href="https://example.org/more">link</a>.</p>' + '<p>More text follows here. </p>'.repeat(30);
  const { id } = await admin.createNews({ title, content: body, author: 'Press Office', category: 'highlight', featured: true, status: 'published' });
  const console = watchConsole(page);
  try {
    await page.goto('/news');
    const item = card(page, title);
    const preview = item.getByTestId('news-preview');
    await expect(preview).toContainText('Bold opening and a link. More text follows here.');
    await expect(preview.locator('strong, a')).toHaveCount(0);
    await expect(preview).toHaveCSS('-webkit-line-clamp', '3');
    await expect(item.getByText('Press Office')).toBeVisible();
    await expect(item.getByText('Highlight', { exact: true })).toBeVisible();

    const dialog = page.getByRole('dialog', { name: title });
    const xButton = dialog.locator('button[aria-label="Close"]');
    const closeButton = dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' });

    await item.getByRole('button', { name: 'Read full article' }).click();
    await expect(dialog).toBeVisible();
    expect(await scrollLocked(page)).toBe(true);
    await expect(dialog.getByText('Press Office')).toBeVisible();
    await expect(dialog.getByText('Highlight', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Featured', { exact: true })).toBeVisible();
    await expect(dialog.locator('strong', { hasText: 'Bold opening' })).toBeVisible();
    const link = dialog.getByRole('link', { name: 'link' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expectAccessible(page, () => expect(dialog).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 900 });

    await xButton.click();
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);

    await item.getByRole('button', { name: 'Read full article' }).click();
    await closeButton.click();
    await expect(dialog).toBeHidden();

    await item.getByRole('button', { name: 'Read full article' }).click();
    // Escape once the dialog is there: pressed before it opens, it closes nothing.
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await item.getByRole('button', { name: 'Read full article' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    console.expectNone();
  } finally {
    await admin.deleteNews(id);
  }
});

test('news an organiser publishes, edits and removes changes on the open page without a reload', async ({ page, request }) => {
  const admin = await adminApi(request);
  const title = unique('Live news');
  const console = watchConsole(page);
  await page.goto('/news');
  await expect(page.getByLabel('Live updates connected')).toBeAttached();
  await expect(newsCards(page).first()).toBeVisible();
  const before = await newsCards(page).count();
  const navigations = countNavigations(page);

  const { id } = await admin.createNews({ title, content: '<p>Fresh.</p>', category: 'update', status: 'published' });
  try {
    await expect(card(page, title)).toBeVisible();
    await expect(newsCards(page)).toHaveCount(before + 1);
    await admin.updateNews(id, { title: `${title} edited`, featured: true });
    await expect(card(page, `${title} edited`).getByText('Featured', { exact: true })).toBeVisible();
    // Featured now: it moves to the featured list at the top.
    await expect(cardTitles(page).first()).toHaveText(`${title} edited`);
  } finally {
    await admin.deleteNews(id);
  }
  await expect(card(page, `${title} edited`)).toHaveCount(0);
  await expect(newsCards(page)).toHaveCount(before);
  expect(navigations()).toBe(0);
  console.expectNone();
});

test('a category emptied by a live change says so', async ({ page, request }) => {
  const admin = await adminApi(request);
  // A category no demo item uses is needed; if every category is taken, the check still runs on 'highlight'.
  const title = unique('Only highlight');
  await page.route(publicRead('/public/news'), async (route) => {
    const response = await route.fetch();
    const { news } = (await response.json()) as { news: News[] };
    await route.fulfill({ response, json: { news: news.filter((n) => n.category !== 'highlight' || n.title.startsWith('Only highlight')) } });
  });
  const { id } = await admin.createNews({ title, content: '<p>Alone.</p>', category: 'highlight', status: 'published' });
  try {
    await page.goto('/news');
    await expect(page.getByLabel('Live updates connected')).toBeAttached();
    await pill(page, 'Highlight').click();
    await expect(cardTitles(page)).toHaveText([title]);
  } finally {
    await admin.deleteNews(id);
  }
  await expect(page.getByText('No news items available in this category.')).toBeVisible();
  await expect(pill(page, 'Highlight')).toHaveAttribute('aria-pressed', 'true');
});

// The category filter and the empty, loading and error states are checked in src/app/pages/news-page.test.tsx; the
// accessibility of the error box needs a browser.
test('the error box passes the accessibility check', async ({ page }) => {
  const console = watchConsole(page);
  // A 404: the box is the same for any failure, and a client error is not asked again (a server error would be, for 7 s).
  await page.route(publicRead('/public/news'), (r) => r.fulfill({ status: 404, json: { detail: 'boom' } }));
  await page.goto('/news');
  await expect(page.getByRole('alert')).toHaveText('Could not load news items.');
  await expectAccessible(page, () => expect(page.getByRole('alert')).toBeVisible());
  console.expectNone([/status of 404/]);
});
