// The calendar marks what is not yet released: in release mode a block the draft changed since the latest release
// gets a dashed edge and a dot, its tooltip and screen-reader text name the kinds, the legend explains it and the
// session dialog says 'Not yet released: ...'. The marks follow another organiser's edits and releases without a
// reload, and go when a release publishes the draft. The List view says the same in a chip beside the status.
// Each test puts the event back in live mode at the end.
import { expect, test } from './fixtures';
import { arrival, block, drag, openSchedule, plusDays, sessionsApi, vienna, weekOf } from './admin-schedule-calendar-support';
import { adminHeaders } from './helpers';
import { countNavigations, screenshotToLookAt, unique, watchConsole } from './page-checks';

// Tall enough for the whole day of the calendar.
test.use({ viewport: { width: 1280, height: 1600 } });

test('release mode marks the blocks changed since the last release, live, until they are released', async ({ page, request }) => {
  test.slow();
  const console = watchConsole(page);
  const headers = await adminHeaders(request);
  const api = sessionsApi(request, headers);
  // Week 11: Tuesday 25 March 2031, still Vienna winter time.
  const tuesday = plusDays(weekOf(11), 1);
  const room = unique('Draft Hall');
  // Two sessions in one room at once: both are flagged as clashing, so the mark is seen beside the clash flag.
  const moved = await api.create(unique('Keynote on drafts and releases'), tuesday, '10:00', '11:00', room);
  const other = await api.create(unique('Panel on versions'), tuesday, '10:30', '11:30', room);
  try {
    expect((await request.put('/api/admin/schedule/mode', { headers, data: { mode: 'release' } })).status()).toBe(200);
    await openSchedule(page, tuesday);
    const navigations = countNavigations(page);
    const legend = page.getByTestId('calendar-legend');
    await expect(legend.getByTestId('unreleased-legend')).toHaveText('Changed since the last release (not yet public)');
    const mine = block(page, moved.title);
    const theirs = block(page, other.title);
    await arrival(mine).toHaveAttribute('data-clash', 'true');
    await expect(mine).toHaveAttribute('data-unreleased', '');
    await expect(mine.getByTestId('unreleased-mark')).toHaveCount(0);

    // A drag half an hour later (still clashing): the block is marked 'moved'; the other is not.
    await drag(page, mine, 0, 48, () => expect(page.getByTestId('drop-preview')).toHaveText('10:30 AM - 11:30 AM'));
    await expect(mine).toContainText('10:30 AM - 11:30 AM');
    await expect(mine).toHaveAttribute('data-unreleased', 'moved');
    await expect(mine.getByTestId('unreleased-mark')).toBeVisible();
    await expect(mine.getByTestId('unreleased-mark')).toHaveAttribute('title', 'Unreleased: moved');
    await expect(mine).toHaveAttribute('title', new RegExp(`\\nUnreleased: moved$`));
    await expect(mine).toHaveAccessibleName(new RegExp(`unreleased: moved$`));
    await expect(mine).toHaveCSS('border-top-style', 'dashed');
    await expect(theirs).toHaveAttribute('data-unreleased', '');
    await expect(theirs).toHaveCSS('border-top-style', 'none');

    // The mark hides neither the title nor the clash flag: all three are seen side by side in the block's head.
    await expect(mine.getByTestId('session-title')).toBeVisible();
    await expect(mine.getByTestId('clash-icon')).toBeVisible();
    const [head, title, flag, dot] = await Promise.all(
      [mine, mine.getByTestId('session-title'), mine.getByTestId('clash-icon'), mine.getByTestId('unreleased-mark')].map((l) => l.boundingBox()),
    );
    for (const part of [title, flag, dot]) expect(part!.x + part!.width).toBeLessThanOrEqual(head!.x + head!.width);
    expect(title!.width).toBeGreaterThan(40);
    expect(dot!.x).toBeGreaterThanOrEqual(flag!.x + flag!.width);
    await screenshotToLookAt(page.getByTestId('calendar-grid'), 'unreleased-marks.png');

    // The session dialog says what is not yet released.
    // A click within 300 ms of a drop counts as the drag's own (week-calendar.tsx): on a busy machine the test's
    // steps since the drop can take less, so the click is made again until the dialog opens (a fresh-clone run saw it).
    const dialog = page.getByRole('dialog', { name: moved.title });
    await expect(async () => {
      await mine.click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(dialog.getByTestId('detail-unreleased')).toHaveText('Not yet released: moved');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // Release: the mark goes.
    const panel = page.getByTestId('releases-panel');
    await panel.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(panel.getByTestId('unreleased-count')).toHaveText('No unreleased changes');
    await expect(mine).toHaveAttribute('data-unreleased', '');
    await expect(mine.getByTestId('unreleased-mark')).toHaveCount(0);
    await expect(mine).toHaveCSS('border-top-style', 'none');

    // Another organiser renames the other session and moves it to another room: its block is marked at once...
    const current = (await api.get(other.id))!;
    const otherRoom = unique('Other Hall');
    const edited = await request.put(`/api/admin/sessions/${other.id}`, {
      headers,
      data: { title: `${other.title} II`, room: otherRoom, version: current.version },
    });
    expect(edited.status()).toBe(200);
    const renamed = block(page, `${other.title} II`);
    await expect(renamed).toHaveAttribute('data-unreleased', 'room renamed');
    await expect(renamed.getByTestId('unreleased-mark')).toHaveAttribute('title', 'Unreleased: room, renamed');
    // ...and released by them: the mark goes without a reload.
    expect((await request.post('/api/admin/schedule/releases', { headers, data: {} })).status()).toBe(201);
    await expect(renamed).toHaveAttribute('data-unreleased', '');
    await expect(renamed.getByTestId('unreleased-mark')).toHaveCount(0);
    expect(navigations()).toBe(0);

    // In live mode nothing is marked and the legend leaves the entry out.
    await panel.getByRole('button', { name: 'Switch to live mode' }).click();
    await page.getByRole('dialog', { name: 'Switch to live mode?' }).getByRole('button', { name: 'Switch to live mode' }).click();
    await expect(panel.getByText('Live mode', { exact: true })).toBeVisible();
    await expect(legend.getByTestId('unreleased-legend')).toHaveCount(0);
    console.expectNone();
  } finally {
    // Whatever happened above, the other browser tests find the event in live mode.
    await request.put('/api/admin/schedule/mode', { headers, data: { mode: 'live' } });
    await api.cleanUp();
  }
});

test('release mode: the List view names what is unreleased beside the status, until the release', async ({ page, request }) => {
  test.slow();
  const console = watchConsole(page);
  const headers = await adminHeaders(request);
  const api = sessionsApi(request, headers);
  // Week 7: Wednesday 26 February 2031, Vienna winter time (the helpers write times as UTC+1).
  const wednesday = plusDays(weekOf(7), 2);
  const edited = await api.create(unique('Talk on list marks'), wednesday, '10:00', '11:00', unique('List Hall'));
  const untouched = await api.create(unique('Talk left alone'), wednesday, '12:00', '13:00', unique('Quiet Hall'));
  try {
    // The switch releases the programme as it is: nothing is unreleased yet.
    expect((await request.put('/api/admin/schedule/mode', { headers, data: { mode: 'release' } })).status()).toBe(200);
    await openSchedule(page, wednesday);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const row = (s: { id: number }) => page.locator(`[data-testid="session-row"][data-session-id="${s.id}"]`);
    await arrival(row(edited)).toBeVisible();
    // The view is kept in the address (?view=list): count reloads only from here.
    const navigations = countNavigations(page);
    await expect(page.getByTestId('unreleased-chip')).toHaveCount(0);

    // Another organiser moves one session an hour later into another room: its row says so at once, the other's does not.
    const current = (await api.get(edited.id))!;
    const put = await request.put(`/api/admin/sessions/${edited.id}`, {
      headers,
      data: { startTime: vienna(wednesday, '11:00'), endTime: vienna(wednesday, '12:00'), room: unique('Big Hall'), version: current.version },
    });
    expect(put.status(), await put.text()).toBe(200);
    const chip = row(edited).getByTestId('unreleased-chip');
    await expect(chip).toHaveText('Unreleased: moved, room');
    await expect(chip).toHaveCSS('color', 'rgb(102, 60, 0)');
    await expect(chip).toHaveCSS('border-top-style', 'dashed');
    // It sits in the Status cell, read by screen readers with the status.
    await expect(row(edited).getByRole('cell', { name: 'Scheduled Unreleased: moved, room' })).toBeVisible();
    await expect(row(untouched).getByTestId('unreleased-chip')).toHaveCount(0);
    await expect(page.getByTestId('unreleased-chip')).toHaveCount(1);
    await screenshotToLookAt(page.getByRole('region', { name: 'Sessions table' }), 'unreleased-list.png');

    // The release publishes it: the chip goes without a reload.
    expect((await request.post('/api/admin/schedule/releases', { headers, data: {} })).status()).toBe(201);
    await expect(row(edited)).toContainText('11:00 AM - 12:00 PM');
    await expect(page.getByTestId('unreleased-chip')).toHaveCount(0);
    expect(navigations()).toBe(0);
    console.expectNone();
  } finally {
    await request.put('/api/admin/schedule/mode', { headers, data: { mode: 'live' } });
    await api.cleanUp();
  }
});
