// Beginning the next edition (issue 29), in the console and on the public site. On a server of its own: moving the
// demo edition to the archive would empty the programme the other specs read.
import { expect, test } from './fixtures';
import { ADMIN, signIn } from './helpers';
import { useOwnServer } from './own-server';
import { expectAccessible, openPage, watchConsole } from './page-checks';

test.describe.configure({ timeout: 120_000 });
useOwnServer('editions', 2);

test('an organiser begins the next edition and finds the previous programme under /archive/2025', async ({ page, request }) => {
  const console = watchConsole(page);
  const before = (await (await request.get('/public/sessions')).json()).sessions as { title: string }[];
  expect(before.length).toBeGreaterThan(0);

  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=settings');
  const panel = page.getByTestId('settings-editions');
  await expect(panel).toContainText('The site is about the 2025 edition (17-19 November 2025)', { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Begin the next edition' }).click();

  const dialog = page.getByRole('dialog', { name: 'Begin the next edition' });
  // A year later by default, with what moves.
  await expect(dialog.getByLabel('First day of the next edition')).toHaveValue('2026-11-17');
  await dialog.getByLabel('First day of the next edition').fill('2026-11-16');
  await dialog.getByLabel('Last day of the next edition').fill('2026-11-18');
  const preview = dialog.getByTestId('next-edition-preview');
  await expect(preview).toContainText(`${before.length} sessions and`);
  await expect(preview).toContainText('/archive/2025');
  await expect(preview).toContainText('Nothing is deleted.');
  await expectAccessible(page, () => expect(preview).toBeVisible());
  await dialog.getByRole('button', { name: 'Begin the 2026 edition' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status').filter({ hasText: 'edition is in the archive' })).toContainText('The 2025 edition is in the archive');
  await expect(panel).toContainText('The site is about the 2026 edition (16-18 November 2026)');

  // The home page's recap is now the archived edition, with its programme one click away.
  await openPage(page, '/');
  const recap = page.locator('section#recap');
  await expect(recap.getByRole('heading', { level: 2, name: 'LT-Summit 2025' })).toBeVisible();
  await expect(recap).toContainText('LT-Summit 2025 was held on 17-19 November 2025');
  await expect(recap.getByRole('link', { name: 'Browse the 2025 programme' })).toHaveAttribute('href', '/archive/2025');

  // The public programme starts empty; the past one is one click from the footer.
  await openPage(page, '/schedule');
  await expect(page.getByText('No Schedule Items Yet')).toBeVisible();
  await page.locator('footer').getByRole('link', { name: 'Past editions' }).click();
  await expect(page).toHaveURL(/\/archive$/);
  await page.getByRole('link', { name: 'LT-Summit 2025' }).click();
  await expect(page).toHaveURL(/\/archive\/2025$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LT-Summit 2025' })).toBeVisible();
  await expect(page.getByTestId('schedule-session')).toHaveCount(before.length);
  await expect(page.getByRole('heading', { level: 3, name: 'Monday, November 17, 2025' })).toBeVisible();
  await expect(page.getByTestId('speaker-card').first()).toBeVisible();
  await expectAccessible(page, () => expect(page.getByTestId('schedule-session').first()).toBeVisible());
  console.expectNone();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the archived edition is rendered by the server, in English and German', async ({ page }) => {
    await page.goto('/archive/2025');
    await expect(page.getByRole('heading', { level: 1, name: 'LT-Summit 2025' })).toBeVisible();
    await expect(page.getByTestId('schedule-session').first()).toBeVisible();
    await expect(page).toHaveTitle('LT-Summit 2025: programme and speakers');
    await page.goto('/de/archive/2025');
    await expect(page.getByRole('heading', { level: 2, name: 'Programm' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Montag, 17. November 2025' })).toBeVisible();
  });
});
