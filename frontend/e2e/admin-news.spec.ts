// The admin's 'News' tab against the real backend: an item is written in the rich-text editor, saved as a draft by
// default, published, edited and deleted; open public and admin pages follow without a reload; the server checks the
// required fields (the form's own checks are component tests); markup that could run script never does.
import { expect, test, type Page } from './fixtures';
import { ADMIN, adminHeaders, secondPage, signIn } from './helpers';
import { adminApi, countNavigations, expectAccessible, FAILED_RESOURCE, screenshotToLookAt, unique, watchConsole } from './page-checks';

// These walk through several pages in two browser contexts; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const NOT_FOUND = /Failed to load resource: the server responded with a status of 404/;

async function openNewsTab(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=news');
  // The admin area is its own chunk; on a busy machine its first load can take a while.
  await expect(page.getByRole('heading', { level: 2, name: 'News' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('admin-news-item').first()).toBeVisible();
}

const adminItem = (page: Page, title: string) =>
  page.getByTestId('admin-news-item').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const publicCard = (page: Page, title: string) => page.getByTestId('news-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an item is added as a draft by default, published, edited and deleted, and an open /news page follows', async ({ page, browser, request }) => {
  const console = watchConsole(page);
  const visitor = await secondPage(browser);
  const visitorConsole = watchConsole(visitor.page);
  await visitor.page.goto('/news');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Conference News' })).toBeVisible();
  const visitorLoads = countNavigations(visitor.page);
  await openNewsTab(page);

  const draft = unique('Draft news');
  await page.getByRole('button', { name: 'Add News' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add News' });
  // Spec defaults.
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Draft');
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText('Announcement');
  await expect(dialog.getByLabel('Author')).toHaveValue('Conference Team');
  await expect(dialog.getByLabel('Publish date (Vienna time)')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await expect(dialog.getByRole('switch', { name: 'Featured' })).not.toBeChecked();

  await dialog.getByLabel('Title').fill(draft);
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await editor.pressSequentially('Doors open at nine. ');
  const bold = dialog.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await editor.pressSequentially('Bring your badge.');
  await dialog.getByRole('button', { name: 'Add News' }).click();
  await expect(dialog).toBeHidden();

  const item = adminItem(page, draft);
  await expect(item.getByTestId('news-status')).toHaveText('Draft');
  await expect(item.getByTestId('featured-badge')).toHaveCount(0);
  await expect(item.getByTestId('news-meta')).toHaveText(/^Announcement · By Conference Team · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await expect(item).toContainText('Doors open at nine. Bring your badge.');

  // A published item reaches the open public page; the draft saved before it does not.
  const published = unique('Published news');
  await page.getByRole('button', { name: 'Add News' }).click();
  dialog = page.getByRole('dialog', { name: 'Add News' });
  await dialog.getByLabel('Title').fill(published);
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Registration is open.');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await dialog.getByRole('button', { name: 'Add News' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminItem(page, published).getByTestId('news-status')).toHaveText('Published');
  // Newest first: dated in the same minute as the draft or later, the newer item comes first.
  const titles = await page.getByTestId('admin-news-item').getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.indexOf(published)).toBeLessThan(titles.indexOf(draft));
  await expect(publicCard(visitor.page, published)).toBeVisible();
  await expect(publicCard(visitor.page, draft)).toHaveCount(0);

  // Editing loads the item's HTML; publishing it as a featured update shows it to the visitor.
  await item.getByRole('button', { name: `Edit ${draft}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit News' });
  await expect(dialog.getByLabel('Title')).toHaveValue(draft);
  await expect(dialog.getByRole('textbox', { name: 'Content' }).locator('strong')).toHaveText('Bring your badge.');
  const renamed = `${draft} (updated)`;
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByLabel('Author').fill('Programme Committee');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Update' }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await dialog.getByRole('switch', { name: 'Featured' }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  const edited = adminItem(page, renamed);
  await expect(edited.getByTestId('news-status')).toHaveText('Published');
  await expect(edited.getByTestId('featured-badge')).toHaveText('Featured');
  await expect(edited.getByTestId('news-meta')).toContainText('Update · By Programme Committee · ');
  const visitorCard = publicCard(visitor.page, renamed);
  await expect(visitorCard).toBeVisible();
  await expect(visitorCard).toHaveAttribute('data-featured', 'true');
  await visitorCard.getByRole('button', { name: 'Read full article' }).click();
  const article = visitor.page.getByRole('dialog', { name: renamed });
  await expect(article.locator('strong')).toHaveText('Bring your badge.');
  await visitor.page.keyboard.press('Escape');
  await expect(article).toBeHidden();

  // Delete asks first; Cancel keeps the item.
  await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete news item?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(edited).toHaveCount(0);
  await expect(visitorCard).toHaveCount(0);
  await expect(publicCard(visitor.page, published)).toBeVisible();

  expect(visitorLoads()).toBe(0);
  const stillPublic = ((await (await request.get('/public/news')).json()) as { news: { id: number; title: string }[] }).news;
  await (await adminApi(request)).deleteNews(stillPublic.find((n) => n.title === published)!.id);
  console.expectNone();
  visitorConsole.expectNone();
  await visitor.context.close();
});

// The form's own checks are component tests (news-tab.test.tsx); this is the server's check of the same fields.
test('the server refuses an item without title and content, naming each field', async ({ request }) => {
  const res = await request.post('/api/admin/news', { headers: await adminHeaders(request), data: { title: ' ', content: '' } });
  expect(res.status()).toBe(400);
  const fields = ((await res.json()).detail as { loc: string[] }[]).map((issue) => issue.loc.at(-1));
  expect(fields).toEqual(expect.arrayContaining(['title', 'content']));
});

test('script and event handlers in content are stripped and never run', async ({ page, request }) => {
  const admin = await adminApi(request);
  const title = unique('Hostile news');
  const created = (await admin.createNews({
    title,
    content: '<p>Safe words.</p><img src=x onerror="window.__xss = 1; alert(1)"><script>window.__xss = 2; alert(2)</script>',
    status: 'published',
  })) as { id: number; content: string };
  try {
    expect(created.content).not.toMatch(/onerror|<script|alert/);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const console = watchConsole(page);

    await page.goto('/news');
    await publicCard(page, title).getByRole('button', { name: 'Read full article' }).click();
    const article = page.getByRole('dialog', { name: title });
    await expect(article).toContainText('Safe words.');
    await expect(article.locator('script, [onerror]')).toHaveCount(0);

    await openNewsTab(page);
    await adminItem(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit News' }).getByRole('textbox', { name: 'Content' });
    await expect(editor).toContainText('Safe words.');
    await expect(editor.locator('script, [onerror]')).toHaveCount(0);

    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // The hostile image's address ('x') names no page: the browser logs its 404, and nothing else.
    console.expectNone([/status of 404/]);
  } finally {
    await admin.deleteNews(created.id);
  }
});

test('two admins see each other’s news changes live, and failures tell the server’s reason', async ({ page, browser, request }) => {
  const console = watchConsole(page);
  await openNewsTab(page);
  const other = await secondPage(browser);
  const otherConsole = watchConsole(other.page);
  await openNewsTab(other.page);
  const navigations = countNavigations(page);

  const title = unique('Shared news');
  await page.getByRole('button', { name: 'Add News' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add News' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Seen by both admins.');
  await dialog.getByRole('button', { name: 'Add News' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminItem(other.page, title).getByTestId('news-status')).toHaveText('Draft');

  // The second admin edits; the first sees the new title.
  const renamed = `${title} (edited)`;
  await adminItem(other.page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const otherDialog = other.page.getByRole('dialog', { name: 'Edit News' });
  await otherDialog.getByLabel('Title').fill(renamed);
  await otherDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(otherDialog).toBeHidden();
  await expect(adminItem(page, renamed)).toBeVisible();

  // The first admin has the editor open while the item is deleted elsewhere: saving says why it failed.
  const item = adminItem(page, renamed);
  await item.getByRole('button', { name: `Edit ${renamed}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit News' });
  await expect(dialog.getByLabel('Title')).toHaveValue(renamed);
  await adminItem(other.page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await other.page.getByRole('dialog', { name: 'Delete news item?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(adminItem(other.page, renamed)).toHaveCount(0);
  await expect(item).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update news' })).toHaveText(/^Failed to update news: \S.*/);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The same for a delete confirmed after someone else deleted the item.
  const doomed = unique('Doomed news');
  const { id } = await (await adminApi(request)).createNews({ title: doomed, content: '<p>Short-lived.</p>' });
  await adminItem(page, doomed)
    .getByRole('button', { name: `Delete ${doomed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete news item?' });
  await expect(confirm).toBeVisible();
  await (await adminApi(request)).deleteNews(id);
  await expect(adminItem(page, doomed)).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to delete news' })).toHaveText(/^Failed to delete news: \S.*/);

  // A validation list from the server is shown line by line (the server never sends one for a form that passed
  // the client's checks, so this answer is made up).
  await page.route('**/api/admin/news', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            detail: [
              { loc: ['body', 'title'], msg: 'title is too long', type: 'value_error' },
              { loc: ['body', 'author'], msg: 'author must not be empty', type: 'value_error' },
            ],
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Add News' }).click();
  dialog = page.getByRole('dialog', { name: 'Add News' });
  await dialog.getByLabel('Title').fill(unique('Refused news'));
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Never stored.');
  await dialog.getByRole('button', { name: 'Add News' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Failed to publish news' });
  await expect(refused).toBeVisible();
  expect((await refused.innerText()).trim()).toBe('Failed to publish news:\ntitle: title is too long\nauthor: author must not be empty');
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/admin/news');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(navigations()).toBe(0);
  console.expectNone([NOT_FOUND, /status of 400/, FAILED_RESOURCE]);
  otherConsole.expectNone();
  await other.context.close();
});

test('the news tab and its dialog are accessible at phone and desktop width', async ({ page }) => {
  const console = watchConsole(page);
  await openNewsTab(page);
  // The tab itself is the WCAG audit's (wcag-audit-signed-in.spec.ts, at both widths); its dialogs are checked here.
  await expect(page.getByTestId('admin-news-item').first()).toBeVisible();
  await page.setViewportSize({ width: 375, height: 900 });
  await screenshotToLookAt(page, 'news-tab-375.png');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(page, 'news-tab-1280.png');

  await page.getByRole('button', { name: 'Add News' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add News' });
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Text with a ');
  await dialog.getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByLabel('Link address').fill('example.org');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Content' }).getByRole('link', { name: 'example.org', exact: true })).toHaveAttribute(
    'href',
    'https://example.org/',
  );
  await expect(dialog.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog).toBeVisible();

  await expectAccessible(page, () => expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible());
  await page.setViewportSize({ width: 375, height: 900 });
  await screenshotToLookAt(page, 'news-dialog-375.png');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(page, 'news-dialog-1280.png');
  console.expectNone();
});
