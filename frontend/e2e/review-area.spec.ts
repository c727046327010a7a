// The programme committee's reviewer area: a reviewer finds their anonymised queue at /review, scores a proposal and
// only then sees the rest of the committee's reviews; a withdrawn proposal leaves the open queue live; people who are
// not reviewers are kept out.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiLogin, apiRegister, asAdmin, keepCommitteeSettings, signInThroughForm, undoneAfterEach } from './helpers';
import { countNavigations, expectAccessible, screenshotToLookAt, unique, watchConsole } from './page-checks';
import { makeSpeaker } from './speaker-support';

// Three speakers made through the mail flow and two reviewers: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PROPOSER = 'Zephyrine Quillborne';
const PROPOSER_ORG = 'Plenary Tech';

async function registeredReviewer(request: APIRequestContext, name: string, organization: string) {
  const person = await apiRegister(request, name);
  const token = await apiLogin(request, person.email, person.password);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: number };
  await asAdmin(request, 'put', `/api/admin/review/reviewers/${id}`, { is_reviewer: true, organization });
  restore.push((req) => asAdmin(req, 'put', `/api/admin/review/reviewers/${id}`, { is_reviewer: false }));
  // The flag is in the token's user: sign in again to act as a reviewer.
  return { ...person, id, token: await apiLogin(request, person.email, person.password) };
}

/**
 * The committee's settings, the call's state and who reviews are shared by every spec on this server: each test
 * puts back what it changed (moving the phase opens or closes the call, so the call is restored after it), and its
 * reviewers stop reviewing, so a later automatic assignment does not pick them.
 */
const restore = undoneAfterEach();

const queueItem = (page: Page, title: string) => page.getByRole('list', { name: 'Proposals to review' }).getByRole('listitem').filter({ hasText: title });

test('a reviewer scores an anonymised proposal, then sees the others; a withdrawn proposal leaves the queue live', async ({ page, request }) => {
  const console = watchConsole(page);
  await keepCommitteeSettings(request, restore);
  const first = await makeSpeaker(request, unique('Speech recognition for committee hearings'), PROPOSER);
  const second = await makeSpeaker(request, unique('Machine translation of plenary records'), PROPOSER);
  const withdrawn = await makeSpeaker(request, unique('Subtitles for the public gallery'), PROPOSER);
  const r1 = await registeredReviewer(request, 'Rhea Reviewer', 'Harbor Labs');
  const r2 = await registeredReviewer(request, 'Rufus Reviewer', 'Orbit Lexica');
  await asAdmin(request, 'put', '/api/admin/review/settings', { reviewers_per_proposal: 2 });
  await asAdmin(request, 'post', '/api/admin/review/assignments/auto', {});
  await asAdmin(request, 'put', '/api/admin/review/settings', { phase: 'review' });

  // Reviewer 2 reviews the first proposal before reviewer 1 opens it.
  const r2Headers = { authorization: `Bearer ${r2.token}` };
  const { criteria } = (await (await request.get('/api/review/state', { headers: r2Headers })).json()) as { criteria: { id: number; name: string }[] };
  expect(criteria.length).toBeGreaterThan(0);
  const r2Comment = 'Strong relevance, but the evaluation is thin.';
  const r2Review = await request.put(`/api/review/proposals/${first.proposalId}/review`, {
    headers: r2Headers,
    data: { scores: Object.fromEntries(criteria.map((c) => [String(c.id), 3])), comment: r2Comment },
  });
  expect(r2Review.ok(), await r2Review.text()).toBe(true);

  await signInThroughForm(page, r1.email, r1.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(page.getByText('Review phase: scores are open')).toBeVisible();
  for (const title of [first.title, second.title, withdrawn.title]) await expect(queueItem(page, title)).toBeVisible();
  await expect(queueItem(page, first.title)).toContainText('Reviews 1 / 2');
  await expect(queueItem(page, first.title).getByText('To review')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Committee progress' })).toContainText('Rufus Reviewer');

  const expectAnonymous = async () => {
    const text = await page.locator('body').innerText();
    for (const identity of [PROPOSER, PROPOSER_ORG, first.email, second.email, withdrawn.email]) expect(text).not.toContain(identity);
  };
  await expectAnonymous();

  // The speaker withdraws: the proposal leaves the open queue without a reload.
  const navigations = countNavigations(page);
  const res = await request.post(`/api/speaker/proposals/${withdrawn.proposalId}/withdraw`, { headers: { authorization: `Bearer ${withdrawn.token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  await expect(queueItem(page, withdrawn.title)).toHaveCount(0);
  await expect(queueItem(page, second.title)).toBeVisible();
  expect(navigations()).toBe(0);

  await expectAccessible(page, () => expect(queueItem(page, second.title)).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshotToLookAt(page, 'review-queue.png', { fullPage: true });

  await queueItem(page, first.title).getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${first.proposalId}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByText(/^How a parliament made every plenary debate searchable/)).toBeVisible();
  await expectAnonymous();
  await expect(page.getByText('The other reviews show once you have submitted yours.')).toBeVisible();
  await expect(page.getByText(r2Comment)).toHaveCount(0);

  // Submit before scoring: every criterion asks for a score.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText(/^Choose a score from 1 to \d+$/)).toHaveCount(criteria.length);
  for (const criterion of criteria) {
    await page.getByRole('radiogroup', { name: criterion.name }).getByRole('radio', { name: '4', exact: true }).check();
  }
  await page.getByRole('textbox', { name: 'Comment for the committee' }).fill('Clear and relevant; I would accept it.');
  await page.getByRole('textbox', { name: 'Note for the speaker' }).fill('Please show a live demo.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Your review was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update review' })).toBeEnabled();
  const others = page.getByRole('list', { name: 'Other reviews' });
  await expect(others).toContainText('Rufus Reviewer');
  await expect(others).toContainText(r2Comment);
  await expectAccessible(page, () => expect(others).toContainText(r2Comment));
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: 'Back to the review queue' }).click();
  await expect(queueItem(page, first.title).getByText('Reviewed', { exact: true })).toBeVisible();
  await expect(queueItem(page, first.title)).toContainText('Reviews 2 / 2');

  // A conflict of interest, after confirming, takes the proposal out of the queue.
  await queueItem(page, second.title).getByRole('link', { name: second.title }).click();
  await page.getByRole('button', { name: 'Declare a conflict of interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Declare a conflict of interest?' });
  await dialog.getByRole('button', { name: 'Declare conflict' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(`You declared a conflict of interest with '${second.title}'`)).toBeVisible();
  await expect(queueItem(page, second.title)).toHaveCount(0);

  // The organisers close review: the banner follows live, and Submit is disabled with the reason.
  await asAdmin(request, 'put', '/api/admin/review/settings', { phase: 'decision' });
  await expect(page.getByText('Decision phase: reviews are closed')).toBeVisible();
  await queueItem(page, first.title).getByRole('link', { name: first.title }).click();
  await expect(page.getByRole('button', { name: 'Update review' })).toBeDisabled();
  await expect(page.getByText(/^Reviews are accepted only in the review phase/)).toBeVisible();
  console.expectNone();
});

test('someone who is not a reviewer is sent from /review to /unauthorized and has no Review link', async ({ page, request }) => {
  const person = await apiRegister(request, 'Nora Nonreviewer');
  await signInThroughForm(page, person.email, person.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review', exact: true })).toHaveCount(0);
  await page.goto('/review');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
