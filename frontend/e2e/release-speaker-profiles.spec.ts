// A release freezes the schedule, not the speakers' profiles: in release mode, a visitor's open /schedule page shows a
// speaker's new name as soon as an organiser saves it, with no release and no reload. The test puts the event back in
// live mode (one server serves every browser test).
import { expect, test } from './fixtures';
import { arrival, plusDays, sessionsApi, weekOf } from './admin-schedule-calendar-support';
import { adminHeaders, secondPage } from './helpers';
import { countNavigations, openPage, screenshotToLookAt, unique, watchConsole } from './page-checks';

test('in release mode an open public schedule shows a renamed speaker without a release or reload', async ({ request, browser }) => {
  const headers = await adminHeaders(request);
  const api = sessionsApi(request, headers);
  // Week 11: Tuesday 25 March 2031, a day of its own.
  const tuesday = plusDays(weekOf(11), 1);
  const name = unique('Ada Byron');
  const created = await request.post('/api/admin/speakers', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const speakerId = ((await created.json()) as { id: number }).id;
  const title = unique('Notes on the engine');
  const session = await api.create(title, tuesday, '10:00', '11:00', unique('Engine Room'));
  const linked = await request.put(`/api/admin/sessions/${session.id}`, { headers, data: { speakers: [{ id: speakerId }], version: session.version } });
  expect(linked.status(), await linked.text()).toBe(200);
  const visitor = await secondPage(browser);
  try {
    expect((await request.put('/api/admin/schedule/mode', { headers, data: { mode: 'release' } })).status()).toBe(200);

    const console = watchConsole(visitor.page);
    await openPage(visitor.page, '/schedule');
    await visitor.page.getByRole('group', { name: 'Conference days' }).getByRole('button', { name: 'Tuesday, March 25, 2031' }).click();
    const card = visitor.page.getByTestId('schedule-session').filter({ has: visitor.page.getByRole('heading', { name: title, exact: true }) });
    await arrival(card).toContainText(`Speaker: ${name}`);
    const navigations = countNavigations(visitor.page);

    const renamed = unique('Ada Lovelace');
    const saved = await request.put(`/api/admin/speakers/${speakerId}`, { headers, data: { name: renamed } });
    expect(saved.status(), await saved.text()).toBe(200);

    await expect(card).toContainText(`Speaker: ${renamed}`);
    await expect(card).not.toContainText(name);
    // Nothing was released: the schedule is still the one of the first release, which a profile is no change of.
    const draft = await request.get('/api/admin/schedule/draft', { headers });
    expect(((await draft.json()) as { changes: unknown[] }).changes).toEqual([]);
    expect(navigations()).toBe(0);
    await screenshotToLookAt(visitor.page, 'renamed-speaker.png');
    console.expectNone();
  } finally {
    // Whatever happened above, the other browser tests find the event in live mode.
    await request.put('/api/admin/schedule/mode', { headers, data: { mode: 'live' } });
    await visitor.context.close();
    await api.cleanUp();
    await request.delete(`/api/admin/speakers/${speakerId}`, { headers });
  }
});
