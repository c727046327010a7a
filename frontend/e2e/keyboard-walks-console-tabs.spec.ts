// Issue 49, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11: the last of the organisers' console tabs walked with the keyboard
// alone (keyboard-walks-console.spec.ts and keyboard-walks-console-more.spec.ts walk the others), in one page load,
// the tab row's arrows between them: feedback comments shown and hidden; a site text's language and editor; a floor
// added with its plan, chosen through the file chooser; the activity filter. Every stop of Tab shows a ring and lies
// below the sticky header; a control that goes away hands the focus on (focus-checks.ts).
import { expect, test, type FileChooser } from './fixtures';
import sharp from 'sharp';
import { ADMIN, adminHeaders, apiLogin, apiRegister, asAdmin, readMail, sessionsRemovedAfterEach, signIn, undoneAfterEach } from './helpers';
import { expectFocusKept, expectFocusShown, focused, focusInside, fromMain, openConsoleTab, tabUntil } from './focus-checks';

const sessionsApi = sessionsRemovedAfterEach();

/** What the walk adds on the shared server (a floor), deleted afterwards even when it stopped half-way. */
const restore = undoneAfterEach();

const suffix = () => Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("the console's Feedback, Site, Venue maps and Activity tabs: comments shown, a text's editor and language, a floor added with its plan, a filter", async ({
  page,
  request,
}) => {
  // A rated session with a comment (an attendee with a confirmed address and a paid ticket, of a session that ended).
  const sessions = await sessionsApi(request);
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const title = `Rated by keys ${suffix()}`;
  const rated = await sessions.create({ title, description: 'Done.', startTime: ago(120), endTime: ago(60), room: `Keys Floor Hall ${suffix()}` });
  const attendee = await apiRegister(request, 'Rafa Keys');
  const confirm = /\/confirm-email\?token=([\w-]+)/.exec(await readMail(attendee.email, 'Welcome to'))![1];
  expect((await request.post('/api/auth/confirm-email', { data: { token: confirm } })).ok()).toBe(true);
  const mine = { authorization: `Bearer ${await apiLogin(request, attendee.email, attendee.password)}` };
  expect((await request.post('/api/payment/process', { headers: mine, data: {} })).ok()).toBe(true);
  expect((await request.put(`/api/user/feedback/${rated.id}`, { headers: mine, data: { rating: 4, comment: 'Clear and short.' } })).ok()).toBe(true);
  // A change to a user for the Activity tab's "Users" filter to show, whatever ran on this server before.
  const { id: attendeeId } = (await (await request.get('/api/auth/me', { headers: mine })).json()) as { id: number };
  await asAdmin(request, 'put', `/api/admin/users/${attendeeId}`, { name: 'Rafa Keys-Walker' });
  const floor = `Keys floor ${suffix()}`;
  restore.push(async (req) => {
    const headers = await adminHeaders(req);
    const floors = (await (await req.get('/api/admin/venue-maps', { headers })).json()) as { id: number; floor: string }[];
    for (const f of floors.filter((f) => f.floor === floor)) await req.delete(`/api/admin/venue-maps/${f.id}`, { headers });
  });
  // Listening from the start: the browser hands its file choosers to the test only once told to, which a listener
  // added just before the key press did not always reach in time (as keyboard-walks-phone.spec.ts).
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=feedback');
  await expect(page.getByRole('heading', { level: 2, name: 'Session Feedback' })).toBeVisible({ timeout: 15_000 });

  // Feedback: the session's Show comments opens them under its row, and says so; Enter again hides them.
  const show = `Show comments on ${title}`;
  await expect(page.getByRole('button', { name: show })).toBeVisible();
  await fromMain(page);
  await tabUntil(page, (f) => f.label === show, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Clear and short.')).toBeVisible();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: `Hide comments on ${title}` });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Clear and short.')).toBeHidden();

  // Site: the language buttons are one stop, the arrow and Space turn to German and back; a key's summary opens its
  // editor by Enter, whose first field takes the next Tab; Shift+Tab and Enter close it again.
  await openConsoleTab(page, 'Feedback', 'Site');
  const languages = page.getByRole('group', { name: 'Language of the texts' });
  await expect(languages).toBeVisible();
  await tabUntil(page, (f) => f.text === 'English', 5);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(languages.getByRole('button', { name: 'German' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText("The German site's texts", { exact: false })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  // The English texts back in place before the next Tab (in a slow CI run the focus fell to the page while they were
  // still being replaced).
  await expect(page.getByText('What the site says, key by key.', { exact: false })).toBeVisible();
  await expect(page.locator('[id^="site-"][id$="-header"]').first()).toBeVisible();
  await expectFocusShown(page);
  await tabUntil(page, (f) => f.id.startsWith('site-') && f.id.endsWith('-header'), 5);
  const summary = (await focused(page))!.id;
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${summary}`)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  expect(await focusInside(page, `#${summary.replace(/-header$/, '-content')}`)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatchObject({ id: summary });
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${summary}`)).toHaveAttribute('aria-expanded', 'false');

  // Venue maps: a floor's name, its plan chosen through the button (Enter opens the file chooser), Add floor; the
  // form empties for the next floor and the focus waits in its first field.
  await openConsoleTab(page, 'Site', 'Venue maps');
  await tabUntil(page, (f) => f.label === 'Floor', 5);
  await page.keyboard.type(floor);
  await tabUntil(page, (f) => f.text === 'Choose the plan (image)', 3);
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  const plan = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#dde6ee' } })
    .png()
    .toBuffer();
  await choosers[0].setFiles({ name: 'keys-plan.png', mimeType: 'image/png', buffer: plan });
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'keys-plan.png' });
  await tabUntil(page, (f) => f.text === 'Add floor', 2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Floor added' })).toBeVisible();
  // The new floor's own editor shows its name; the form's Floor is empty again and has the focus.
  const floorNames = page.getByRole('textbox', { name: 'Floor', exact: true });
  await expect.poll(() => floorNames.evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value))).toContain(floor);
  await expect(floorNames.first()).toHaveValue('');
  await expectFocusKept(page);
  expect(await focused(page)).toMatchObject({ label: 'Floor' });

  // Activity: the filter's options by Enter and the arrows; the list shows the chosen kind, then everything again.
  await openConsoleTab(page, 'Venue maps', 'Activity');
  const filter = page.getByRole('combobox', { name: 'Show changes to' });
  await expect(filter).toBeVisible();
  await tabUntil(page, (f) => f.text === 'Everything', 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectFocusShown(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(filter).toHaveText('Users');
  await expectFocusShown(page);
  await expect(page.getByRole('list', { name: 'Recorded changes, newest first' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(filter).toHaveText('Everything');
  await expectFocusShown(page);
});
