// Undo and redo in the admin Schedule calendar against the real backend: a drag is undone with Ctrl+Z and redone with
// Ctrl+Shift+Z or the toolbar buttons, the calendar and the server agreeing each time; an undo of a session another
// organiser has moved since asks first, and 'Keep theirs' leaves their change while 'Overwrite their change' undoes.
// The sessions are in March 2031 (Vienna winter time, UTC+1) and are deleted again.
import { expect, test } from './fixtures';
import { block, drag, openSchedule, plusDays, sessionsApi, STALE, vienna, weekOf } from './admin-schedule-calendar-support';
import { adminHeaders, apiLogin, uniqueEmail } from './helpers';
import { unique, watchConsole } from './page-checks';

/** A second organiser, who changes sessions through the API; removed again after the tests. */
let other: { id: number; headers: Record<string, string> } | null = null;

test.beforeAll(async ({ request }) => {
  const email = uniqueEmail('undo-organiser');
  const password = 'undo-organiser-pass-1';
  const res = await request.post('/api/auth/register', { data: { email, password, full_name: unique('Grace Hopper') } });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number } };
  const promote = await request.put(`/api/admin/users/${user.id}`, { headers: await adminHeaders(request), data: { role: 'admin' } });
  expect(promote.ok(), await promote.text()).toBe(true);
  other = { id: user.id, headers: { authorization: `Bearer ${await apiLogin(request, email, password)}` } };
});

test.afterAll(async ({ request }) => {
  if (other) await request.delete(`/api/admin/users/${other.id}`, { headers: await adminHeaders(request) });
});

test.use({ viewport: { width: 1280, height: 1600 } });
test.beforeEach(() => test.slow());

test('undo/redo of a drag: Ctrl+Z puts it back, Ctrl+Shift+Z moves it again, and so do the buttons', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const tuesday = plusDays(weekOf(8), 1);
  const room = unique('Undo hall');
  const title = unique('Undone talk');
  const session = await api.create(title, tuesday, '10:00', '11:00', room);
  const startOnServer = async () => (await api.get(session.id))?.startTime;
  const moveLabel = `Move '${title}' to 11:00 AM, ${room}`;
  const at = (from: string, to: string) => `'${title}' now Tuesday, March 4, 2031, ${from} - ${to}, ${room}.`;
  try {
    await openSchedule(page, tuesday);
    const mine = block(page, title);
    const undoButton = page.getByRole('button', { name: 'Undo', exact: true });
    const redoButton = page.getByRole('button', { name: 'Redo', exact: true });
    const notice = page.getByTestId('undo-notice');
    await expect(mine).toHaveCSS('top', '192px');

    await drag(page, mine, 0, 96, () => expect(page.getByTestId('drop-preview')).toHaveText('11:00 AM - 12:00 PM'));
    await expect(mine).toContainText('11:00 AM - 12:00 PM');
    await expect.poll(startOnServer).toBe(vienna(tuesday, '11:00'));
    await expect(undoButton).toHaveAccessibleDescription(`Undo: ${moveLabel} (Ctrl+Z)`);

    // Ctrl+Z: back at 10:00, on the calendar and on the server, and the notice says what was undone.
    await page.keyboard.press('Control+z');
    await expect(notice).toHaveText(`Undone: ${moveLabel}. ${at('10:00 AM', '11:00 AM')}`);
    await expect(mine).toContainText('10:00 AM - 11:00 AM');
    await expect(mine).toHaveCSS('top', '192px');
    await expect.poll(startOnServer).toBe(vienna(tuesday, '10:00'));
    await expect(redoButton).toHaveAccessibleDescription(`Redo: ${moveLabel} (Ctrl+Shift+Z)`);

    // Ctrl+Shift+Z: moved again.
    await page.keyboard.press('Control+Shift+Z');
    await expect(notice).toHaveText(`Redone: ${moveLabel}. ${at('11:00 AM', '12:00 PM')}`);
    await expect(mine).toHaveCSS('top', '288px');
    await expect.poll(startOnServer).toBe(vienna(tuesday, '11:00'));
    await expect(redoButton).toBeDisabled();
    await expect(redoButton).toHaveAccessibleDescription('Nothing to redo');

    // The buttons do the same.
    await undoButton.click();
    await expect(notice).toHaveText(`Undone: ${moveLabel}. ${at('10:00 AM', '11:00 AM')}`);
    await expect(mine).toHaveCSS('top', '192px');
    await expect.poll(startOnServer).toBe(vienna(tuesday, '10:00'));
    await redoButton.click();
    await expect(notice).toHaveText(`Redone: ${moveLabel}. ${at('11:00 AM', '12:00 PM')}`);
    await expect(mine).toHaveCSS('top', '288px');
    await expect.poll(startOnServer).toBe(vienna(tuesday, '11:00'));

    // Typing keeps its own undo: Ctrl+Z in the date field changes no session.
    await page.getByLabel('Go to date').focus();
    await page.keyboard.press('Control+z');
    await expect(undoButton).toHaveAccessibleDescription(`Undo: ${moveLabel} (Ctrl+Z)`);
    expect(await startOnServer()).toBe(vienna(tuesday, '11:00'));
    console.expectNone();
  } finally {
    await api.cleanUp();
  }
});

