// Issue 49, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11: the signed-in areas walked with the keyboard alone, as
// keyboard-walks.spec.ts walks the public flows (the focus rules in focus-checks.ts). Every stop of Tab shows a ring
// and lies below the sticky header; what Enter opens, Escape closes, and the focus goes back to where it was; a control
// that goes away when used hands the focus on instead of dropping it on the page. One test per role, signed in
// through the API; each role's content made as wcag-audit-signed-in.spec.ts makes it.
import { expect, test } from './fixtures';
import {
  ADMIN,
  adminHeaders,
  apiLogin,
  apiRegister,
  committeeMember,
  readMail,
  reviewPhaseWithAssignments,
  sessionsRemovedAfterEach,
  signIn,
  undoneAfterEach,
} from './helpers';
import { makeSpeaker } from './speaker-support';
import { expectFocusShown, focused, focusInside, fromMain, tabUntil } from './focus-checks';

const sessionsApi = sessionsRemovedAfterEach();

/** What the tests change on the shared server and put back afterwards (the committee's phase, who reviews). */
const restore = undoneAfterEach();

const suffix = () => Date.now().toString(36);
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the attendee dashboard: pay, rate a saved session that has ended, remove it and save it again', async ({ page, request }) => {
  const room = `Keys Hall ${suffix()}`;
  const sessions = await sessionsApi(request);
  const title = `Captions by keyboard ${suffix()}`;
  const past = await sessions.create({ title, description: 'Live captions.', startTime: at(-90), endTime: at(-30), room });
  const attendee = await apiRegister(request, 'Kai Keys');
  // Rating needs a confirmed address and a paid registration: the address now, the payment by keyboard below.
  const confirm = /\/confirm-email\?token=([\w-]+)/.exec(await readMail(attendee.email, 'Welcome to'))![1];
  expect((await request.post('/api/auth/confirm-email', { data: { token: confirm } })).ok()).toBe(true);
  const headers = { authorization: `Bearer ${await apiLogin(request, attendee.email, attendee.password)}` };
  expect((await request.post(`/api/user/schedule/${past.id}`, { headers })).ok()).toBe(true);
  await signIn(page, attendee.email, attendee.password, '/dashboard');

  // The banner's Pay Now, then the payment page's button: Enter on each.
  await page.getByTestId('saved-session').first().waitFor();
  await fromMain(page);
  await tabUntil(page, (f) => f.text === 'Pay Now', 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  await fromMain(page);
  await tabUntil(page, (f) => f.text === 'Proceed to Payment', 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful.' })).toBeVisible();

  // The saved session's rating: Tab into the stars, arrows choose four, Tab on to the comment and Save.
  const saved = page.getByTestId('saved-session').filter({ hasText: title });
  await expect(saved.getByText('Rate this session')).toBeVisible();
  await fromMain(page);
  // The stars are radio buttons; none is chosen yet, so the one focused is 'Empty'.
  await tabUntil(page, (f) => f.tag === 'INPUT' && f.label === 'Empty', 30);
  expect(await focusInside(page, '[data-testid="session-rating"]')).toBe(true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: 'Comment (optional)' });
  await page.keyboard.type('Clear and well paced.');
  await tabUntil(page, (f) => f.text === 'Save rating', 2);
  await page.keyboard.press('Enter');
  await expect(saved.getByText('Your rating: 4/5')).toBeVisible();
  // The form is gone; the focus is on what replaced it, its Change button, not on the page.
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: `Change your rating for ${title}` });

  // Back to its Remove, the stop before: Enter takes the entry out of the saved list. No saved one is left, so the
  // focus goes to the session's card under Available Sessions, where Space adds it again and removes it again.
  await tabUntil(page, (f) => f.label === `Remove ${title}`, 3, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(saved).toHaveCount(0);
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: `Add to Schedule: ${title}` });
  await page.keyboard.press('Space');
  await expect(saved).toHaveCount(1);
  // The button's name follows the saved list a render later.
  await expect.poll(async () => (await focused(page))?.label).toBe(`Remove from Schedule: ${title}`);
  await page.keyboard.press('Space');
  await expect(saved).toHaveCount(0);
  await expectFocusShown(page);
  // Likewise a render after the list: a CI run on a busy machine read the old name.
  await expect.poll(async () => (await focused(page))?.label).toBe(`Add to Schedule: ${title}`);
});

