// Two people, two browsers: an organiser decides and schedules a proposal in the admin area while the speaker's
// dashboard is open, and the speaker sees the badge, the notification and then the slot without reloading.
import { expect, test, type Page } from './fixtures';
import { ADMIN, signIn, signInThroughForm, appURL } from './helpers';
import { countNavigations, unique, watchConsole } from './page-checks';
import { makeSpeaker } from './speaker-support';

test.setTimeout(90_000);

const entryOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const cardOf = (page: Page, title: string) => page.getByTestId('submission').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test('the speaker’s open dashboard follows the organiser’s decision and scheduling in another browser', async ({ page, request, browser }) => {
  const title = unique('Captions for the plenary');
  const speaker = await makeSpeaker(request, title, 'Dana Decided');
  const speakerConsole = watchConsole(page);
  await signInThroughForm(page, speaker.email, speaker.password);
  await expect(page).toHaveURL(/\/speaker$/);
  const entry = entryOf(page, title);
  await expect(entry.getByText('Pending', { exact: true })).toBeVisible();
  const speakerNavigations = countNavigations(page);
  // The decision arrives as the proposal record itself: the speaker's list is patched, not fetched again.
  let listRequests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/speaker/presentations') listRequests++;
  });

  const adminContext = await browser.newContext({ baseURL: appURL() });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin?tab=cfp');
    const card = cardOf(admin, title);
    await card.getByRole('button', { name: 'Accept Proposal' }).click();
    await admin.getByRole('dialog', { name: 'Accept Proposal' }).getByRole('button', { name: 'Accept', exact: true }).click();

    await expect(entry.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(listRequests).toBe(0);

    // 'Schedule Session' opens the Schedule tab's session form, prefilled from the proposal.
    await card.getByRole('button', { name: 'Schedule Session' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Schedule Session' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await dialog.getByLabel('Start (Vienna time)').fill('2025-11-17T09:00');
    await dialog.getByLabel('End (Vienna time)').fill('2025-11-17T09:20');
    await dialog.getByRole('combobox', { name: 'Room' }).fill('Plenary Hall');
    // The opening panel is in that hall then: the clash is flagged, not refused.
    await dialog.getByRole('button', { name: /^(Create Session|Save anyway)$/ }).click();
    await expect(dialog).toBeHidden();

    await expect(entry.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(entry.getByText('When: Nov 17, 2025 9:00 AM · Room: Plenary Hall')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(speakerNavigations()).toBe(0);
    speakerConsole.expectNone();

    // Leave the demo programme as the other tests expect it.
    const created = await admin.evaluate(async (t) => {
      const token = localStorage.getItem('token');
      const sessions = await (await fetch('/api/admin/sessions', { headers: { authorization: `Bearer ${token}` } })).json();
      const session = sessions.find((s: { title: string }) => s.title === t);
      if (session) await fetch(`/api/admin/sessions/${session.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      return Boolean(session);
    }, title);
    expect(created).toBe(true);
  } finally {
    await adminContext.close();
  }
});
