// The admin's stat cards and 'Users' tab against the real backend: registrations and payments arrive live, the
// lists are searched, users are promoted, edited and deleted. That the admin cannot remove their own account or access,
// and how the server's refusals are shown, are component tests (users-tab.test.tsx); the server's rules are backend
// tests (backend/test/admin-users.e2e-spec.ts).
import { expect, test, type Page } from './fixtures';
import { ADMIN, adminHeaders, apiLogin, apiRegister, secondPage, signInThroughForm } from './helpers';
import { countNavigations, expectAccessible, screenshotToLookAt, unique, watchConsole } from './page-checks';

// Generous: the tests make many requests and run on shared, sometimes busy machines.
test.describe.configure({ timeout: 60_000 });

const CONFLICT = /Failed to load resource: the server responded with a status of 409/;

async function openUsersTab(page: Page) {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  // An admin lands on /admin, whose first tab is Users. The first load fetches the admin code, which a busy
  // machine may take a while to serve.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible({ timeout: 15_000 });
  await expect(listTab(page, 'Users')).toBeVisible({ timeout: 15_000 });
}

/** The sub-tab 'Users (12)' or 'Speakers (3)'. */
const listTab = (page: Page, list: 'Users' | 'Speakers') => page.getByRole('tab', { name: new RegExp(`^${list} \\(\\d+\\)$`) });

async function listCount(page: Page, list: 'Users' | 'Speakers') {
  const text = (await listTab(page, list).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

const row = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

const stat = (page: Page, label: string) => page.getByRole('group', { name: label }).getByTestId('stat-value');

async function statValue(page: Page, label: string) {
  await expect(stat(page, label)).toHaveText(/^\d[\d,]*$/);
  return Number((await stat(page, label).textContent())?.replace(/,/g, ''));
}

/** The console's notice: a success is a polite status message, a failure an alert. */
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /user|speaker/i });
const refused = (page: Page) => page.getByRole('alert').filter({ hasText: /user|speaker/i });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(text);
}

test('a registration shows live in the count, the list and the stat cards; the lists are searched by name or email', async ({ page, request }) => {
  const console = watchConsole(page);
  await openUsersTab(page);
  const navigations = countNavigations(page);
  const users = await listCount(page, 'Users');
  const totalUsers = await statValue(page, 'Total Users');

  const name = unique('Grace Searchable');
  const { email } = await apiRegister(request, name);
  await expect(listTab(page, 'Users')).toHaveText(`Users (${users + 1})`);
  await expect(stat(page, 'Total Users')).toHaveText(String(totalUsers + 1));
  const added = row(page, email);
  await expect(added.getByRole('rowheader')).toHaveText(name);
  await expect(added.getByTestId('user-status')).toHaveText('Active');
  await expect(added.getByTestId('user-role')).toHaveText('User');

  // By name, ignoring case: only that row is left.
  await search(page, name.toUpperCase());
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(added).toBeVisible();
  // By part of the e-mail.
  await search(page, email.split('@')[0]);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(added).toBeVisible();
  await search(page, 'nobody-matches-this-zzz');
  await expect(page.getByTestId('user-row')).toHaveCount(0);
  await expect(page.getByText("No users match 'nobody-matches-this-zzz'.")).toBeVisible();
  // The counts stay those of the whole lists.
  await expect(listTab(page, 'Users')).toHaveText(`Users (${users + 1})`);

  expect(navigations()).toBe(0);
  console.expectNone();
});

