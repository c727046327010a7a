// The console's charts (issue 29): opened from under the stat cards, loaded only then (no public page fetches the
// chart library), each saying what it counts, and following a sign-up made elsewhere without a reload.
import { expect, test } from './fixtures';
import { ADMIN, apiRegister, signInThroughForm } from './helpers';
import { countNavigations, expectAccessible, openPage, watchConsole } from './page-checks';

test('the console’s charts load when opened, say what they count, and follow a new sign-up live', async ({ page, request }) => {
  const console = watchConsole(page);
  const chartCode: string[] = [];
  page.on('request', (r) => {
    if (/overview-charts/.test(r.url())) chartCode.push(new URL(r.url()).pathname);
  });
  await openPage(page, '/');
  await openPage(page, '/schedule');
  expect(chartCode).toEqual([]);

  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  const toggle = page.getByRole('button', { name: 'Charts: sign-ups, proposals, reviews and rooms' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(chartCode).toEqual([]);
  await toggle.click();

  const signUps = page.getByRole('figure', { name: 'Sign-ups and tickets' });
  await expect(signUps.getByText('Accounts made and tickets paid, in total up to each day')).toBeVisible();
  await expect(signUps.locator('svg').first()).toBeVisible();
  expect(chartCode.length).toBeGreaterThan(0);
  for (const name of ['Proposals over time', 'Proposals by type and status', 'Review progress', 'Interest by room']) {
    await expect(page.getByRole('figure', { name })).toBeVisible();
  }
  const summary = signUps.getByText(/^Up to today: \d+ accounts, \d+ paid tickets\.$/);
  const accounts = Number(/(\d+) accounts/.exec((await summary.textContent()) ?? '')?.[1]);

  // Someone registers elsewhere: the open chart counts them without a reload.
  const navigations = countNavigations(page);
  await apiRegister(request, 'Chart Newcomer');
  await expect(signUps.getByText(new RegExp(`^Up to today: ${accounts + 1} accounts,`))).toBeAttached();
  expect(navigations()).toBe(0);

  await expectAccessible(page, () => expect(signUps.locator('svg').first()).toBeVisible());
  // The organiser's choice is kept in this browser.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Charts: sign-ups, proposals, reviews and rooms' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Charts: sign-ups, proposals, reviews and rooms' }).click();
  console.expectNone();
});
