import { expect, test } from './fixtures';
import { screenshotToLookAt } from './page-checks';
import { adminHeaders, apiRegister, secondPage, sessionsRemovedAfterEach, signIn } from './helpers';

const sessions = sessionsRemovedAfterEach();

test("an attendee asks, another page sees it arrive live and votes, and a moderator's hide takes it away live", async ({ page, browser, request }) => {
  const start = Date.now();
  const session = await (
    await sessions(request)
  ).create({
    title: 'Questions in the room',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3_600_000).toISOString(),
    room: 'Hall Q',
  });
  const asker = await apiRegister(request, 'Asha Asker');
  const voter = await apiRegister(request, 'Vic Voter');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, asker.email, asker.password, `/sessions/${session.id}`);
  const second = await secondPage(browser, { viewport: { width: 390, height: 844 } });
  try {
    await signIn(second.page, voter.email, voter.password, `/sessions/${session.id}`);
    for (const p of [page, second.page]) {
      await expect(p.getByText('No questions yet.')).toBeVisible();
      await expect(p.getByLabel('Live updates connected').first()).toBeAttached();
    }

    await page.getByRole('textbox', { name: 'Your question' }).fill('How do votes stay exact?');
    await expect(page.getByText('24 of 280 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Ask' }).click();
    const theirs = second.page.getByTestId('question').filter({ hasText: 'How do votes stay exact?' });
    await expect(theirs).toBeVisible();

    await theirs.getByRole('button', { name: 'Vote for this question (0 votes)' }).click();
    const mine = page.getByTestId('question').filter({ hasText: 'How do votes stay exact?' });
    await expect(mine.getByTestId('question-votes')).toHaveText('1');
    await screenshotToLookAt(page, 'questions-390.png', { fullPage: true });

    const id = Number(await mine.getAttribute('data-question-id'));
    const hidden = await request.patch(`/api/questions/${id}`, { headers: await adminHeaders(request), data: { status: 'hidden' } });
    expect(hidden.ok()).toBe(true);
    await expect(theirs).toHaveCount(0);
    await expect(second.page.getByText('No questions yet.')).toBeVisible();
    // Its author still sees it, marked.
    await expect(mine.getByText('Hidden')).toBeVisible();
  } finally {
    await second.context.close();
  }
});
