// The admin's 'Sponsors' tab against the real backend: add, edit and delete with the form's required fields and URL and
// number rules, the server's words for its refusals, and two admins seeing each other's changes live. How the tab shows
// the refusals, and a broken logo falling back to the placeholder, are component tests (sponsors-tab.test.tsx).
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, adminHeaders, secondPage, signIn } from './helpers';
import { countNavigations, expectAccessible, unique, watchConsole } from './page-checks';

// Each test walks a whole admin flow (sign-in, the lazy admin chunk, several dialogs, often a second browser context,
// six axe runs in the last): more than the suite's default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const LOGO = '/images/demo/elra.svg';

async function sponsorsApi(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  return {
    async remove(id: number) {
      expect((await request.delete(`/api/admin/sponsors/${id}`, { headers })).ok()).toBe(true);
    },
    /** Cleans up sponsors a test made through the page (their ids are not known to the test). */
    async removeNamed(name: string) {
      const all = (await (await request.get('/api/admin/sponsors', { headers })).json()) as { id: number; name: string }[];
      for (const s of all.filter((s) => s.name === name)) await this.remove(s.id);
    },
  };
}

async function openSponsorsTab(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=sponsors');
  // The admin area is a lazy chunk of its own; on a busy machine it takes a while on first load.
  await expect(page.getByRole('heading', { level: 2, name: 'Sponsors' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('admin-sponsor').first()).toBeVisible();
  await expect(page.getByLabel('Live updates connected')).toBeAttached();
}

const card = (page: Page, name: string) => page.getByTestId('admin-sponsor').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const snackbar = (page: Page) => page.getByRole('status').filter({ hasText: /^Sponsor '/ });

async function chooseTier(page: Page, dialog: ReturnType<Page['getByRole']>, tier: string) {
  await dialog.getByRole('combobox', { name: 'Tier' }).click();
  await page.getByRole('option', { name: tier, exact: true }).click();
}

test('an admin adds, edits and deletes a sponsor; the form checks every field first', async ({ page }) => {
  const console = watchConsole(page);
  await openSponsorsTab(page);
  const name = unique('Lexitech');

  await page.getByRole('button', { name: 'Add Sponsor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sponsor' });
  await expect(dialog.getByRole('combobox', { name: 'Tier' })).toHaveText('Gold');
  const contribution = dialog.getByRole('spinbutton', { name: 'Contribution' });
  await expect(contribution).toHaveAttribute('min', '0');
  await expect(contribution).toHaveAttribute('step', '100');

  // Nothing is sent until every field is there and right.
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/admin/sponsors') && posts++);
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const text of ['Name is required', 'Description is required', 'Website is required', 'Logo URL is required', 'Contribution is required']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Terminology tools for public bodies.');
  await dialog.getByLabel('Website').fill('not a website');
  await dialog.getByLabel('Logo URL').fill('logo.png');
  await contribution.fill('-100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Website must be a URL')).toBeVisible();
  await expect(dialog.getByText('Logo URL must be a URL')).toBeVisible();
  await expect(dialog.getByText('Contribution must be a whole amount, at least 0')).toBeVisible();
  expect(posts).toBe(0);

  await dialog.getByLabel('Website').fill('https://lexitech.example.org');
  await dialog.getByLabel('Logo URL').fill(LOGO);
  await contribution.fill('25000');
  await chooseTier(page, dialog, 'Platinum');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toHaveText(`Sponsor '${name}' added.`);

  const added = card(page, name);
  await expect(added.getByRole('img', { name: `${name} logo` })).toHaveAttribute('src', LOGO);
  await expect(added.getByTestId('tier-badge')).toHaveText('Platinum');
  await expect(added).toContainText('Terminology tools for public bodies.');
  await expect(added.getByRole('link', { name: 'https://lexitech.example.org' })).toHaveAttribute('href', 'https://lexitech.example.org');
  await expect(added.getByTestId('contribution')).toHaveText('Contribution: €25,000');

  await added.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sponsor' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByLabel('Website')).toHaveValue('https://lexitech.example.org');
  await expect(edit.getByRole('combobox', { name: 'Tier' })).toHaveText('Platinum');
  await expect(edit.getByRole('spinbutton', { name: 'Contribution' })).toHaveValue('25000');
  await chooseTier(page, edit, 'Bronze');
  await edit.getByRole('spinbutton', { name: 'Contribution' }).fill('1500');
  await edit.getByLabel('Website').fill('lexitech.example.org');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(snackbar(page)).toHaveText(`Sponsor '${name}' updated.`);
  await expect(added.getByTestId('tier-badge')).toHaveText('Bronze');
  await expect(added.getByTestId('contribution')).toHaveText('Contribution: €1,500');
  // A website without its scheme is linked as https://.
  await expect(added.getByRole('link', { name: 'lexitech.example.org' })).toHaveAttribute('href', 'https://lexitech.example.org');

  await added.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete sponsor?' });
  await expect(confirm).toContainText(`Delete ${name}? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page)).toHaveText(`Sponsor '${name}' deleted.`);
  await expect(added).toHaveCount(0);
  console.expectNone();
});

test("a sponsor one admin adds, edits and deletes shows in another admin's open tab without a reload", async ({ page, browser, request }) => {
  const console = watchConsole(page);
  await openSponsorsTab(page);
  const navigations = countNavigations(page);
  const other = await secondPage(browser);
  const name = unique('Live Sponsor');
  try {
    const otherConsole = watchConsole(other.page);
    await openSponsorsTab(other.page);
    await other.page.getByRole('button', { name: 'Add Sponsor' }).click();
    const dialog = other.page.getByRole('dialog', { name: 'Add Sponsor' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Arrived live.');
    await dialog.getByLabel('Website').fill('https://live.example.org');
    await dialog.getByLabel('Logo URL').fill(LOGO);
    await dialog.getByRole('spinbutton', { name: 'Contribution' }).fill('10000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const seen = card(page, name);
    await expect(seen.getByTestId('tier-badge')).toHaveText('Gold');
    await expect(seen.getByTestId('contribution')).toHaveText('Contribution: €10,000');
    await expect(seen).toContainText('Arrived live.');

    await card(other.page, name).getByRole('button', { name: 'Edit' }).click();
    const edit = other.page.getByRole('dialog', { name: 'Edit Sponsor' });
    await edit.getByLabel('Description').fill('Changed live.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(seen).toContainText('Changed live.');

    await card(other.page, name).getByRole('button', { name: 'Delete' }).click();
    await other.page.getByRole('dialog', { name: 'Delete sponsor?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(seen).toHaveCount(0);
    expect(navigations()).toBe(0);
    otherConsole.expectNone();
    console.expectNone();
  } finally {
    await other.context.close();
    await (await sponsorsApi(request)).removeNamed(name);
  }
});

// How the tab shows these refusals is a component test (sponsors-tab.test.tsx); here, the server's own words for them.
test('the server words its refusals: each bad field with its rule, and a sponsor deleted meanwhile', async ({ request }) => {
  const headers = await adminHeaders(request);
  const sponsor = { name: unique('Refused Sponsor'), description: 'Kept after a refusal.', website: 'https://refused.example.org', logo_url: LOGO };
  const refused = await request.post('/api/admin/sponsors', { headers, data: { ...sponsor, tier: 'diamond', contribution: 12.5 } });
  expect(refused.status()).toBe(400);
  const issues = ((await refused.json()).detail as { loc: string[]; msg: string }[]).map((issue) => `${issue.loc.at(-1)}: ${issue.msg}`);
  expect(issues).toEqual(
    expect.arrayContaining(['tier: tier must be one of platinum, gold, silver, bronze, partner', 'contribution: contribution must be a whole number']),
  );

  const created = await request.post('/api/admin/sponsors', { headers, data: { ...sponsor, tier: 'silver', contribution: 5000 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await (await sponsorsApi(request)).remove(id);
  for (const gone of [
    await request.put(`/api/admin/sponsors/${id}`, { headers, data: { description: 'Typed before the save.' } }),
    await request.delete(`/api/admin/sponsors/${id}`, { headers }),
  ]) {
    expect(gone.status()).toBe(404);
    expect((await gone.json()).detail).toMatch(/^(Sponsor )?not found$/i);
  }
});

test('the tab and its dialog have no serious accessibility violation at phone and desktop width', async ({ page }) => {
  const console = watchConsole(page);
  await openSponsorsTab(page);
  // The tab itself is the WCAG audit's (wcag-audit-signed-in.spec.ts, at both widths); its dialogs are checked here.
  await expect(page.getByTestId('admin-sponsor').first()).toBeVisible();
  await page.getByTestId('admin-sponsor').first().getByRole('button', { name: 'Edit' }).click();
  await expectAccessible(page, () => expect(page.getByRole('dialog', { name: 'Edit Sponsor' })).toBeVisible());
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Sponsor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sponsor' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectAccessible(page, () => expect(dialog.getByText('Name is required')).toBeVisible());
  console.expectNone();
});
