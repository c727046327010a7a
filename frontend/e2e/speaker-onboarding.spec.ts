// A visitor proposes a talk, gets the set-password link by mail, sets a password and is signed in as a speaker who
// sees the pending proposal through the API; the link works only once.
import { expect, test } from './fixtures';
import { readMail, uniqueEmail } from './helpers';
import { watchConsole } from './page-checks';

test('a proposal gives its proposer a speaker account through a single-use set-password link', async ({ page, request }) => {
  const console = watchConsole(page);
  const email = uniqueEmail('proposer');
  await page.goto('/cfp');
  const fields: Record<string, string> = {
    title: 'Speech recognition for the plenary',
    abstract: 'How a parliament made every plenary debate searchable the same day, and what it cost. '.repeat(2),
    speaker_name: 'Pia Proposer',
    speaker_position: 'Head of Speech Technology',
    organization: 'Plenary Tech',
    email,
    speaker_bio: 'Pia builds speech recognition for parliaments and has shipped three of them into production.',
  };
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
  await page.locator('[name="presentation_type"]').selectOption('research_output');
  await page.locator('[name="recording_consent"]').selectOption('no');
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();

  const mail = await readMail(email, 'We received your proposal');
  const link = /(https?:\/\/\S+\/set-password\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await page.locator('[name="password"]').fill('speaker-pass-1');
  await page.locator('[name="confirm_password"]').fill('speaker-pass-2');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.locator('[name="confirm_password"]').fill('speaker-pass-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/speaker$/);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const mine = await request.get('/api/speaker/presentations', { headers: { authorization: `Bearer ${token}` } });
  expect((await mine.json()).map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([['Speech recognition for the plenary', 'pending']]);

  // The link is spent.
  const again = await request.post('/api/auth/set-password', { data: { token: new URL(link!).searchParams.get('token'), password: 'another-pass-1' } });
  expect(again.status()).toBe(400);
  console.expectNone();
});
