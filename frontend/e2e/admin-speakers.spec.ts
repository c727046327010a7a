// The admin's 'Speakers' tab against the real backend: add, edit, search, filter and delete; the form's own checks and
// the server's words for its refusals (how the tab shows them: speakers-tab.test.tsx); photo upload once a speaker
// exists; visibility reaching the public page and other admins live.
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, adminHeaders, secondPage, signIn } from './helpers';
import { adminApi, countNavigations, expectAccessible, unique, watchConsole } from './page-checks';

// Each test walks a whole admin flow (sign-in, the lazy admin chunk, several dialogs, often a second browser context,
// six axe runs in the last): more than the suite's default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const NOT_FOUND = /Failed to load resource: the server responded with a status of 404/;
const REFUSED = /Failed to load resource: the server responded with a status of (400|415)/;

/** A real PNG (solid colour, 8-bit RGB) built byte by byte, so the server's decoder has something genuine to read. */
function pngImage(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crc32 = (bytes: Buffer) => {
    let crc = ~0;
    for (const byte of bytes) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
    return ~crc >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function openSpeakersTab(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=speakers');
  // The admin area is a lazy chunk of its own; on a busy machine it takes a while on first load.
  await expect(page.getByRole('heading', { level: 2, name: 'Speakers' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('admin-speaker').first()).toBeVisible();
  await expect(page.getByLabel('Live updates connected')).toBeAttached();
}

/** Cleans up speakers a test made through the page (their ids are not known to the test). */
async function deleteSpeakersNamed(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request);
  const all = (await (await request.get('/api/admin/speakers', { headers })).json()) as { id: number; name: string }[];
  for (const s of all.filter((s) => s.name === name)) expect((await request.delete(`/api/admin/speakers/${s.id}`, { headers })).ok()).toBe(true);
}

const card = (page: Page, name: string) => page.getByTestId('admin-speaker').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const snackbar = (page: Page) => page.getByRole('status').filter({ hasText: /^Speaker '/ });

test('an admin adds, searches, filters, edits and deletes a speaker', async ({ page }) => {
  const console = watchConsole(page);
  await openSpeakersTab(page);
  const name = unique('Ada Admin');
  const company = unique('Corpus Works');

  await page.getByRole('button', { name: 'Add Speaker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Speaker' });
  await expect(dialog.getByText('Save speaker first to upload photo')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload Photo' })).toHaveCount(0);
  await expect(dialog.getByRole('switch', { name: 'Display on public site' })).toBeChecked();

  // The form's own checks: nothing is sent until the name is there and LinkedIn is a URL.
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/admin/speakers') && posts++);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Title', { exact: true }).fill('Head of Terminology');
  await dialog.getByLabel('Company').fill(company);
  await dialog.getByLabel('Short bio').fill('Builds glossaries for parliaments.');
  await dialog.getByLabel('Bio', { exact: true }).fill('Ada has built terminology databases for twenty years.');
  await dialog.getByLabel('Talk title').fill('Glossaries that keep up');
  await dialog.getByLabel('Talk abstract').fill('How a parliament keeps its terms current.');
  await dialog.getByLabel('LinkedIn URL').fill('linkedin ada');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('LinkedIn must be a URL')).toBeVisible();
  expect(posts).toBe(0);
  await dialog.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ada-admin');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toHaveText(`Speaker '${name}' added.`);

  const added = card(page, name);
  await expect(added).toContainText('Head of Terminology');
  await expect(added).toContainText(company);
  await expect(added.getByTestId('visibility-badge')).toHaveText('Public');
  await expect(added.getByTestId('short-bio')).toHaveText('Builds glossaries for parliaments.');
  await expect(added).toContainText('Talk: Glossaries that keep up');
  await expect(added.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-admin');
  await expect(added.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('src', /\/placeholders\/speaker\.svg$/);

  // Search by name, company and title (any case), then the visibility filter.
  const search = page.getByLabel('Search speakers');
  await search.fill(company.toUpperCase());
  await expect(page.getByTestId('admin-speaker')).toHaveCount(1);
  await expect(added).toBeVisible();
  await search.fill(name.split(' ')[1]);
  await expect(added).toBeVisible();
  await search.fill('head of terminology');
  await expect(added).toBeVisible();
  await search.fill(`${company} nobody`);
  await expect(page.getByText('No speakers match the search and filter.')).toBeVisible();
  await search.fill(company);
  const visibility = page.getByRole('combobox', { name: 'Visibility' });
  await visibility.click();
  await page.getByRole('option', { name: 'Hidden from Public' }).click();
  await expect(added).toHaveCount(0);
  await visibility.click();
  await page.getByRole('option', { name: 'Public Visible' }).click();
  await expect(added).toBeVisible();

  // Edit: the form holds the saved values; hiding the speaker moves it between the filters.
  await added.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Speaker' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByLabel('LinkedIn URL')).toHaveValue('https://www.linkedin.com/in/ada-admin');
  await edit.getByLabel('Title', { exact: true }).fill('Chief Terminologist');
  await edit.getByRole('switch', { name: 'Display on public site' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(snackbar(page)).toHaveText(`Speaker '${name}' updated.`);
  await expect(added).toHaveCount(0); // filtered out: it is hidden now
  await visibility.click();
  await page.getByRole('option', { name: 'Hidden from Public' }).click();
  await expect(added.getByTestId('visibility-badge')).toHaveText('Hidden');
  await expect(added).toContainText('Chief Terminologist');
  await visibility.click();
  await page.getByRole('option', { name: 'All Speakers' }).click();
  await expect(added).toBeVisible();

  // Delete asks first; Cancel keeps the speaker.
  await added.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete speaker?' });
  await expect(confirm).toContainText(`Delete ${name}? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page)).toHaveText(`Speaker '${name}' deleted.`);
  await expect(added).toHaveCount(0);
  console.expectNone();
});

test('a photo is uploaded once the speaker exists; a non-image is refused and a broken photo shows the placeholder', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminApi(request);
  const name = unique('Photo Speaker');
  const { id } = await admin.createSpeaker({ name, title: 'Phonetician', display_on_public: false });
  try {
    await openSpeakersTab(page);
    const item = card(page, name);
    await item.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Speaker' });
    await expect(dialog.getByText('Save speaker first to upload photo')).toHaveCount(0);
    const input = dialog.getByTestId('speaker-photo-input');
    await expect(input).toHaveAttribute('accept', 'image/*');

    // Refused in the browser: not an image at all.
    let uploads = 0;
    page.on('request', (r) => r.url().endsWith(`/api/admin/speakers/${id}/upload-image`) && uploads++);
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
    await expect(dialog.getByRole('alert')).toHaveText(/^Failed to upload image\. Please try again\.Only image files can be uploaded/);
    expect(uploads).toBe(0);
    // Refused by the server, which reads the content: a text file that claims to be a PNG.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await expect(dialog.getByRole('alert')).toHaveText('Failed to upload image. Please try again.The file is not an image');

    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngImage(8, 8, [30, 90, 160]) });
    await expect(dialog.getByRole('status').filter({ hasText: 'Profile photo' })).toHaveText('Profile photo uploaded successfully!');
    await expect(dialog.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('src', new RegExp(`^/uploads/speakers/${id}-[0-9a-f]+\\.webp$`));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The card follows (the server stores a 400x400 WebP).
    const photo = item.getByRole('img', { name: `Photo of ${name}` });
    await expect(photo).toHaveAttribute('src', new RegExp(`^/uploads/speakers/${id}-[0-9a-f]+\\.webp$`));
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

    // A photo that no longer loads falls back to the placeholder.
    await page.route('**/uploads/speakers/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await expect(item.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('src', /\/placeholders\/speaker\.svg$/);
    console.expectNone([NOT_FOUND, REFUSED]);
  } finally {
    await admin.deleteSpeaker(id);
  }
});

test('hiding a speaker takes it off the open public speakers page at once', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  const admin = await adminApi(request);
  const name = unique('Visible Speaker');
  const { id } = await admin.createSpeaker({ name, title: 'Lexicographer', display_on_public: true });
  const visitor = await secondPage(browser);
  try {
    const visitorConsole = watchConsole(visitor.page);
    await visitor.page.goto('/speakers');
    await expect(visitor.page.getByLabel('Live updates connected')).toBeAttached();
    const publicCard = visitor.page.getByTestId('speaker-card').filter({ has: visitor.page.getByRole('heading', { name, exact: true }) });
    await expect(publicCard).toBeVisible();
    const navigations = countNavigations(visitor.page);

    await openSpeakersTab(page);
    await card(page, name).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Speaker' });
    await dialog.getByRole('switch', { name: 'Display on public site' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, name).getByTestId('visibility-badge')).toHaveText('Hidden');
    await expect(publicCard).toHaveCount(0);
    const listed = (await (await request.get('/public/speakers?limit=1000')).json()) as { id: number }[];
    expect(listed.map((s) => s.id)).not.toContain(id);

    await card(page, name).getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('switch', { name: 'Display on public site' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, name).getByTestId('visibility-badge')).toHaveText('Public');
    await expect(publicCard).toBeVisible();
    expect(navigations()).toBe(0);
    visitorConsole.expectNone();
    console.expectNone();
  } finally {
    await visitor.context.close();
    await admin.deleteSpeaker(id);
  }
});

// How the tab shows these refusals is a component test (speakers-tab.test.tsx); here, the server's own words for them.
test('the server words its refusals: each bad field with its rule, and a speaker deleted meanwhile', async ({ request }) => {
  const headers = await adminHeaders(request);
  const refused = await request.post('/api/admin/speakers', { headers, data: { name: '', company: 'Kept Input Ltd', linkedin_url: 'not a url' } });
  expect(refused.status()).toBe(400);
  const issues = ((await refused.json()).detail as { loc: string[]; msg: string }[]).map((issue) => `${issue.loc.at(-1)}: ${issue.msg}`);
  expect(issues).toEqual(expect.arrayContaining(['name: name is required', 'linkedin_url: linkedin_url must be a URL']));

  const admin = await adminApi(request);
  const { id } = await admin.createSpeaker({ name: unique('Deleted Meanwhile'), display_on_public: false });
  await admin.deleteSpeaker(id);
  for (const gone of [
    await request.put(`/api/admin/speakers/${id}`, { headers, data: { title: 'Typed before the save' } }),
    await request.delete(`/api/admin/speakers/${id}`, { headers }),
  ]) {
    expect(gone.status()).toBe(404);
    expect((await gone.json()).detail).toMatch(/^(Speaker )?not found$/i);
  }
});

test("another admin's new speaker appears without a reload", async ({ page, browser, request }) => {
  const console = watchConsole(page);
  await openSpeakersTab(page);
  const navigations = countNavigations(page);
  const other = await secondPage(browser);
  const name = unique('Second Admin Speaker');
  try {
    await openSpeakersTab(other.page);
    await other.page.getByRole('button', { name: 'Add Speaker' }).click();
    const dialog = other.page.getByRole('dialog', { name: 'Add Speaker' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Company').fill('Elsewhere GmbH');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, name)).toContainText('Elsewhere GmbH');
    // And a delete here leaves the other admin's list at once.
    await card(page, name).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete speaker?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card(other.page, name)).toHaveCount(0);
    expect(navigations()).toBe(0);
    console.expectNone();
  } finally {
    await other.context.close();
    await deleteSpeakersNamed(request, name);
  }
});

test('the tab and its dialogs have no serious accessibility violation at phone and desktop width', async ({ page }) => {
  const console = watchConsole(page);
  await openSpeakersTab(page);
  // The tab itself is the WCAG audit's (wcag-audit-signed-in.spec.ts, at both widths); its dialogs are checked here.
  await expect(page.getByTestId('admin-speaker').first()).toBeVisible();
  await page.getByTestId('admin-speaker').first().getByRole('button', { name: 'Edit' }).click();
  await expectAccessible(page, () => expect(page.getByRole('dialog', { name: 'Edit Speaker' })).toBeVisible());
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Speaker' }).click();
  await expectAccessible(page, () => expect(page.getByRole('dialog', { name: 'Add Speaker' })).toBeVisible());
  console.expectNone();
});
