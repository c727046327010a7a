// Issue 49, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11: the organisers' console walked with the keyboard alone, past
// opening its tabs (keyboard-walks-signed-in.spec.ts): a session edited through its form and saved, a speaker's edit
// opened and closed, a sponsor added through its form and deleted through its question, a news item's editor and
// toolbar. Every stop of Tab shows a ring and lies below the sticky header; Escape closes what Enter opened and the
// focus goes back to its opener; a control that goes away with what it changed hands the focus on (focus-checks.ts).
import { expect, test } from './fixtures';
import { ADMIN, adminHeaders, sessionsRemovedAfterEach, signIn, undoneAfterEach } from './helpers';
import { expectFocusShown, focused, focusInside, fromMain, openConsoleTab, tabUntil, tabUntilInside } from './focus-checks';

const sessionsApi = sessionsRemovedAfterEach();

/** What the tests add through the page, deleted again through the API when a walk stopped half-way. */
const restore = undoneAfterEach();

const suffix = () => Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("the console's session form: a session's title and status changed and saved by keyboard, the focus back on its block", async ({ page, request }) => {
  // A day of its own, far off, so the calendar shows this session alone and the walk to it is short.
  const day = '2034-03-07';
  const title = `Keyboard edit ${suffix()}`;
  const sessions = await sessionsApi(request);
  await sessions.create({
    title,
    description: 'Edited by keyboard.',
    startTime: `${day}T09:00:00.000Z`,
    endTime: `${day}T09:30:00.000Z`,
    room: `Keys Room ${suffix()}`,
  });
  await signIn(page, ADMIN.email, ADMIN.password, `/admin?tab=schedule&day=${day}`);
  const block = page.getByTestId('calendar-session').filter({ hasText: title });
  await expect(block).toBeVisible();

  // The block, its details (Enter), their Edit (Enter): the form, the focus in it.
  await fromMain(page);
  await tabUntil(page, (f) => f.text.startsWith(title), 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await tabUntil(page, (f) => f.text === 'Edit', 15);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: 'Title' });
  const renamed = `${title} (moved online)`;
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(renamed);

  // The status select: Enter opens its options on the chosen one, ArrowDown and Enter choose Cancelled, and the focus
  // is back on the select, which says so.
  await tabUntil(page, (f) => f.text === 'Scheduled', 4);
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Scheduled' });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(options).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Cancelled' });

  // On through the rest of the form, every stop shown, to Save Changes: Enter saves and closes the form.
  await tabUntil(page, (f) => f.tag === 'BUTTON' && (f.text === 'Save Changes' || f.text === 'Save anyway'), 60);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByText(`Session '${renamed}' saved.`)).toBeVisible();
  const edited = page.getByTestId('calendar-session').filter({ hasText: renamed });
  await expect(edited).toHaveAttribute('data-cancelled', 'true');
  // The focus is back on the session's block, which shows the change.
  await expectFocusShown(page);
  expect((await focused(page))?.text.startsWith(renamed)).toBe(true);
});