test('a paid ticket raises Total Registrations live', async ({ page, request }) => {
  const console = watchConsole(page);
  await openUsersTab(page);
  await expect(page.getByRole('group', { name: 'Total Registrations' })).toContainText('Paid tickets');
  const navigations = countNavigations(page);
  const before = await statValue(page, 'Total Registrations');

  const person = await apiRegister(request, unique('Paying Person'));
  const token = await apiLogin(request, person.email, person.password);
  const paid = await request.post('/api/payment/process', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(paid.ok()).toBe(true);
  expect((await paid.json()).payment_status).toBe('paid');

  await expect(stat(page, 'Total Registrations')).toHaveText(String(before + 1));
  expect(navigations()).toBe(0);
  console.expectNone();
});

test('promoting moves the user to the Speakers list at once, and another admin sees it live', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  await openUsersTab(page);
  const other = await secondPage(browser);
  const otherConsole = watchConsole(other.page);
  await openUsersTab(other.page);
  const navigations = countNavigations(page);

  const name = unique('Promoted Person');
  const { email } = await apiRegister(request, name);
  await expect(row(page, email)).toBeVisible();
  await expect(row(other.page, email)).toBeVisible();
  const speakers = await listCount(page, 'Speakers');

  await row(page, email)
    .getByRole('button', { name: `Promote to Speaker: ${name}` })
    .click();
  await expect(row(page, email)).toHaveCount(0);
  await expect(listTab(page, 'Speakers')).toHaveText(`Speakers (${speakers + 1})`);
  await expect(saved(page)).toHaveText(`${name} is now a speaker.`);
  await listTab(page, 'Speakers').click();
  await expect(row(page, email).getByTestId('user-role')).toHaveText('Speaker');
  // A speaker is not offered a promotion.
  await expect(row(page, email).getByRole('button', { name: /Promote to Speaker/ })).toHaveCount(0);

  // The other admin's Users list loses the row without a reload.
  await expect(row(other.page, email)).toHaveCount(0);
  await listTab(other.page, 'Speakers').click();
  await expect(row(other.page, email).getByTestId('user-role')).toHaveText('Speaker');

  // Someone else promotes the user while this admin clicks: the server refuses, the admin is told why.
  const late = await apiRegister(request, unique('Twice Promoted'));
  await listTab(page, 'Users').click();
  await expect(row(page, late.email)).toBeVisible();
  await page.route('**/api/admin/users/*/promote', async (route) => {
    const res = await request.post(new URL(route.request().url()).pathname, { headers: await adminHeaders(request) });
    expect(res.ok()).toBe(true);
    await route.continue();
  });
  await row(page, late.email)
    .getByRole('button', { name: /^Promote to Speaker/ })
    .click();
  await expect(refused(page)).toHaveText(`Failed to promote user: ${late.email} is already a speaker`);
  await expect(row(page, late.email)).toHaveCount(0);
  await page.unroute('**/api/admin/users/*/promote');

  expect(navigations()).toBe(0);
  console.expectNone([CONFLICT]);
  otherConsole.expectNone();
  await other.context.close();
});

test('editing changes the row, and deleting asks first and removes it', async ({ page, request }) => {
  const console = watchConsole(page);
  await openUsersTab(page);
  const { email } = await apiRegister(request, unique('Edited Person'));
  const target = row(page, email);
  await expect(target).toBeVisible();

  const renamed = unique('Renamed Person');
  await target.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('Full name').fill(renamed);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(saved(page)).toHaveText(`User ${renamed} updated.`);
  await expect(target.getByRole('rowheader')).toHaveText(renamed);
  await expect(target.getByTestId('user-role')).toHaveText('Admin');
  await expect(target.getByTestId('user-status')).toHaveText('Inactive');

  // An empty name is caught before anything is sent.
  await target.getByRole('button', { name: `Edit ${renamed}` }).click();
  await dialog.getByLabel('Full name').fill('  ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete names the user and waits for the confirmation; Cancel keeps the row.
  await target.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user?' });
  await expect(confirm).toContainText(`Delete ${renamed} (${email})? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(target).toBeVisible();
  await target.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(target).toHaveCount(0);
  await expect(saved(page)).toHaveText(`User ${renamed} deleted.`);
  console.expectNone();
});

test('the users tab and stat cards are accessible at phone and desktop width', async ({ page, request }) => {
  test.setTimeout(120_000); // six axe runs
  const console = watchConsole(page);
  const person = await apiRegister(request, unique('Axe Person'));
  await openUsersTab(page);
  const ready = async () => {
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expect(stat(page, 'Total Users')).toHaveText(/^\d/);
  };
  await expectAccessible(page, ready);
  // At phone width each user is a card in a list, with the same actions.
  await page.setViewportSize({ width: 375, height: 900 });
  const cards = page.getByRole('list', { name: 'Users' });
  await expect(
    cards
      .getByRole('listitem')
      .filter({ hasText: person.email })
      .getByRole('button', { name: `Delete ${person.full_name}` }),
  ).toBeVisible();
  await expect(
    cards
      .getByRole('listitem')
      .filter({ hasText: ADMIN.email })
      .getByRole('button', { name: /^Edit / }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotToLookAt(page, 'admin-users-375.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(page, 'admin-users-1280.png', { fullPage: true });

  await listTab(page, 'Speakers').click();
  await expectAccessible(page, async () => {
    await expect(page.getByTestId('user-row').first().or(page.getByText('No speakers yet'))).toBeVisible();
  });
  await listTab(page, 'Users').click();
  await row(page, ADMIN.email)
    .getByRole('button', { name: /^Edit / })
    .click();
  await expectAccessible(page, () => expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible());
  console.expectNone();
});
