// The schedule editor's session form against the real backend: required fields and end after start, speakers picked
// and reordered by keyboard and by drag (the server keeps the order), clashes shown while typing, two admins editing
// one session (the second gets the conflict dialog, not a lost edit) with both edits in the history, scheduling
// an accepted proposal from the Call for Speakers tab, a track set in the form becoming a filter of /schedule, and a
// host named in the form (issue 47) who may then moderate the session's questions.
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { ADMIN, adminHeaders, apiLogin, apiRegister, secondPage, signIn } from './helpers';
import { expectNoSeriousAxe, openPage, unique, watchConsole } from './page-checks';
import { makeSpeaker, reviewProposal } from './speaker-support';

test.setTimeout(90_000);

const CONFLICT = /Failed to load resource: the server responded with a status of 409/;

interface ServerSession {
  id: number;
  version: number;
  title: string;
  description: string;
  room: string;
  track: string;
  capacity: number | null;
  startTime: string;
  speakers: { id: number; name: string; display_order: number }[];
  host: { id: number; name: string; email: string } | null;
  conflicts: { type: string; title: string }[];
}

async function admin(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  async function call(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object) {
    const res = await request[method](url, { headers, data });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? null : await res.json();
  }
  return {
    headers,
    createSpeaker: async (name: string) => (await call('post', '/api/admin/speakers', { name, display_on_public: true })) as { id: number },
    deleteSpeaker: (id: number) => call('delete', `/api/admin/speakers/${id}`),
    createSession: async (data: object) =>
      (await call('post', '/api/admin/sessions', { description: 'Made by the session form tests.', type: 'talk', ...data })) as ServerSession,
    deleteSession: (id: number) => call('delete', `/api/admin/sessions/${id}`),
    session: async (title: string) => ((await call('get', '/api/admin/sessions')) as ServerSession[]).find((s) => s.title === title),
    /** A second organiser: a registered user made admin. */
    secondAdmin: async (name: string) => {
      const person = await apiRegister(request, name);
      const users = (await call('get', `/api/admin/users?search=${encodeURIComponent(person.email)}`)) as { id: number; email: string }[];
      await call('put', `/api/admin/users/${users.find((u) => u.email === person.email)!.id}`, { role: 'admin' });
      return person;
    },
  };
}

async function openSchedule(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await signIn(page, email, password, '/admin?tab=schedule&view=list');
  await expect(page.getByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible();
}

async function openEdit(page: Page, title: string) {
  await page.getByLabel('Filter by title, speaker or room').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  return dialog;
}

async function addSpeaker(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: 'Add speaker' }).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(dialog.getByTestId('chosen-speaker').filter({ hasText: name })).toBeVisible();
}

const chosen = (dialog: Locator) => dialog.getByTestId('chosen-speaker');

/** No serious or critical axe violation in the open dialogs at 375px and 1280px (the tab behind has its own checks). */
async function expectDialogAccessible(page: Page, ready: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await expectNoSeriousAxe(page, { label: `${width}px `, include: '[role="dialog"]' });
  }
}