test("the console's Speakers, Sponsors, News and Settings tabs: an edit closed, a sponsor added and deleted, the news editor, a switch", async ({ page }) => {
  const sponsor = `Keyboard Sponsor ${suffix()}`;
  restore.push(async (req) => {
    const headers = await adminHeaders(req);
    const all = (await (await req.get('/api/admin/sponsors', { headers })).json()) as { id: number; name: string }[];
    for (const s of all.filter((s) => s.name === sponsor)) await req.delete(`/api/admin/sponsors/${s.id}`, { headers });
  });
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=speakers');
  await expect(page.getByRole('heading', { level: 2, name: 'Speakers' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('admin-speaker').first()).toBeVisible();

  // Speakers: down past the search and the filter to the first card's Edit; Escape closes its form, the focus back on Edit.
  await fromMain(page);
  await tabUntil(page, (f) => f.id === 'admin-tab-speakers', 30);
  await tabUntil(page, (f) => f.text === 'Edit', 20);
  expect(await focusInside(page, '[data-testid="admin-speaker"]')).toBe(true);
  await page.keyboard.press('Enter');
  const speakerForm = page.getByRole('dialog', { name: 'Edit Speaker' });
  await expect(speakerForm).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  expect(await focusInside(page, '[role="dialog"]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(speakerForm).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Edit' });

  // Sponsors: Add Sponsor, every field typed, the tier chosen from its options by arrow keys, Save.
  await openConsoleTab(page, 'Speakers', 'Sponsors');
  await expect(page.getByRole('heading', { level: 2, name: 'Sponsors' })).toBeVisible();
  await tabUntil(page, (f) => f.text === 'Add Sponsor', 5);
  await page.keyboard.press('Enter');
  const sponsorForm = page.getByRole('dialog', { name: 'Add Sponsor' });
  await expect(sponsorForm).toBeVisible();
  for (const [label, text] of [
    ['Name', sponsor],
    ['Description', 'Captions for every hall.'],
    ['Website', 'https://keys.example.org'],
    ['Logo URL', '/images/demo/elra.svg'],
  ]) {
    await tabUntil(page, (f) => f.label === label, 2);
    await page.keyboard.type(text);
  }
  await tabUntil(page, (f) => f.text === 'Gold', 4);
  await page.keyboard.press('Enter');
  const tiers = page.getByRole('listbox');
  await expect(tiers).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Platinum' });
  await page.keyboard.press('Enter');
  await expect(tiers).toBeHidden();
  expect(await focused(page)).toMatchObject({ text: 'Platinum' });
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ label: 'Contribution' });
  await page.keyboard.type('5000');
  await tabUntil(page, (f) => f.text === 'Save', 3);
  await page.keyboard.press('Enter');
  await expect(sponsorForm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Sponsor '${sponsor}' added.` })).toBeVisible();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Add Sponsor' });

  // Its Delete asks first, Cancel focused; Delete confirms. The card goes, and with it the button that opened the
  // question: the focus goes on, not to the page.
  const card = page.getByTestId('admin-sponsor').filter({ has: page.getByRole('heading', { level: 3, name: sponsor, exact: true }) });
  const cardId = await card.getAttribute('aria-labelledby');
  await tabUntilInside(page, `[aria-labelledby="${cardId}"]`, (f) => f.text === 'Delete', 60);
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Delete sponsor?' });
  await expect(question).toBeVisible();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Cancel' });
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ text: 'Delete' });
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Sponsor '${sponsor}' deleted.` })).toBeVisible();
  // The card that took its place has the focus, on its own Delete.
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Delete' });
  expect(await focusInside(page, '[role="tabpanel"] [data-testid="admin-sponsor"]')).toBe(true);

  // News: Add News, a title, then the editor's toolbar: Bold (Enter) puts the focus in the text, which takes typing
  // in bold. The toolbar's Link opens its own dialog, which Escape closes, back on Link; Escape again closes the form.
  await openConsoleTab(page, 'Sponsors', 'News');
  await expect(page.getByRole('button', { name: 'Add News' })).toBeVisible();
  await tabUntil(page, (f) => f.text === 'Add News', 10);
  await page.keyboard.press('Enter');
  const newsForm = page.getByRole('dialog', { name: 'Add News' });
  await expect(newsForm).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ label: 'Title' });
  await page.keyboard.type('Doors open at nine');
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: 'Bold' });
  expect(await focusInside(page, '[role="toolbar"]')).toBe(true);
  await page.keyboard.press('Enter');
  await expectFocusShown(page);
  expect(await focusInside(page, '#news-content')).toBe(true);
  await page.keyboard.type('Registration opens at nine.');
  await expect(newsForm.locator('#news-content strong')).toHaveText('Registration opens at nine.');
  await expect(newsForm.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await tabUntil(page, (f) => f.label === 'Link', 4, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const link = page.getByRole('dialog', { name: 'Add link' });
  await expect(link).toBeVisible();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: 'Link address' });
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await expect(newsForm).toBeVisible();
  expect(await focused(page)).toMatchObject({ label: 'Link' });
  await page.keyboard.press('Escape');
  await expect(newsForm).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Add News' });

  // Settings: Space turns a switch over and back; the page says a change waits to be saved, and then no longer.
  await openConsoleTab(page, 'News', 'Settings');
  const call = page.getByRole('switch', { name: 'Call for Speakers' });
  await expect(call).toBeVisible();
  await tabUntil(page, (f) => f.label === 'Call for Speakers', 3);
  const on = await call.isChecked();
  await page.keyboard.press('Space');
  await expect(call).toBeChecked({ checked: !on });
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(call).toBeChecked({ checked: on });
  await expect(page.getByText('You have unsaved changes.')).toBeHidden();
  await expectFocusShown(page);
});