test('the speaker area: the profile form edited and saved, the proposal dialog, a proposal withdrawn or kept', async ({ page, request }) => {
  const speaker = await makeSpeaker(request, `Keyboard proposals ${suffix()}`, 'Sven Speaker');
  await signIn(page, speaker.email, speaker.password, '/speaker');
  await expect(page.getByRole('form', { name: 'Your public profile' })).toBeVisible();

  // The profile's fields in order, down from the page's start; a new short bio typed, saved with Enter.
  await fromMain(page);
  const stops = await tabUntil(page, (f) => f.label === 'Short bio', 30);
  expect(stops.filter((f) => f.tag === 'INPUT' || f.tag === 'TEXTAREA').map((f) => f.label)).toEqual([
    'Name',
    'Title or position',
    'Company or organisation',
    'Short bio',
  ]);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Builds speech recognition for parliaments.');
  await tabUntil(page, (f) => f.text === 'Save Profile', 6);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  // The button was busy while saving: the focus is back on it, not on the page.
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Save Profile' });

  // Submit New Proposal opens its dialog with the focus in it; Escape closes it and the focus is back on the button.
  await tabUntil(page, (f) => f.text === 'Submit New Proposal', 30);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  expect(await focusInside(page, '[role="dialog"]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await focused(page)).toMatchObject({ text: 'Submit New Proposal' });

  // The proposal's Withdraw asks first: the focus goes to the question's safe answer, Keep it, and back after it.
  await page.goto('/presentations');
  await expect(page.getByText(speaker.title)).toBeVisible();
  await fromMain(page);
  await tabUntil(page, (f) => f.text === 'Withdraw proposal', 20);
  await page.keyboard.press('Enter');
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Keep it' });
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatchObject({ text: 'Yes, withdraw' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Withdraw proposal' });
  // Escape answers the question as Keep it does.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Keep it' })).toHaveCount(0);
  expect(await focused(page)).toMatchObject({ text: 'Withdraw proposal' });
});

test('the review area: a proposal opened from the queue, scored and commented by keyboard, and saved', async ({ page, request }) => {
  const proposal = await makeSpeaker(request, `Keyboard review ${suffix()}`, 'Rolf Proposer');
  const reviewer = await committeeMember(request, restore, 'Rhea Keys');
  await reviewPhaseWithAssignments(request, restore);

  await signIn(page, reviewer.email, reviewer.password, '/review');
  await expect(page.getByRole('link', { name: proposal.title })).toBeVisible();
  await fromMain(page);
  await tabUntil(page, (f) => f.text === proposal.title, 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/review/${proposal.proposalId}$`));
  const form = page.getByRole('form', { name: 'Score this proposal' });
  await expect(form).toBeVisible();

  // Each criterion is a radio group: Tab enters it, the arrows choose its score, Tab goes on to the next one.
  const groups = await form.getByRole('radiogroup').count();
  expect(groups).toBeGreaterThan(0);
  await fromMain(page);
  await tabUntil(page, (f) => f.tag === 'INPUT' && f.label === '1', 40);
  for (let group = 0; group < groups; group++) {
    if (group > 0) {
      await page.keyboard.press('Tab');
      await expectFocusShown(page);
    }
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectFocusShown(page);
    expect(await focused(page)).toMatchObject({ label: '3' });
  }
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(groups);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ label: 'Comment for the committee' });
  await page.keyboard.type('Sound method; the costs need numbers.');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ label: 'Note for the speaker' });
  await page.keyboard.type('Please bring the cost figures.');
  await tabUntil(page, (f) => f.text === 'Submit review', 2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your review was saved.' })).toBeVisible();
  // The button was busy while saving: the focus is back on it, which now offers to update the review.
  await expectFocusShown(page);
  await expect.poll(async () => (await focused(page))?.text).toBe('Update review');
});

test("the organisers' console: tabs by arrow keys, a session's details, Move to… and Edit closed with Escape", async ({ page, request }) => {
  // On the calendar's first day (the earliest session's), so the Schedule tab opens on it.
  const all = (await (await request.get('/api/admin/sessions', { headers: await adminHeaders(request) })).json()) as { startTime: string }[];
  const first = all.map((s) => s.startTime).sort()[0] ?? at(24 * 60);
  const title = `Keyboard plenary ${suffix()}`;
  const start = new Date(first);
  const sessions = await sessionsApi(request);
  await sessions.create({
    title,
    description: 'Moved by keyboard.',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    room: `Keys Room ${suffix()}`,
  });
  await signIn(page, ADMIN.email, ADMIN.password, '/admin');

  // The tabs: Tab reaches the selected one; the arrows move along them, Enter opens the one focused.
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await fromMain(page);
  await tabUntil(page, (f) => f.text === 'Users', 20);
  await page.keyboard.press('ArrowRight');
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Speakers' });
  await page.keyboard.press('ArrowRight');
  expect(await focused(page)).toMatchObject({ text: 'Schedule' });
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('calendar-grid')).toBeVisible();

  // Down to the session's block; Enter opens its details.
  // (The calendar's grid is a stop of its own, to scroll it; its text holds every title.)
  const stops = await tabUntil(page, (f) => f.text.startsWith(title), 80);
  const blockText = stops[stops.length - 1].text;
  const details = page.getByRole('dialog', { name: title });
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  expect(await focused(page)).toMatchObject({ text: blockText });

  // Move to… from the details: Escape closes it, and the focus is back on the session's block.
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  await tabUntil(page, (f) => f.text === 'Move to…', 15);
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: `Move '${title}'` });
  await expect(move).toBeVisible();
  await expectFocusShown(page);
  expect(await focusInside(page, '[role="dialog"]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(move).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: blockText });

  // Edit from the details: the form opens, Escape closes it, the focus again on the block.
  await page.keyboard.press('Enter');
  await tabUntil(page, (f) => f.text === 'Edit', 15);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: blockText });
});

test('check-in: the ticket code typed and sent with Enter', async ({ page, request }) => {
  const attendee = await apiRegister(request, `Tessa Ticket ${suffix()}`);
  const headers = { authorization: `Bearer ${await apiLogin(request, attendee.email, attendee.password)}` };
  expect((await request.post('/api/payment/process', { headers, data: {} })).ok()).toBe(true);
  const { token } = (await (await request.get('/api/user/ticket', { headers })).json()) as { token: string };
  await signIn(page, ADMIN.email, ADMIN.password, '/checkin');
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();

  await fromMain(page);
  await tabUntil(page, (f) => f.label === 'Ticket code', 12);
  await page.keyboard.type(token);
  await page.keyboard.press('Enter');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'in');
  await expect(verdict.getByTestId('verdict-holder')).toContainText(attendee.full_name);
  // The field keeps the focus, empty for the next ticket; Shift+Tab reaches the check-in's Undo.
  expect(await focused(page)).toMatchObject({ label: 'Ticket code' });
  await tabUntil(page, (f) => f.text === 'Undo this check-in', 4, 'Shift+Tab');
});