test('a new session needs its fields, takes two speakers reordered by keyboard and by drag, and the server keeps the order', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = await admin(request);
  const ada = unique('Ada Formfield');
  const grace = unique('Grace Formfield');
  const speakers = [await api.createSpeaker(ada), await api.createSpeaker(grace)];
  const title = unique('Form talk');
  try {
    await openSchedule(page);
    await page.getByRole('button', { name: 'Add Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Session' });
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByText('Start time is required')).toBeVisible();
    await expect(dialog.getByText('End time is required')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Talk');

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Two speakers, one stage, in the order the organisers chose.');
    await expect(dialog.getByText('Title is required')).toBeHidden();
    await dialog.getByLabel('Start (Vienna time)').fill('2025-11-19T15:00');
    await dialog.getByLabel('End (Vienna time)').fill('2025-11-19T14:00');
    await expect(dialog.getByText('End time must be after start time')).toBeVisible();
    await dialog.getByLabel('End (Vienna time)').fill('2025-11-19T15:45');
    await expect(dialog.getByText('End time must be after start time')).toBeHidden();
    await dialog.getByLabel('Capacity').fill('0');
    await expect(dialog.getByText('Capacity must be a whole number of at least 1')).toBeVisible();
    await dialog.getByLabel('Capacity').fill('40');
    await dialog.getByRole('combobox', { name: 'Room' }).fill(unique('Form Room'));
    // Chosen by keyboard: under load a pointer click on an option can land while the menu is still moving into place.
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Workshop' }).press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Workshop');

    await addSpeaker(page, dialog, ada);
    await addSpeaker(page, dialog, grace);
    await expect(chosen(dialog)).toHaveText([new RegExp(ada), new RegExp(grace)]);

    // Keyboard: Space picks Grace up, ArrowUp moves her first, Space drops.
    const handle = dialog.getByRole('button', { name: new RegExp(`^Reorder ${grace}`) });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByText(`${grace} moved to position 1 of 2.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(chosen(dialog)).toHaveText([new RegExp(grace), new RegExp(ada)]);
    await expect(dialog).toBeVisible();

    await expectDialogAccessible(page, () => expect(chosen(dialog)).toHaveCount(2));
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    await expect(dialog).toBeHidden();

    const saved = await api.session(title);
    expect(saved).toMatchObject({ capacity: 40, startTime: '2025-11-19T14:00:00.000Z' });
    expect(saved!.speakers.map((s) => [s.name, s.display_order])).toEqual([
      [grace, 0],
      [ada, 1],
    ]);

    // Drag with the pointer: Ada back to the top.
    const edit = await openEdit(page, title);
    await expect(chosen(edit)).toHaveText([new RegExp(grace), new RegExp(ada)]);
    const from = (await edit.getByRole('button', { name: new RegExp(`^Reorder ${ada}`) }).boundingBox())!;
    const to = (await edit.getByRole('button', { name: new RegExp(`^Reorder ${grace}`) }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 6, { steps: 10 });
    await page.mouse.up();
    await expect(chosen(edit)).toHaveText([new RegExp(ada), new RegExp(grace)]);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect
      .poll(async () => (await api.session(title))!.speakers.map((s) => [s.name, s.display_order]))
      .toEqual([
        [ada, 0],
        [grace, 1],
      ]);
    console.expectNone();
  } finally {
    const s = await api.session(title);
    if (s) await api.deleteSession(s.id);
    for (const s of speakers) await api.deleteSpeaker(s.id);
  }
});

test("an organiser puts a session in a new track: /schedule's track filter then lists it and filters by it", async ({ page, request }) => {
  const console = watchConsole(page);
  const api = await admin(request);
  const title = unique('Track talk');
  const track = unique('Industry');
  const other = await api.createSession({ title: unique('Main track talk'), startTime: '2025-11-17T15:00:00.000Z', endTime: '2025-11-17T15:30:00.000Z' });
  await api.createSession({ title, startTime: '2025-11-17T15:00:00.000Z', endTime: '2025-11-17T15:45:00.000Z', room: unique('Track Room') });
  try {
    await openSchedule(page);
    const edit = await openEdit(page, title);
    const field = edit.getByRole('combobox', { name: 'Track' });
    await expect(field).toHaveValue('Main Track');
    await field.fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Track is required')).toBeVisible();
    await field.fill(`  ${track} `);
    await expect(edit.getByText('Track is required')).toBeHidden();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect.poll(async () => (await api.session(title))?.track).toBe(track);
    // The form offers the programme's tracks.
    const again = await openEdit(page, other.title);
    await again.getByRole('combobox', { name: 'Track' }).fill(track.slice(0, 8));
    await expect(page.getByRole('option', { name: track })).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // What this test is about is the filter, not a tap made while the page's code starts (first-load.spec.ts).
    await openPage(page, '/schedule?view=list');
    await page.getByRole('button', { name: 'Search and filters' }).click();
    const filters = page.getByRole('search', { name: 'Filter sessions' });
    const trackFilter = filters.getByLabel('Track', { exact: true });
    await expect(trackFilter.locator('option', { hasText: track })).toHaveCount(1);
    await expect(trackFilter.locator('option', { hasText: 'Main Track' })).toHaveCount(1);
    await trackFilter.selectOption(track);
    await expect(page).toHaveURL(new RegExp(`[?&]track=${encodeURIComponent(track).replace(/%20/g, '\\+')}(&|$)`));
    await expect(page.getByTestId('schedule-session')).toHaveText([new RegExp(title)]);
    await trackFilter.selectOption('Main Track');
    await expect(page.getByTestId('schedule-session').filter({ hasText: other.title })).toHaveCount(1);
    await expect(page.getByTestId('schedule-session').filter({ hasText: title })).toHaveCount(0);
    console.expectNone();
  } finally {
    for (const t of [title, other.title]) {
      const s = await api.session(t);
      if (s) await api.deleteSession(s.id);
    }
  }
});

test("an organiser names a session's host in the form: saved, shown again, and the host may moderate its questions", async ({ page, request }) => {
  const console = watchConsole(page);
  const api = await admin(request);
  const host = await apiRegister(request, unique('Hilde Host'));
  const session = await api.createSession({ title: unique('Hosted talk'), startTime: '2025-11-18T09:00:00.000Z', endTime: '2025-11-18T09:45:00.000Z' });
  try {
    await openSchedule(page);
    const edit = await openEdit(page, session.title);
    await edit.getByRole('combobox', { name: 'Host' }).fill(host.email);
    await page.getByRole('option', { name: new RegExp(host.full_name) }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect.poll(async () => (await api.session(session.title))?.host?.email).toBe(host.email);
    const again = await openEdit(page, session.title);
    await expect(again.getByRole('combobox', { name: 'Host' })).toHaveValue(host.full_name);
    await again.getByRole('button', { name: 'Cancel' }).click();

    const token = await apiLogin(request, host.email, host.password);
    const questions = await request.get(`/public/sessions/${session.id}/questions`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await questions.json()) as { can_moderate: boolean }).can_moderate).toBe(true);
    console.expectNone();
  } finally {
    await api.deleteSession(session.id);
  }
});

test('a room or speaker clash shows in the form while typing, and saving anyway is allowed', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = await admin(request);
  const room = unique('Clash Hall');
  const speakerName = unique('Clashing Speaker');
  const speaker = await api.createSpeaker(speakerName);
  const busy = await api.createSession({
    title: unique('Booked session'),
    startTime: '2025-11-19T09:00:00.000Z',
    endTime: '2025-11-19T10:00:00.000Z',
    room,
    speakers: [{ id: speaker.id, display_order: 0 }],
  });
  const title = unique('Clashing talk');
  try {
    await openSchedule(page);
    await page.getByRole('button', { name: 'Add Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Session' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Planned on top of another session.');
    await dialog.getByLabel('Start (Vienna time)').fill('2025-11-19T10:30');
    await dialog.getByLabel('End (Vienna time)').fill('2025-11-19T11:30');
    await dialog.getByRole('combobox', { name: 'Room' }).fill(room);
    const clashes = dialog.getByTestId('form-conflicts');
    await expect(clashes).toContainText(`${room} is already used by ${busy.title} at this time`);
    await expect(dialog.getByRole('button', { name: 'Save anyway' })).toBeVisible();

    await addSpeaker(page, dialog, speakerName);
    await expect(clashes).toContainText(`${speakerName} is also in ${busy.title}`);
    await expectDialogAccessible(page, () => expect(clashes).toBeVisible());

    // Moving it after the other session clears the warning; back again, and saved anyway.
    await dialog.getByLabel('Start (Vienna time)').fill('2025-11-19T11:00');
    await expect(clashes).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Create Session' })).toBeVisible();
    await dialog.getByLabel('Start (Vienna time)').fill('2025-11-19T10:30');
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(dialog).toBeHidden();
    const saved = await api.session(title);
    expect(saved!.conflicts.map((c) => c.type).sort()).toEqual(['room', 'speaker']);
    console.expectNone();
  } finally {
    const s = await api.session(title);
    if (s) await api.deleteSession(s.id);
    await api.deleteSession(busy.id);
    await api.deleteSpeaker(speaker.id);
  }
});

test('two admins edit one session: the stale save gets the conflict dialog, re-applies, and the history shows both', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  const api = await admin(request);
  const other = await api.secondAdmin('Second Organiser');
  const title = unique('Shared talk');
  const roomA = unique('Room Before');
  const roomB = unique('Room After');
  const session = await api.createSession({ title, startTime: '2025-11-19T15:00:00.000Z', endTime: '2025-11-19T15:30:00.000Z', room: roomA, capacity: 30 });
  const b = await secondPage(browser);
  const bConsole = watchConsole(b.page);
  try {
    await openSchedule(page);
    await openSchedule(b.page, other.email, other.password);
    const formA = await openEdit(page, title);
    const formB = await openEdit(b.page, title);
    // The first admin sees who has the session open.
    await expect(page.getByTestId('presence-bar')).toContainText(`Second Organiser is editing '${title}'`);

    await formA.getByRole('combobox', { name: 'Room' }).fill(roomB);
    await formA.getByRole('button', { name: 'Save Changes' }).click();
    await expect(formA).toBeHidden();

    const newTitle = `${title} (revised)`;
    await formB.getByLabel('Title').fill(newTitle);
    await formB.getByRole('button', { name: 'Save Changes' }).click();
    const stale = b.page.getByRole('dialog', { name: 'This session was changed' });
    await expect(stale).toContainText('Someone else changed this session while you were editing.');
    await expect(stale.getByTestId('stale-differences')).toHaveText(`Room: ${roomA} → ${roomB}`);
    await expect(stale).toContainText('Your changes: Title.');
    await expectDialogAccessible(b.page, () => expect(stale).toBeVisible());
    await stale.getByRole('button', { name: 'Apply my changes again' }).click();
    await expect(stale).toBeHidden();
    await expect(formB).toBeHidden();
    expect(await api.session(newTitle)).toMatchObject({ room: roomB, version: 3 });

    // Reload: the other admin's version replaces the form's, and saving it is no longer stale.
    const againA = await openEdit(page, newTitle);
    const againB = await openEdit(b.page, newTitle);
    await againA.getByLabel('Capacity').fill('55');
    await againA.getByRole('button', { name: 'Save Changes' }).click();
    await expect(againA).toBeHidden();
    await againB.getByLabel('Capacity').fill('10');
    await againB.getByRole('button', { name: 'Save Changes' }).click();
    await expect(stale.getByTestId('stale-differences')).toHaveText('Capacity: 30 → 55');
    await stale.getByRole('button', { name: 'Reload their version' }).click();
    await expect(againB.getByLabel('Capacity')).toHaveValue('55');
    await againB.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('presence-bar')).not.toContainText('is editing');

    const history = await openEdit(page, newTitle);
    await history.getByRole('button', { name: 'Change history' }).click();
    const entries = history.getByTestId('history-entry');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText(`Edited by ${ADMIN.email}`);
    await expect(entries.nth(0)).toContainText('Capacity: 30 → 55');
    await expect(entries.nth(1)).toContainText(`Edited by ${other.email}`);
    await expect(entries.nth(1)).toContainText(`Title: ${title} → ${newTitle}`);
    await expect(entries.nth(2)).toContainText(`Edited by ${ADMIN.email}`);
    await expect(entries.nth(2)).toContainText(`Room: ${roomA} → ${roomB}`);
    await expect(entries.nth(3)).toContainText(`Created by ${ADMIN.email}`);
    console.expectNone([CONFLICT]);
    bConsole.expectNone([CONFLICT]);
  } finally {
    await b.context.close();
    await api.deleteSession(session.id);
  }
});

test('Schedule Session on an accepted proposal opens the prefilled form on the Schedule tab and sets the slot', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = await admin(request);
  const title = unique('Proposal to schedule');
  const speaker = await makeSpeaker(request, title, 'Pat Proposer');
  await reviewProposal(request, speaker.proposalId, 'accepted');
  const room = unique('Proposal Room');
  try {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=cfp');
    const card = page.getByTestId('submission').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    await card.getByRole('button', { name: 'Schedule Session' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=schedule&proposal=${speaker.proposalId}$`));
    const dialog = page.getByRole('dialog', { name: 'Schedule Session' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await expect(dialog.getByLabel('Description')).toHaveValue(/^How a parliament made every plenary debate searchable/);
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Talk');
    await dialog.getByLabel('Start (Vienna time)').fill('2025-11-18T16:00');
    await dialog.getByLabel('End (Vienna time)').fill('2025-11-18T16:30');
    await dialog.getByRole('combobox', { name: 'Room' }).fill(room);
    await dialog.getByRole('button', { name: /^(Create Session|Save anyway)$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `'${title}' scheduled.` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\?tab=schedule$/);
    await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');

    const all = await (await request.get('/cfp/submissions', { headers: api.headers })).json();
    expect(all.find((p: { id: number }) => p.id === speaker.proposalId)).toMatchObject({
      status: 'approved_scheduled',
      scheduled_time: '2025-11-18T15:00:00.000Z',
      scheduled_room: room,
    });
    await page.getByRole('tab', { name: 'Call for Speakers' }).click();
    await expect(card).toContainText(`Scheduled: Nov 18, 2025 at 4:00 PM · Room: ${room}`);
    await expect(card.getByRole('button', { name: 'Schedule Session' })).toHaveCount(0);
    console.expectNone();
  } finally {
    const s = await api.session(title);
    if (s) await api.deleteSession(s.id);
  }
});
