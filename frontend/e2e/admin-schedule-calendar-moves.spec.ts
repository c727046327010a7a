// The admin Schedule tab's calendar against the real backend, one organiser moving sessions: a drag to another room
// column and a resize, the keyboard doing what the mouse does, clashes flagged and cleared, and "Move to…" with single
// clicks for a pointer user who cannot drag (WCAG 2.5.7), read right by a screen reader. Every test makes its own
// sessions in its own week of January 2031 (Vienna winter time, UTC+1) and deletes them.
import { expect, test } from './fixtures';
import { arrival, block, drag, openSchedule, plusDays, sessionsApi, vienna, weekOf } from './admin-schedule-calendar-support';
import { adminHeaders } from './helpers';
import { unique, watchConsole } from './page-checks';

// Tall enough for a whole day.
const VIEWPORT = { width: 1280, height: 1600 };
test.use({ viewport: VIEWPORT });
// Against one server that other specs share: give each test room.
test.beforeEach(() => test.slow());

test('dragging a block to another room column moves it there, and its bottom edge changes its end', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const wednesday = plusDays(weekOf(1), 2);
  // Named to sort first among the venue's rooms, so both columns are in view without scrolling sideways.
  const [roomA, roomB] = [unique('Aula A'), unique('Aula B')];
  const title = unique('Resized workshop');
  await api.create(unique('Neighbour'), wednesday, '14:00', '15:00', roomB);
  const session = await api.create(title, wednesday, '10:00', '11:00', roomA);
  try {
    await openSchedule(page, wednesday);
    await expect(page.getByTestId('room-header').filter({ hasText: roomA })).toBeVisible();
    await expect(page.getByTestId('room-header').filter({ hasText: roomB })).toBeVisible();
    const mine = block(page, title);

    // Resize: the bottom edge two half-hours down ends it at 12:00.
    await drag(page, mine.getByTestId('resize-handle'), 0, 96, () => expect(mine).toContainText('10:00 AM - 12:00 PM'), 'centre');
    await expect(mine).toContainText('10:00 AM - 12:00 PM');
    await expect(mine).toHaveCSS('height', '192px');
    await expect.poll(async () => (await api.get(session.id))?.endTime).toBe(vienna(wednesday, '12:00'));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Into the next room's column, half an hour later.
    const columnB = page.locator(`[data-testid="room-column"][data-room="${roomB}"]`);
    const from = await mine.boundingBox();
    const to = await columnB.boundingBox();
    await drag(page, mine, to!.x + to!.width / 2 - (from!.x + from!.width / 2), 48);
    await expect
      .poll(async () => {
        const s = await api.get(session.id);
        return [s?.room, s?.startTime, s?.endTime];
      })
      .toEqual([roomB, vienna(wednesday, '10:30'), vienna(wednesday, '12:30')]);
    await expect(mine).toHaveAccessibleName(new RegExp(`10:30 AM - 12:30 PM.*${roomB}`));
    const moved = await mine.boundingBox();
    expect(moved!.x).toBeGreaterThan(to!.x - 1);
    expect(moved!.x).toBeLessThan(to!.x + to!.width);

    // A double click on an empty slot opens a new session for that slot and room.
    await columnB.dblclick({ position: { x: 20, y: 16 * 48 + 10 } });
    const form = page.getByRole('dialog', { name: 'Add Session' });
    await expect(form.getByLabel('Start (Vienna time)')).toHaveValue(`${wednesday}T16:00`);
    await expect(form.getByLabel('End (Vienna time)')).toHaveValue(`${wednesday}T16:30`);
    await expect(form.getByRole('combobox', { name: 'Room' })).toHaveValue(roomB);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    console.expectNone();
  } finally {
    await api.cleanUp();
  }
});

test('the keyboard moves a session, changes its room, day and end, and Enter opens its details', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const thursday = plusDays(weekOf(3), 3);
  const friday = plusDays(thursday, 1);
  const [roomA, roomB] = [unique('Keys A'), unique('Keys B')];
  const title = unique('Keyboard talk');
  await api.create(unique('Other room'), thursday, '15:00', '16:00', roomB);
  const session = await api.create(title, thursday, '10:00', '11:00', roomA);
  try {
    await openSchedule(page, thursday);
    const mine = block(page, title);
    const announcer = page.getByTestId('calendar-announcer');
    await mine.focus();
    const day = 'Thursday, January 30, 2031';

    await page.keyboard.press('ArrowDown');
    await expect(announcer).toHaveText(`'${title}' now ${day}, 10:30 AM - 11:30 AM, ${roomA}.`);
    await page.keyboard.press('ArrowRight');
    await expect(announcer).toHaveText(`'${title}' now ${day}, 10:30 AM - 11:30 AM, ${roomB}.`);
    await page.keyboard.press('Shift+ArrowDown');
    await expect(announcer).toHaveText(`'${title}' now ${day}, 10:30 AM - 12:00 PM, ${roomB}.`);
    await expect(mine).toBeFocused();
    await expect(mine).toHaveCSS('top', '240px');
    await expect(mine).toHaveCSS('height', '144px');
    await expect
      .poll(async () => {
        const s = await api.get(session.id);
        return [s?.room, s?.startTime, s?.endTime];
      })
      .toEqual([roomB, vienna(thursday, '10:30'), vienna(thursday, '12:00')]);

    // Enter: the details, with the change history; Close returns to the calendar.
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: title });
    await expect(details).toContainText(`${day}, 10:30 AM - 12:00 PM`);
    await expect(details).toContainText(roomB);
    await expect(details.getByTestId('history-entry').first()).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    // Shift+Right: the next day, and the calendar follows it with the focus.
    await mine.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(announcer).toHaveText(`'${title}' now Friday, January 31, 2031, 10:30 AM - 12:00 PM, ${roomB}.`);
    await expect(page.getByRole('tab', { name: /Fri 31 Jan/ })).toHaveAttribute('aria-selected', 'true');
    await expect(mine).toBeFocused();
    await expect.poll(async () => (await api.get(session.id))?.startTime).toBe(vienna(friday, '10:30'));
    console.expectNone();
  } finally {
    await api.cleanUp();
  }
});

