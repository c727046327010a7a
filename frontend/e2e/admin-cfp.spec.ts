// The admin's 'Call for Speakers' tab against the real backend: submissions arrive live, decisions show at once in
// every open admin page, a decision on a stale proposal reports the server's reason, and an accepted proposal is
// scheduled into a session from the Schedule tab's prefilled form.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, adminHeaders, apiRegister, readMail, secondPage, signIn, uniqueEmail } from './helpers';
import { countNavigations, expectAccessible, unique, watchConsole } from './page-checks';

const abstractOf = (title: string) => `An abstract for ${title}: what we built for the plenary, what broke on the way and what we would do again next year.`;

const CONFLICT = /Failed to load resource: the server responded with a status of 409/;

async function submitProposal(request: APIRequestContext, title: string, email = uniqueEmail('cfp-admin')) {
  const res = await request.post('/cfp/submit', {
    data: {
      title,
      abstract: abstractOf(title),
      speaker_name: 'Rita Reviewed',
      speaker_position: 'Lead Engineer',
      organization: 'Review Labs',
      email,
      speaker_bio: 'Rita has built language technology for public services for ten years.',
      presentation_type: 'technology_application',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as number;
}

async function openCfpTab(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=cfp');
  await expect(page.getByRole('heading', { level: 2, name: 'Call for Speakers' })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByTestId('submission').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test('submissions arrive live and decisions show in every open admin page without a reload', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  await openCfpTab(page);
  const other = await secondPage(browser);
  const otherConsole = watchConsole(other.page);
  await openCfpTab(other.page);
  const navigations = countNavigations(page);

  const toAccept = unique('Accepted talk');
  const toReject = unique('Rejected talk');
  await submitProposal(request, toAccept);
  await submitProposal(request, toReject);

  // Every field of the submission is on its card.
  const accepted = card(page, toAccept);
  await expect(accepted).toBeVisible();
  await expect(accepted.getByTestId('proposal-status')).toHaveText('Pending');
  await expect(accepted).toContainText('Rita Reviewed · Lead Engineer · Review Labs');
  await expect(accepted.getByRole('link', { name: /@e2e\.example$/ })).toHaveAttribute('href', /^mailto:cfp-admin-/);
  await expect(accepted).toContainText('Technology application · Submitted');
  await expect(accepted).toContainText(`An abstract for ${toAccept}`);
  await expect(accepted).toContainText('Rita has built language technology');
  await expect(card(other.page, toAccept)).toBeVisible();

  await accepted.getByRole('button', { name: 'Accept Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept Proposal' });
  await dialog.getByLabel('Notes for the speaker (optional)').fill('Please keep it to 20 minutes.');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(accepted.getByTestId('proposal-status')).toHaveText('Accepted');
  await expect(accepted).toContainText('Please keep it to 20 minutes.');
  await expect(accepted).toContainText('Action Required');
  await expect(accepted).toContainText('Not confirmed yet');
  await expect(accepted.getByRole('button', { name: 'Accept Proposal' })).toHaveCount(0);
  await expect(accepted.getByRole('button', { name: 'Schedule Session' })).toBeVisible();
  await expect(card(other.page, toAccept).getByTestId('proposal-status')).toHaveText('Accepted');

  // The second admin decides the other one; the first sees it.
  const rejected = card(other.page, toReject);
  await rejected.getByRole('button', { name: 'Reject Proposal' }).click();
  await other.page.getByRole('dialog', { name: 'Reject Proposal' }).getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(rejected.getByTestId('proposal-status')).toHaveText('Rejected');
  await expect(card(page, toReject).getByTestId('proposal-status')).toHaveText('Rejected');
  await expect(card(page, toReject).getByRole('button')).toHaveCount(0);

  expect(navigations()).toBe(0);
  console.expectNone();
  otherConsole.expectNone();
  await other.context.close();
});

test('deciding a proposal another admin has just decided shows the server reason', async ({ page, request }) => {
  const console = watchConsole(page);
  await openCfpTab(page);
  const title = unique('Contested talk');
  const id = await submitProposal(request, title);
  const contested = card(page, title);
  await contested.getByRole('button', { name: 'Accept Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept Proposal' });
  await expect(dialog).toBeVisible();

  // Meanwhile someone else rejects it; the dialog still offers the old choice.
  const res = await request.patch(`/cfp/submissions/${id}/status`, { headers: await adminHeaders(request), data: { status: 'rejected' } });
  expect(res.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('Failed to review submission: A proposal that is rejected cannot be accepted');
  await expect(contested.getByTestId('proposal-status')).toHaveText('Rejected');
  console.expectNone([CONFLICT]);
});

test('an accepted proposal is scheduled from the prefilled session form in venue time and its confirmation shows live', async ({ page, request }) => {
  const console = watchConsole(page);
  const headers = await adminHeaders(request);
  const title = unique('Scheduled talk');
  const email = uniqueEmail('cfp-admin');
  const id = await submitProposal(request, title, email);
  expect((await request.patch(`/cfp/submissions/${id}/status`, { headers, data: { status: 'accepted' } })).ok()).toBe(true);
  await openCfpTab(page);

  const item = card(page, title);
  await expect(item).toContainText('Action Required');
  // 'Schedule Session' opens the Schedule tab with the session form prefilled from the proposal.
  await item.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?tab=schedule&proposal=${id}$`));
  const dialog = page.getByRole('dialog', { name: 'Schedule Session' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Description')).toHaveValue(abstractOf(title));
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Talk');
  await dialog.getByLabel('Start (Vienna time)').fill('2025-11-17T09:00');
  await dialog.getByLabel('End (Vienna time)').fill('2025-11-17T09:20');
  const room = unique('Room');
  await dialog.getByRole('combobox', { name: 'Room' }).fill(room);
  await dialog.getByRole('button', { name: /^(Create Session|Save anyway)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\?tab=schedule$/);

  await page.getByRole('tab', { name: 'Call for Speakers' }).click();
  await expect(item).toContainText(`Scheduled: Nov 17, 2025 at 9:00 AM · Room: ${room}`);
  await expect(item.getByTestId('proposal-status')).toHaveText('Approved scheduled');
  await expect(item).not.toContainText('Action Required');
  await expect(item).toContainText('Not confirmed yet');

  // The speaker confirms (through the link in the proposal mail and the API); the admin page follows live.
  const mail = await readMail(email, 'We received your proposal');
  const token = /set-password\?token=([\w-]+)/.exec(mail)?.[1];
  const speaker = await request.post('/api/auth/set-password', { data: { token, password: 'speaker-pass-1' } });
  const speakerHeaders = { authorization: `Bearer ${(await speaker.json()).access_token}` };
  expect((await request.post(`/api/speaker/proposals/${id}/confirm`, { headers: speakerHeaders })).ok()).toBe(true);
  await expect(item).toContainText('Confirmed by speaker');
  await expect(item).not.toContainText('Not confirmed yet');

  const all = await (await request.get('/cfp/submissions', { headers })).json();
  const proposal = all.find((p: { id: number }) => p.id === id);
  expect(proposal).toMatchObject({ status: 'approved_scheduled', scheduled_time: '2025-11-17T08:00:00.000Z', scheduled_room: room });
  console.expectNone();
  // Other specs read the demo programme: take the test session out again.
  expect((await request.delete(`/api/admin/sessions/${proposal.session_id}`, { headers })).ok()).toBe(true);
});

test('the selected tab is in the address and survives a reload', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, ADMIN.email, ADMIN.password, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Main Page' })).toHaveAttribute('href', '/');
  const sections = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  await expect(sections).toHaveText([
    'Users',
    'Speakers',
    'Schedule',
    'Sponsors',
    'News',
    'Call for Speakers',
    'Committee',
    'Feedback',
    'Settings',
    'Site',
    'Venue maps',
    'Activity',
  ]);
  await expect(page.getByRole('tab', { name: 'Users', exact: true })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Call for Speakers' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=cfp$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Call for Speakers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Call for Speakers' })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=settings$/);
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  console.expectNone();
});

test('someone who is not an admin is sent to /unauthorized', async ({ page, request }) => {
  const user = await apiRegister(request, 'Not An Admin');
  await signIn(page, user.email, user.password, '/admin?tab=cfp');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('the tab has an empty state and no serious accessibility violation at phone and desktop width', async ({ page, request }) => {
  const console = watchConsole(page);
  await submitProposal(request, unique('Accessible talk'));
  await openCfpTab(page);
  // The tab itself is the WCAG audit's (wcag-audit-signed-in.spec.ts, at both widths); its dialogs are checked here.
  await expect(page.getByTestId('submission').first()).toBeVisible();
  await page.getByTestId('submission').first().getByRole('button', { name: 'Accept Proposal' }).click();
  await expectAccessible(page, () => expect(page.getByRole('dialog', { name: 'Accept Proposal' })).toBeVisible());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.route('**/cfp/submissions', (route) => route.fulfill({ json: [] }));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('No submissions yet. Proposals sent through the call for speakers appear here.')).toBeVisible();
  console.expectNone();
});
