// A forgotten password and a changed one, in the browser: sign-in -> 'Forgot your password?' -> mail -> reset ->
// signed in; changing the password in one browser signs the other one out (its socket is closed, its refresh fails).
import { expect, test } from './fixtures';
import { apiRegister, readMail, signInThroughForm } from './helpers';
import { watchConsole } from './page-checks';

// Accounts are made through the test's own request context, so the browser starts signed out.
test('forgot password: the mailed link sets a new password and signs in', async ({ page, request }) => {
  const console = watchConsole(page);
  const user = await apiRegister(request, 'Reset Person');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.locator('input[name="email"]').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(/If an account uses this address, we have sent it a link/);

  const mail = await readMail(user.email, 'Reset your');
  const link = new URL(/(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail)![1]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.locator('[name="password"]').fill('reset-pass-123');
  await page.locator('[name="confirm_password"]').fill('reset-pass-124');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.locator('[name="confirm_password"]').fill('reset-pass-123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The old password is gone, the new one works, and the link is spent.
  expect((await page.request.post('/api/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(401);
  expect((await page.request.post('/api/auth/login', { data: { email: user.email, password: 'reset-pass-123' } })).status()).toBe(200);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/dashboard$/);
  console.expectNone();
});

test('changing the password keeps this browser signed in and signs the other one out', async ({ browser, request }) => {
  const here = await browser.newContext();
  const there = await browser.newContext();
  try {
    const page = await here.newPage();
    const other = await there.newPage();
    const user = await apiRegister(request, 'Two Browsers');
    await signInThroughForm(other, user.email, user.password);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Change password or sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/account\/password$/);
    await page.locator('[name="current_password"]').fill('not-my-password');
    await page.locator('[name="password"]').fill('changed-pass-123');
    await page.locator('[name="confirm_password"]').fill('changed-pass-123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();
    await page.locator('[name="current_password"]').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been changed. Every other session has been signed out.');

    // The other browser is signed out without a reload; this one stays signed in, also after a reload.
    await expect(other.getByRole('button', { name: 'Sign Out', exact: true })).toHaveCount(0, { timeout: 10_000 });
    await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Password and sign-ins' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  } finally {
    await here.close();
    await there.close();
  }
});

test('sign out everywhere ends this browser’s sign-in too', async ({ page, request }) => {
  const user = await apiRegister(request, 'Everywhere Person');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/password');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