test('a room used twice at once is flagged on both sessions, and the flag goes when one moves away', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const monday = weekOf(4);
  const [roomA, roomB] = [unique('Clash A'), unique('Clash B')];
  const first = unique('First booking');
  const second = unique('Second booking');
  await api.create(first, monday, '09:00', '10:00', roomA);
  await api.create(second, monday, '09:30', '10:30', roomA);
  await api.create(unique('Elsewhere'), monday, '13:00', '14:00', roomB);
  try {
    await openSchedule(page, monday);
    for (const [title, otherTitle] of [
      [first, second],
      [second, first],
    ]) {
      await expect(block(page, title)).toHaveAttribute('data-clash', 'true');
      await expect(block(page, title)).toHaveAccessibleName(new RegExp(`Room clash with ${otherTitle}`));
      await expect(block(page, title).getByTestId('clash-icon')).toBeVisible();
    }
    await expect(page.getByRole('tab', { name: /Mon 3 Feb/ })).toContainText('2 clashes');
    // Side by side in their room, not on top of each other.
    const [a, b] = [await block(page, first).boundingBox(), await block(page, second).boundingBox()];
    expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + 1);

    await block(page, first).click();
    const details = page.getByRole('dialog', { name: first });
    await expect(details.getByTestId('detail-clashes')).toHaveText(`Room clash with ${second}`);
    await details.getByRole('button', { name: 'Close' }).click();

    // The second one moves to the other room: neither is flagged any more.
    await block(page, second).focus();
    await page.keyboard.press('ArrowRight');
    await expect(block(page, second)).toHaveAttribute('data-clash', 'false');
    await expect(block(page, first)).toHaveAttribute('data-clash', 'false');
    await expect(page.getByRole('tab', { name: /Mon 3 Feb/ })).not.toContainText('clash');
    console.expectNone();
  } finally {
    await api.cleanUp();
  }
});

test('"Move to…" moves a session with single clicks, and the calendar and its dialogs read right to a screen reader', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  // Thursday and Friday of the list test's week (that test keeps to its Wednesday and its own titles).
  const thursday = plusDays(weekOf(6), 3);
  const friday = plusDays(thursday, 1);
  const [roomA, roomB] = [unique('Aula M'), unique('Aula N')];
  const title = unique('Pointer talk');
  await api.create(unique('Beside'), thursday, '15:00', '16:00', roomB);
  const session = await api.create(title, thursday, '10:00', '11:00', roomA);
  try {
    await openSchedule(page, thursday);
    const mine = block(page, title);
    // The week as tabs, the day as a region of sessions each named by title, time, room and type.
    await expect(page.getByTestId('calendar-grid').locator('..').locator('..')).toMatchAriaSnapshot(`
      - tablist "Days of the week":
        - tab /Thu 20 Feb/ [selected]
        - tab /Fri 21 Feb/
      - tabpanel:
        - region "Calendar for Thursday, February 20, 2031":
          - list "Rooms":
            - listitem "${roomA}"
            - listitem "${roomB}"
          - button /^${title} 10:00 AM - 11:00 AM ?, ${roomA}, Talk$/
    `);

    await mine.click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog', { name: `Move '${title}'` });
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Move '${title}'":
        - heading "Move '${title}'" [level=2]
        - paragraph: "Now: Thursday, February 20, 2031, 10:00 AM - 11:00 AM, ${roomA}"
        - textbox "Day"
        - combobox "Start (Vienna time)": 10:00 AM
        - combobox "Room": ${roomA}
        - button "Cancel"
        - button "Move"
    `);
    await dialog.getByLabel('Day').fill(friday);
    await dialog.getByRole('combobox', { name: 'Start (Vienna time)' }).click();
    await page.getByRole('option', { name: '11:30 AM' }).click();
    await dialog.getByRole('combobox', { name: 'Room' }).click();
    await page.getByRole('option', { name: roomB }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();

    // The calendar follows it to Friday, at its new time and room, with the focus on it; so does a reload.
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: /Fri 21 Feb/ })).toHaveAttribute('aria-selected', 'true');
    await expect(mine).toHaveAccessibleName(new RegExp(`11:30 AM - 12:30 PM ?, ${roomB}`));
    await expect(mine).toBeFocused();
    await expect
      .poll(async () => {
        const s = await api.get(session.id);
        return [s?.room, s?.startTime];
      })
      .toEqual([roomB, vienna(friday, '11:30')]);
    await page.reload();
    await arrival(mine).toHaveAccessibleName(new RegExp(`11:30 AM - 12:30 PM ?, ${roomB}`));

    // The session form, one of the dialogs that were there before.
    await mine.click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Session' });
    await expect(form).toMatchAriaSnapshot(`
      - dialog "Edit Session":
        - heading "Edit Session" [level=2]
        - textbox "Title": ${title}
        - textbox "Description"
        - combobox "Type"
        - combobox "Room"
        - button "Cancel"
    `);
    await form.getByRole('button', { name: 'Cancel' }).click();
    console.expectNone();
  } finally {
    await api.cleanUp();
  }
});
