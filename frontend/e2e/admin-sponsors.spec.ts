// The admin's 'Sponsors' tab against the real backend: add, edit and delete with the form's required fields and URL and
// number rules, the server's refusals, a broken logo falling back to the placeholder, and two admins seeing each
// other's changes live.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, adminHeaders, secondPage, signInThroughForm } from './helpers';
import { countNavigations, expectAccessible, unique, watchConsole } from './page-checks';

// Each test walks a whole admin flow (sign-in, the lazy admin chunk, several dialogs, often a second browser context,
// six axe runs in the last): more than the suite's default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const NOT_FOUND = /Failed to load resource: the server responded with a status of 404/;
const REFUSED = /Failed to load resource: the server responded with a status of 400/;
const LOGO = '/images/demo/elra.svg';

async function sponsorsApi(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  return {
    async create(data: object): Promise<{ id: number }> {
      const res = await request.post('/api/admin/sponsors', { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return res.json();
    },
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

const sponsorData = (name: string, extra: object = {}) => ({
  name,
  description: `${name} builds speech technology.`,
  website: 'https://speech.example.org',
  logo_url: LOGO,
  tier: 'silver',
  contribution: 5000,
  ...extra,
});

async function openSponsorsTab(page: Page) {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin?tab=sponsors');
  // The admin area is a lazy chunk of its own; on a busy machine it takes a while on first load.
  await expect(page.getByRole('heading', { level: 2, name: 'Sponsors' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('admin-sponsor').first()).toBeVisible();
  await expect(page.getByLabel('Live updates connected')).toBeAttached();
}

const card = (page: Page, name: string) => page.getByTestId('admin-sponsor').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const snackbar = (page: Page) => page.getByRole('alert').filter({ hasText: /sponsor/i });

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

test('a logo that fails to load is replaced by the placeholder', async ({ page, request }) => {
  const console = watchConsole(page);
  const sponsors = await sponsorsApi(request);
  const name = unique('Broken Logo Co');
  // Answered here, never fetched from outside: the bytes are no image, so the browser cannot draw it.
  await page.route('https://logos.example.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: 'not a png' }));
  const { id } = await sponsors.create(sponsorData(name, { logo_url: 'https://logos.example.org/broken.png' }));
  try {
    await openSponsorsTab(page);
    const logo = card(page, name).getByRole('img', { name: `${name} logo` });
    await expect(logo).toHaveAttribute('src', /\/placeholders\/sponsor-logo\.svg$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    console.expectNone();
  } finally {
    await sponsors.remove(id);
  }
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

test('server refusals are shown as the spec words them, with the server detail', async ({ page, request }) => {
  const console = watchConsole(page);
  const sponsors = await sponsorsApi(request);
  await openSponsorsTab(page);

  // A validation list, line by line as 'field: message' (the request is altered on its way, past the form's checks).
  await page.route('**/api/admin/sponsors', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), tier: 'diamond', contribution: 12.5 }) });
  });
  const name = unique('Refused Sponsor');
  await page.getByRole('button', { name: 'Add Sponsor' }).click();
  const add = page.getByRole('dialog', { name: 'Add Sponsor' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Description').fill('Kept after a refusal.');
  await add.getByLabel('Website').fill('https://refused.example.org');
  await add.getByLabel('Logo URL').fill(LOGO);
  await add.getByRole('spinbutton', { name: 'Contribution' }).fill('1200');
  await add.getByRole('button', { name: 'Save' }).click();
  const failure = add.getByRole('alert');
  await expect(failure).toContainText('Failed to add sponsor:');
  await expect(failure).toContainText('tier: tier must be one of platinum, gold, silver, bronze, partner');
  await expect(failure).toContainText('contribution: contribution must be a whole number');
  await expect(add.getByLabel('Description')).toHaveValue('Kept after a refusal.');
  await page.unroute('**/api/admin/sponsors');
  await add.getByRole('button', { name: 'Cancel' }).click();

  // Edited or deleted after another admin deleted it: the server's reason.
  const gone = unique('Gone Sponsor');
  const { id } = await sponsors.create(sponsorData(gone));
  await card(page, gone).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sponsor' });
  await edit.getByLabel('Description').fill('Typed before the save.');
  await sponsors.remove(id);
  await expect(card(page, gone)).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toHaveText(/^Failed to update sponsor: (Sponsor )?not found$/i);
  await expect(edit.getByLabel('Description')).toHaveValue('Typed before the save.');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  const twice = unique('Twice Sponsor');
  const second = await sponsors.create(sponsorData(twice));
  await card(page, twice).getByRole('button', { name: 'Delete' }).click();
  await sponsors.remove(second.id);
  await page.getByRole('dialog', { name: 'Delete sponsor?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page)).toHaveText(/^Failed to delete sponsor: (Sponsor )?not found$/i);
  console.expectNone([NOT_FOUND, REFUSED]);
});

test('the tab and its dialog have no serious accessibility violation at phone and desktop width', async ({ page }) => {
  const console = watchConsole(page);
  await openSponsorsTab(page);
  await expectAccessible(page, () => expect(page.getByTestId('admin-sponsor').first()).toBeVisible());
  await page.getByTestId('admin-sponsor').first().getByRole('button', { name: 'Edit' }).click();
  await expectAccessible(page, () => expect(page.getByRole('dialog', { name: 'Edit Sponsor' })).toBeVisible());
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Sponsor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sponsor' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectAccessible(page, () => expect(dialog.getByText('Name is required')).toBeVisible());
  console.expectNone();
});
