// The admin's 'Activity' tab (the audit trail) against the real backend: an admin change appears live with who made
// it, the trail is filtered by what was changed, an update shows its fields before and after, and older entries load
// a page at a time.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, adminHeaders, apiRegister, signInThroughForm } from './helpers';
import { countNavigations, expectAccessible, screenshotToLookAt, unique, watchConsole } from './page-checks';

// Generous: the tests make many requests and run on shared, sometimes busy machines.
test.describe.configure({ timeout: 60_000 });

async function adminCalls(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  async function call(method: 'post' | 'put' | 'delete', url: string, data?: object) {
    const res = await request[method](url, { headers, data });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? null : await res.json();
  }
  const sponsor = (name: string, contribution = 1000) => ({
    name,
    description: `${name} supports the conference.`,
    website: 'https://sponsor.example.org',
    logo_url: 'https://sponsor.example.org/logo.png',
    tier: 'silver',
    contribution,
  });
  return {
    headers,
    createSponsor: (name: string) => call('post', '/api/admin/sponsors', sponsor(name)) as Promise<{ id: number }>,
    updateSponsor: (id: number, name: string, contribution: number) => call('put', `/api/admin/sponsors/${id}`, sponsor(name, contribution)),
    deleteSponsor: (id: number) => call('delete', `/api/admin/sponsors/${id}`),
    userByEmail: async (email: string) => {
      const res = await request.get('/api/admin/users', { headers, params: { search: email } });
      return ((await res.json()) as { id: number; email: string }[]).find((u) => u.email === email)!;
    },
    updateUser: (id: number, data: object) => call('put', `/api/admin/users/${id}`, data),
  };
}

async function openActivityTab(page: Page) {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  // An admin lands on /admin. The first load fetches the admin code, which a busy machine may take a while to serve.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Activity' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\?tab=activity$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  await expect(
    page
      .getByTestId('audit-entry')
      .first()
      .or(page.getByText(/^No changes recorded yet/)),
  ).toBeVisible({ timeout: 15_000 });
}

const entry = (page: Page, summary: string) => page.getByTestId('audit-entry').filter({ hasText: summary });

async function filterBy(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Show changes to' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('an admin change appears live with who made it, and an update shows its fields before and after', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminCalls(request);
  await openActivityTab(page);
  const navigations = countNavigations(page);

  const name = unique('Audited Sponsor');
  const { id } = await admin.createSponsor(name);
  const created = entry(page, `Sponsor '${name}'`);
  await expect(created).toHaveCount(1);
  await expect(created.getByTestId('audit-action')).toHaveText('Create');
  await expect(created.getByTestId('audit-actor')).toHaveText(ADMIN.email);
  // Newest first.
  await expect(page.getByTestId('audit-entry').first()).toContainText(name);

  const renamed = `${name} Renamed`;
  await admin.updateSponsor(id, renamed, 2500);
  const updated = entry(page, `Sponsor '${renamed}'`);
  await expect(updated.getByTestId('audit-action')).toHaveText('Update');
  await expect(page.getByTestId('audit-entry').first()).toContainText(renamed);
  const toggle = updated.getByRole('button', { name: /Show changes \(\d+ fields?\)/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(updated.getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
  const nameChange = updated.getByTestId('audit-change').filter({ has: page.getByRole('rowheader', { name: 'name', exact: true }) });
  await expect(nameChange.getByRole('cell').nth(0)).toHaveText(name);
  await expect(nameChange.getByRole('cell').nth(1)).toHaveText(renamed);
  const contribution = updated.getByTestId('audit-change').filter({ has: page.getByRole('rowheader', { name: 'contribution', exact: true }) });
  await expect(contribution.getByRole('cell')).toHaveText(['1000', '2500']);
  // Fields that did not change are not listed.
  await expect(updated.getByRole('rowheader', { name: 'tier', exact: true })).toHaveCount(0);

  await admin.deleteSponsor(id);
  await expect(page.getByTestId('audit-entry').first().getByTestId('audit-action')).toHaveText('Delete');
  await expect(page.getByTestId('audit-entry').first()).toContainText(renamed);

  expect(navigations()).toBe(0);
  console.expectNone();
});

test('the trail is filtered by what was changed, and older entries load a page at a time', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminCalls(request);
  const name = unique('Filtered Sponsor');
  const { id } = await admin.createSponsor(name);
  // More sponsor changes than one page holds (25).
  for (let i = 1; i <= 26; i++) await admin.updateSponsor(id, name, 1000 + i * 100);
  const person = await apiRegister(request, unique('Audited Person'));
  const user = await admin.userByEmail(person.email);
  await admin.updateUser(user.id, { full_name: `${person.full_name} Edited` });

  await openActivityTab(page);
  await expect(entry(page, `User ${person.email}`)).toBeVisible();

  await filterBy(page, 'Users');
  await expect(entry(page, `User ${person.email}`)).toBeVisible();
  await expect(entry(page, `Sponsor '${name}'`)).toHaveCount(0);
  await expect(page.getByTestId('audit-summary').filter({ hasNotText: /^User / })).toHaveCount(0);

  await filterBy(page, 'Sponsors');
  await expect(entry(page, `Sponsor '${name}'`).first()).toBeVisible();
  await expect(entry(page, `User ${person.email}`)).toHaveCount(0);
  await expect(page.getByTestId('audit-entry')).toHaveCount(25);
  const count = await entry(page, `Sponsor '${name}'`).count();
  expect(count).toBe(25);
  // The create and the first update are on the next page.
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(entry(page, `Sponsor '${name}'`)).toHaveCount(27);
  await expect(entry(page, `Sponsor '${name}'`).last().getByTestId('audit-action')).toHaveText('Create');

  // A change while older pages are open arrives at the top; the pages already loaded stay.
  await admin.deleteSponsor(id);
  await expect(page.getByTestId('audit-entry').first().getByTestId('audit-action')).toHaveText('Delete');
  await expect(entry(page, `Sponsor '${name}'`)).toHaveCount(28);

  await filterBy(page, 'Everything');
  await expect(entry(page, `User ${person.email}`)).toBeVisible();
  console.expectNone();
});

test('the activity tab is accessible at phone and desktop width', async ({ page, request }) => {
  test.setTimeout(120_000); // four axe runs
  const console = watchConsole(page);
  const admin = await adminCalls(request);
  const name = unique('Axe Sponsor');
  const { id } = await admin.createSponsor(name);
  await admin.updateSponsor(id, name, 4200);
  await openActivityTab(page);
  const updated = entry(page, `Sponsor '${name}'`).filter({ has: page.getByText('Update', { exact: true }) });
  await updated.getByRole('button', { name: /Show changes/ }).click();
  await expectAccessible(page, () => expect(updated.getByRole('rowheader', { name: 'contribution' })).toBeVisible());
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotToLookAt(page, 'admin-activity-375.png');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(page, 'admin-activity-1280.png');

  await page.getByRole('combobox', { name: 'Show changes to' }).click();
  await expectAccessible(page, () => expect(page.getByRole('option', { name: 'Sponsors' })).toBeVisible());
  await page.keyboard.press('Escape');
  await admin.deleteSponsor(id);
  console.expectNone();
});
