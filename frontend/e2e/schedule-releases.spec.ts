// Schedule releases in the browser: an organiser turns on release mode in the Schedule tab and moves a session on the
// calendar; a visitor's open /schedule page keeps the released programme until the organiser releases a version, then
// follows without a reload, says so, and lists the move under the release's heading in 'What changed'. The test puts
// the event back in live mode (one server serves every browser test).
import { expect, test } from './fixtures';
import { arrival, block, drag, openSchedule, plusDays, sessionsApi, vienna, weekOf } from './admin-schedule-calendar-support';
import { adminHeaders, secondPage } from './helpers';
import { countNavigations, expectAccessible, openPage, unique, watchConsole } from './page-checks';

// Tall enough for the whole day of the calendar.
test.use({ viewport: { width: 1280, height: 1600 } });

test('release mode end to end with a public page updating only on release', async ({ page, request, browser }) => {
  test.slow();
  const console = watchConsole(page);
  const headers = await adminHeaders(request);
  const api = sessionsApi(request, headers);
  // Week 10: Tuesday 18 March 2031, still Vienna winter time.
  const tuesday = plusDays(weekOf(10), 1);
  const title = unique('Released talk');
  const session = await api.create(title, tuesday, '10:00', '11:00', unique('Release Hall'));
  const visitor = await secondPage(browser);
  try {
    // A visitor has the public schedule open on that day.
    const visitorConsole = watchConsole(visitor.page);
    await openPage(visitor.page, '/schedule');
    await visitor.page.getByRole('group', { name: 'Conference days' }).getByRole('button', { name: 'Tuesday, March 18, 2031' }).click();
    const card = visitor.page.getByTestId('schedule-session').filter({ has: visitor.page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByTestId('session-time')).toHaveText('10:00 AM - 11:00 AM');
    const navigations = countNavigations(visitor.page);

    // The organiser turns on release mode, after a confirmation that explains it.
    await openSchedule(page, tuesday);
    const panel = page.getByTestId('releases-panel');
    await arrival(panel.getByText('Live mode', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Switch to release mode' }).click();
    const confirm = page.getByRole('dialog', { name: 'Switch to release mode?' });
    await expect(confirm).toContainText('your schedule edits stay in a draft that only organisers see');
    await confirm.getByRole('button', { name: 'Switch to release mode' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(panel.getByText('Release mode', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('unreleased-count')).toHaveText('No unreleased changes');
    await expect(panel.getByRole('button', { name: 'Release', exact: true })).toBeDisabled();

    // It drags the session an hour later: the draft has it there, the public does not.
    const mine = block(page, title);
    await expect(mine).toContainText('10:00 AM - 11:00 AM');
    await drag(page, mine, 0, 96, () => expect(page.getByTestId('drop-preview')).toHaveText('11:00 AM - 12:00 PM'));
    await expect(mine).toContainText('11:00 AM - 12:00 PM');
    await expect.poll(async () => (await api.get(session.id))?.startTime).toBe(vienna(tuesday, '11:00'));
    await expect(panel.getByTestId('unreleased-count')).toHaveText('1 unreleased change');
    await expect(panel.getByTestId('release-change')).toHaveText(`${title}: moved from Tue 10:00 AM to Tue 11:00 AM`);
    await expect(page.getByTestId('draft-status')).toHaveText('Release mode: 1 unreleased change');
    const published = (await (await request.get('/public/sessions')).json()) as { sessions: { id: number; startTime: string }[] };
    expect(published.sessions.find((s) => s.id === session.id)?.startTime).toBe(vienna(tuesday, '10:00'));
    await expect(card.getByTestId('session-time')).toHaveText('10:00 AM - 11:00 AM');

    // It releases the draft under the name offered (the first release was made when release mode began).
    const nameField = panel.getByLabel('Release name');
    const name = (await nameField.getAttribute('placeholder'))!;
    expect(name).toMatch(/^Version \d+$/);
    await panel.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(page.getByText(`Released ${name}.`)).toBeVisible();
    await expect(panel.getByTestId('unreleased-count')).toHaveText('No unreleased changes');
    await panel.getByRole('button', { name: /Past releases/ }).click();
    await expect(page.getByTestId('past-release').first()).toContainText(`${name} — `);
    await expect(page.getByTestId('past-release').first()).toContainText(`${title}: moved from Tue 10:00 AM to Tue 11:00 AM`);

    // The visitor's page follows without a reload, says a new version is out, and lists the move under it.
    await expect(card.getByTestId('session-time')).toHaveText('11:00 AM - 12:00 PM');
    await expect(visitor.page.getByTestId('programme-announcement').getByText(`Programme updated: ${name}`, { exact: true })).toBeVisible();
    const summary = visitor.page.getByRole('button', { name: /What changed/ });
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    const release = visitor.page.getByTestId('schedule-release').filter({ has: visitor.page.getByRole('heading', { name: new RegExp(`^${name} — `) }) });
    await expect(release.getByTestId('release-heading')).toHaveText(new RegExp(`^${name} — \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} (AM|PM)$`));
    await expect(release.getByTestId('schedule-change').filter({ hasText: `${title}: moved from Tue 10:00 AM to Tue 11:00 AM` })).toHaveCount(1);
    expect(navigations()).toBe(0);
    await expectAccessible(visitor.page, () => expect(release).toBeVisible());
    visitorConsole.expectNone();

    // The tab in release mode, the past releases open, passes axe.
    await expectAccessible(page, () => expect(page.getByTestId('draft-status')).toHaveText('Release mode: no unreleased changes'));

    // Back to live mode: nothing is left to publish, and the tab says so.
    await panel.getByRole('button', { name: 'Switch to live mode' }).click();
    const back = page.getByRole('dialog', { name: 'Switch to live mode?' });
    await expect(back).toContainText('every schedule edit is public at once');
    await expect(back).toContainText('There are no unreleased changes.');
    await back.getByRole('button', { name: 'Switch to live mode' }).click();
    await expect(panel.getByText('Live mode', { exact: true })).toBeVisible();
    await expect(page.getByTestId('draft-status')).toHaveCount(0);
    console.expectNone();
  } finally {
    // Whatever happened above, the other browser tests find the event in live mode.
    await request.put('/api/admin/schedule/mode', { headers, data: { mode: 'live' } });
    await visitor.context.close();
    await api.cleanUp();
  }
});