test("an undo of a session another organiser moved since asks first: 'Keep theirs' leaves it, 'Overwrite their change' undoes", async ({ page, request }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const tuesday = plusDays(weekOf(9), 1);
  const room = unique('Contested hall');
  const title = unique('Contested talk');
  // Early in the day: a drag near the bottom of the window would scroll it.
  const session = await api.create(title, tuesday, '09:00', '10:00', room);
  const startOnServer = async () => (await api.get(session.id))?.startTime;
  /** The second organiser moves the session to `hhmm`, based on the version the server has now. */
  const theyMove = async (hhmm: string) => {
    const current = await api.get(session.id);
    const res = await request.post(`/api/admin/sessions/${session.id}/move`, {
      headers: other!.headers,
      data: { startTime: vienna(tuesday, hhmm), version: current!.version },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const day = 'Tuesday, March 11, 2031';
  try {
    await openSchedule(page, tuesday);
    const mine = block(page, title);
    await drag(page, mine, 0, 96);
    await expect.poll(startOnServer).toBe(vienna(tuesday, '10:00'));

    // They move it to 8:00; the calendar shows it live.
    await theyMove('08:00');
    await expect(mine).toContainText('8:00 AM - 9:00 AM');

    await page.keyboard.press('Control+z');
    const dialog = page.getByRole('dialog', { name: 'Undo would overwrite another change' });
    await expect(dialog).toContainText(`'${title}' was changed by someone else since your move. Nothing has been changed yet.`);
    await expect(dialog.getByTestId('undo-conflict-current')).toHaveText(`Now: ${day}, 8:00 AM - 9:00 AM, ${room}`);
    await expect(dialog.getByTestId('undo-conflict-mine')).toHaveText(`Undo would make it: ${day}, 9:00 AM - 10:00 AM, ${room}`);
    await dialog.getByRole('button', { name: 'Keep theirs' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('undo-notice')).toHaveText(`Kept the other change. '${title}' now ${day}, 8:00 AM - 9:00 AM, ${room}.`);
    await expect(mine).toContainText('8:00 AM - 9:00 AM');
    expect(await startOnServer()).toBe(vienna(tuesday, '08:00'));
    // The move left the stack: the next undo would not be this one.
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).not.toHaveAccessibleDescription(new RegExp(title));

    // Again: this time the organiser overwrites their change, and the session is back where the drag took it from.
    await drag(page, mine, 0, 96);
    await expect.poll(startOnServer).toBe(vienna(tuesday, '09:00'));
    await theyMove('11:00');
    await expect(mine).toContainText('11:00 AM - 12:00 PM');
    await page.keyboard.press('Control+z');
    await expect(dialog.getByTestId('undo-conflict-mine')).toHaveText(`Undo would make it: ${day}, 8:00 AM - 9:00 AM, ${room}`);
    await dialog.getByRole('button', { name: 'Overwrite their change' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('undo-notice')).toHaveText(`Undone: Move '${title}' to 9:00 AM, ${room}. '${title}' now ${day}, 8:00 AM - 9:00 AM, ${room}.`);
    await expect(mine).toContainText('8:00 AM - 9:00 AM');
    await expect.poll(startOnServer).toBe(vienna(tuesday, '08:00'));
    console.expectNone([STALE]);
  } finally {
    await api.cleanUp();
  }
});
