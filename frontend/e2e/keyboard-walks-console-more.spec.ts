// Issue 49, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11: more of the organisers' console walked with the keyboard alone
// (keyboard-walks-console.spec.ts walks the session form, Speakers, Sponsors, News and Settings), in one page load, the
// tab row's arrows between tabs: a user's edit saved; the committee's phase turned and back, a reviewer added, assigned
// by hand, unassigned and removed; a proposal accepted through its question; the user deleted. Feedback, Site, Venue
// maps and Activity: keyboard-walks-console-tabs.spec.ts.
// Every stop of Tab shows a ring and lies below the sticky header; Escape closes what Enter opened, back on its
// opener; a control that goes away or turns disabled when used hands the focus on (focus-checks.ts).
import { expect, test } from './fixtures';
import { ADMIN, adminHeaders, apiLogin, apiRegister, keepCommitteeSettings, signIn, undoneAfterEach } from './helpers';
import { makeSpeaker } from './speaker-support';
import { expectFocusKept, expectFocusShown, focused, focusInside, fromMain, openConsoleTab, tabUntil, tabUntilInside } from './focus-checks';

/** What the walk changes on the shared server, put back afterwards even when it stopped half-way. */
const restore = undoneAfterEach();

const suffix = () => Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("the console's Users, Committee and Call for Speakers tabs: a user's status saved, the phase turned, a reviewer added, assigned and removed, a proposal accepted, the user deleted", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const person = await apiRegister(request, `Uma Keys ${suffix()}`);
  const token = await apiLogin(request, person.email, person.password);
  const { id: userId } = (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
  // Newest first; both answer 404 once the walk deleted the account (its last step).
  restore.push(async (req) => void (await req.delete(`/api/admin/users/${userId}`, { headers: await adminHeaders(req) })));
  restore.push(
    async (req) => void (await req.put(`/api/admin/review/reviewers/${userId}`, { headers: await adminHeaders(req), data: { is_reviewer: false } })),
  );
  const proposal = await makeSpeaker(request, `Keyboard decision ${suffix()}`, 'Dara Decided');
  // The accepted proposal withdrawn again, so it waits on no one's confirmation (the reminder's count).
  restore.push(async (req) => {
    await req.post(`/api/speaker/proposals/${proposal.proposalId}/withdraw`, { headers: { authorization: `Bearer ${proposal.token}` } });
  });
  await keepCommitteeSettings(request, restore);
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible({ timeout: 15_000 });

  // Users: the search narrows the list to the new account; its Edit opens the form; the status select chooses
  // Inactive by arrow keys; Save closes the form, the focus back on Edit.
  await fromMain(page);
  await tabUntil(page, (f) => f.label === 'Search by name or email', 30);
  await page.keyboard.type(person.full_name);
  const edit = `Edit ${person.full_name}`;
  await expect(page.getByRole('button', { name: edit })).toBeVisible();
  await tabUntil(page, (f) => f.label === edit, 10);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Edit User' });
  await expect(form).toBeVisible();
  await tabUntil(page, (f) => f.text === 'Active', 8);
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await expectFocusShown(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(options).toBeHidden();
  expect(await focused(page)).toMatchObject({ text: 'Inactive' });
  await expect(form.getByText('An inactive account cannot sign in.')).toBeVisible();
  await tabUntil(page, (f) => f.text === 'Save', 4);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: edit });
  // Opened again, Escape closes it unchanged, back on Edit.
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Status' })).toHaveText('Inactive');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ label: edit });
  // And a third time, Active again by ArrowUp, saved (an inactive account reviews nothing: the assignment below).
  await page.keyboard.press('Enter');
  await tabUntil(page, (f) => f.text === 'Inactive', 8);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await tabUntil(page, (f) => f.text === 'Save', 4);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const statusOf = async () =>
    ((await (await request.get('/api/admin/users', { headers })).json()) as { id: number; status: string }[]).find((u) => u.id === userId)?.status;
  await expect.poll(statusOf).toBe('active');
  expect(await focused(page)).toMatchObject({ label: edit });

  // Committee: the phase's buttons are one stop of Tab (the selected one), the arrows move along them; Space turns
  // the phase to a neighbour, and the arrow back and Space return it.
  await openConsoleTab(page, 'Users', 'Committee');
  const phases = page.getByRole('group', { name: 'Review phase' });
  await expect(phases).toBeVisible();
  const names = (await phases.getByRole('button').allInnerTexts()).map((n) => n.trim());
  const was = (await phases.locator('[aria-pressed="true"]').innerText()).trim();
  const [there, back] = names.indexOf(was) < names.length - 1 ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  await tabUntil(page, (f) => f.text === was, 5);
  await page.keyboard.press(there);
  await expectFocusShown(page);
  const next = (await focused(page))!.text;
  expect(next).not.toBe(was);
  expect(await focusInside(page, '[role="group"][aria-label="Review phase"]')).toBe(true);
  await page.keyboard.press('Space');
  await expect(phases.getByRole('button', { name: next })).toHaveAttribute('aria-pressed', 'true');
  await expectFocusKept(page);
  await page.keyboard.press(back);
  await page.keyboard.press('Space');
  await expect(phases.getByRole('button', { name: was })).toHaveAttribute('aria-pressed', 'true');
  await expectFocusKept(page);
  expect(await focused(page)).toMatchObject({ text: was });
  // Tab leaves the group at once, for the next control (no stop on each phase).
  await page.keyboard.press('Tab');
  expect(await focusInside(page, '[role="group"][aria-label="Review phase"]')).toBe(false);

  // Reviewers: the account typed into the picker, chosen by ArrowDown and Enter, added; Add reviewer turns disabled
  // and the focus goes on. Its row's Remove takes the row away, and the focus goes on again.
  await tabUntil(page, (f) => f.label === 'User to add as reviewer', 10);
  await page.keyboard.type(person.full_name);
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await tabUntil(page, (f) => f.text === 'Add reviewer', 3);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${person.full_name} is now a reviewer.` })).toBeVisible();
  const row = page.getByTestId('reviewer-row').filter({ hasText: person.email });
  await expect(row).toBeVisible();
  await expectFocusKept(page);
  expect(await focused(page)).toMatchObject({ label: 'User to add as reviewer' });
  // Assignments: the proposal and the reviewer chosen from their selects by the arrows, Assign; the reviewer select
  // empties and Assign turns disabled, the focus goes on. The assignment's chip takes Delete, and goes with it.
  const proposalSelect = page.getByRole('combobox', { name: 'Proposal', exact: true });
  const reviewerSelect = page.getByRole('combobox', { name: 'Reviewer', exact: true });
  const isFocused = (l: typeof proposalSelect) => l.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 80 && !(await isFocused(proposalSelect)); i++) await tabUntil(page, () => true, 1);
  for (const [select, wanted] of [
    [proposalSelect, proposal.title],
    [reviewerSelect, person.full_name],
  ] as const) {
    if (!(await isFocused(select))) await page.keyboard.press('Tab');
    expect(await isFocused(select)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    for (let i = 0; i < 200 && (await focused(page))?.text !== wanted; i++) await page.keyboard.press('ArrowDown');
    await expectFocusShown(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(select).toHaveText(wanted);
  }
  await tabUntil(page, (f) => f.text === 'Assign', 2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${person.full_name} assigned to '${proposal.title}'.` })).toBeVisible();
  await expectFocusKept(page);
  expect(await isFocused(reviewerSelect)).toBe(true);
  // The chip names the reviewer, or 'Reviewer #n' while the committee's review is anonymised. Once the list has
  // loaded again with it, the focus is still on the Reviewer select.
  const chip = ` on ${proposal.title}`;
  await expect(page.getByRole('button', { name: chip })).toBeVisible();
  expect(await isFocused(reviewerSelect)).toBe(true);
  await tabUntil(page, (f) => f.label.endsWith(chip), 80, 'Shift+Tab');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('status').filter({ hasText: `${person.full_name} unassigned from '${proposal.title}'.` })).toBeVisible();
  await expect(page.getByRole('button', { name: chip })).toHaveCount(0);
  await expectFocusKept(page);
  // On the chip that took its place, or the form's Proposal when there is none.
  expect((await focusInside(page, '[data-assignment]')) || (await isFocused(proposalSelect))).toBe(true);

  // Back up to the reviewer's Remove: it takes the row away, and the focus goes on again.
  await tabUntil(page, (f) => f.label === `Remove ${person.full_name}`, 60, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${person.full_name} is no longer a reviewer.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expectFocusKept(page);
  // On the next row's Remove, or the picker when it was the only reviewer.
  const after = (await focused(page))!;
  expect(after.label.startsWith('Remove ') || after.label === 'User to add as reviewer').toBe(true);

  // Call for Speakers: the new proposal's Accept Proposal asks first, with notes; Accept decides. The card says so,
  // and its Accept went with the decision: the focus goes on to the card's Schedule Session, not to the page.
  await openConsoleTab(page, 'Committee', 'Call for Speakers');
  const card = page.getByTestId('submission').filter({ has: page.getByRole('heading', { level: 3, name: proposal.title, exact: true }) });
  await expect(card).toBeVisible();
  const cardId = await card.getAttribute('aria-labelledby');
  await tabUntilInside(page, `[aria-labelledby="${cardId}"]`, (f) => f.text === 'Accept Proposal', 120);
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Accept Proposal' });
  await expect(question).toBeVisible();
  // Escape closes the question first, back on Accept Proposal; Enter asks again.
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: 'Accept Proposal' });
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await tabUntil(page, (f) => f.label === 'Notes for the speaker (optional)', 3);
  await page.keyboard.type('Welcome aboard.');
  await tabUntil(page, (f) => f.text === 'Accept', 3);
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `'${proposal.title}' accepted.` })).toBeVisible();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept Proposal' })).toHaveCount(0);
  await expectFocusKept(page);
  expect(await focused(page)).toMatchObject({ text: 'Schedule Session' });
  expect(await focusInside(page, `[aria-labelledby="${cardId}"]`)).toBe(true);

  // Users again: the account's Delete asks first (Cancel focused), Delete confirms; its row goes, and with it the
  // button the focus would return to: the focus goes on, here to the search (no other row matches it).
  await openConsoleTab(page, 'Call for Speakers', 'Users');
  await tabUntil(page, (f) => f.label === 'Search by name or email', 30);
  await page.keyboard.type(person.full_name);
  await tabUntil(page, (f) => f.label === `Delete ${person.full_name}`, 12);
  await page.keyboard.press('Enter');
  const confirmDelete = page.getByRole('dialog', { name: 'Delete user?' });
  await expect(confirmDelete).toBeVisible();
  expect(await focused(page)).toMatchObject({ text: 'Cancel' });
  await tabUntil(page, (f) => f.text === 'Delete', 2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `User ${person.full_name} deleted.` })).toBeVisible();
  await expect(page.getByRole('button', { name: edit })).toHaveCount(0);
  await expectFocusKept(page);
  expect(await focused(page)).toMatchObject({ label: 'Search by name or email' });
});
