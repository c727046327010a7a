// Session feedback against the real backend: an attendee rates a past session they saved on /dashboard, the
// session's speaker sees the average and the comment arrive on /speaker without reloading, and the organisers see it
// in the admin's Feedback tab. A session that has not ended offers no rating; someone who could not have attended (no
// confirmed address, no paid registration) reads why instead of a rating control.
import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN, adminHeaders, apiLogin, apiRegister, readMail, secondPage, signIn, signInThroughForm } from './helpers';
import { countNavigations, expectAccessible, screenshotToLookAt, unique, watchConsole } from './page-checks';
import { savedSession } from './attendee-support';
import { makeSpeaker } from './speaker-support';

// A speaker made through the mail flow, three browser contexts and axe at two widths: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function createSession(request: APIRequestContext, title: string, startTime: string, endTime: string, speakerId?: number) {
  const res = await request.post('/api/admin/sessions', {
    headers: await adminHeaders(request),
    data: { title, startTime, endTime, room: 'Room 1', ...(speakerId ? { speakers: [{ id: speakerId }] } : {}) },
  });
  if (res.status() !== 201) throw new Error(`create session: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** The speaker profile behind a speaker's account (GET /api/admin/speakers names its account by user_id and email). */
async function speakerProfileId(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.get('/api/admin/speakers', { headers: await adminHeaders(request) });
  expect(res.ok()).toBe(true);
  const speakers = (await res.json()) as { id: number; email: string | null }[];
  const found = speakers.find((s) => s.email === email);
  if (!found) throw new Error(`no speaker profile for ${email}`);
  return found.id;
}

/** Opens the link of the welcome mail, as the owner of the address does (through the API: the page is not the point). */
async function confirmAddress(request: APIRequestContext, email: string) {
  const token = /\/confirm-email\?token=([\w-]+)/.exec(await readMail(email, 'Welcome to'))![1];
  expect((await request.post('/api/auth/confirm-email', { data: { token } })).ok()).toBe(true);
}

test('an attendee rates a past session; its speaker and the organisers see the rating live', async ({ page, request, browser }) => {
  const pastTitle = unique('Feedback on plenary search');
  const futureTitle = unique('A talk from the future');
  const speaker = await makeSpeaker(request, unique('Proposal for feedback'), 'Fay Feedback');
  const profile = await speakerProfileId(request, speaker.email);
  const pastId = await createSession(request, pastTitle, '2025-11-18T09:00:00Z', '2025-11-18T10:00:00Z', profile);
  const futureId = await createSession(request, futureTitle, '2099-11-18T09:00:00Z', '2099-11-18T10:00:00Z');

  // The speaker's /speaker page, open before anyone rated.
  const speakerView = await secondPage(browser);
  const speakerConsole = watchConsole(speakerView.page);
  await signIn(speakerView.page, speaker.email, speaker.password, '/speaker');
  const feedback = speakerView.page.getByRole('region', { name: 'Feedback' });
  const speakerItem = feedback.getByRole('listitem').filter({ has: speakerView.page.getByRole('heading', { name: pastTitle }) });
  await expect(speakerItem.getByText('No ratings yet')).toBeVisible();
  const speakerNavigations = countNavigations(speakerView.page);

  // The attendee saved both sessions and opens the dashboard.
  const console = watchConsole(page);
  const attendee = await apiRegister(request, 'Rita Rater');
  const headers = { authorization: `Bearer ${await apiLogin(request, attendee.email, attendee.password)}` };
  for (const id of [pastId, futureId]) expect((await request.post(`/api/user/schedule/${id}`, { headers })).ok()).toBe(true);
  await signInThroughForm(page, attendee.email, attendee.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Not yet someone who could have attended: the page says why instead of offering stars, and follows as the account
  // changes (confirmed, then paid) without a reload.
  const past = savedSession(page, pastTitle);
  const future = savedSession(page, futureTitle);
  const refusal = past.getByRole('note');
  await expect(refusal).toHaveText('Confirm your email address to rate sessions');
  await expect(past.getByRole('radiogroup')).toHaveCount(0);
  await expect(past.getByText('Rate this session')).toHaveCount(0);
  await expect(future.getByRole('note')).toHaveCount(0);
  await screenshotToLookAt(past, 'dashboard-rating-refused.png');
  const dashboardLoads = countNavigations(page);
  await confirmAddress(request, attendee.email);
  await expect(refusal).toHaveText('Only attendees with a paid registration can rate sessions');
  await expect(past.getByRole('radiogroup')).toHaveCount(0);
  await expectAccessible(page, () => expect(refusal).toBeVisible());
  expect((await request.post('/api/payment/process', { headers, data: {} })).ok()).toBe(true);
  await expect(past.getByText('Rate this session')).toBeVisible();
  await expect(refusal).toHaveCount(0);
  expect(dashboardLoads()).toBe(0);
  await expect(future).toBeVisible();
  await expect(future.getByText('Rate this session')).toHaveCount(0);
  await expect(future.getByRole('radiogroup')).toHaveCount(0);

  const stars = past.getByRole('radiogroup', { name: `Your rating for ${pastTitle}` });
  await expect(stars).toBeVisible();
  await expect(past.getByRole('button', { name: 'Save rating' })).toBeDisabled();
  // The fourth star, clicked as a user does (the radio itself is visually hidden).
  await stars.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(stars.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await past.getByRole('textbox', { name: 'Comment (optional)' }).fill('Clear and practical, the demo helped.');
  await screenshotToLookAt(past, 'dashboard-rating-form.png');
  await past.getByRole('button', { name: 'Save rating' }).click();
  await expect(past.getByText('Your rating: 4/5')).toBeVisible();
  await expect(past.getByText('Clear and practical, the demo helped.')).toBeVisible();
  await screenshotToLookAt(past, 'dashboard-rating-item.png');

  // The rating is the server's after a reload, and can be changed.
  await page.reload();
  await expect(past.getByText('Your rating: 4/5')).toBeVisible();
  await expect(past.getByRole('button', { name: `Change your rating for ${pastTitle}` })).toBeVisible();
  await expectAccessible(page, () => expect(past.getByText('Your rating: 4/5')).toBeVisible());

  // The speaker's open page follows without a reload.
  await expect(speakerItem.getByTestId('feedback-average')).toHaveText('4.0 / 5 from 1 rating');
  await expect(speakerItem.getByText('Clear and practical, the demo helped.')).toBeVisible();
  await expect(speakerItem.getByRole('listitem', { name: '4 stars: 1 rating' })).toBeVisible();
  await expect(speakerItem.getByRole('listitem', { name: '5 stars: 0 ratings' })).toBeVisible();
  expect(speakerNavigations()).toBe(0);
  await speakerView.page.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(feedback, 'speaker-feedback.png');
  await expectAccessible(speakerView.page, () => expect(speakerItem.getByTestId('feedback-average')).toBeVisible());
  speakerConsole.expectNone();
  await speakerView.context.close();

  // The organisers' Feedback tab lists the session with its comment.
  const admin = await secondPage(browser);
  await signIn(admin.page, ADMIN.email, ADMIN.password, '/admin?tab=feedback');
  await expect(admin.page.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
  const row = admin.page.getByTestId('admin-feedback-row').filter({ hasText: pastTitle });
  await expect(row.getByRole('cell', { name: '4.0 / 5' })).toBeVisible();
  await row.getByRole('button', { name: `Show comments on ${pastTitle}` }).click();
  await expect(admin.page.getByRole('list', { name: `Comments on ${pastTitle}` }).getByText('Clear and practical, the demo helped.')).toBeVisible();
  await admin.context.close();

  console.expectNone();
});
