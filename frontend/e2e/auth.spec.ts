import { expect, test } from './fixtures';
import { ADMIN, apiRegister, signInThroughForm, uniqueEmail } from './helpers';

test('a visitor registers, is signed in automatically and lands on /dashboard', async ({ page }) => {
  const email = uniqueEmail('reg');
  await page.goto('/login?register=true');
  await page.locator('input[name="full_name"]').fill('Registered Person');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('a-good-password');
  await page.locator('input[name="confirm_password"]').fill('a-good-password');
  await page
    .getByRole('button', { name: /register/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Registered Person')).toBeVisible();
  await expect(page.getByText('Please complete your conference registration by making the payment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // Still signed in after a reload: the refresh cookie brings the session back.
  await page.reload();
  await expect(page.getByText('Welcome, Registered Person')).toBeVisible();
});

test('the admin signs in and lands on /admin', async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
});

test('a plain user opening /admin is sent to /unauthorized', async ({ page, request }) => {
  const user = await apiRegister(request);
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an anonymous visitor opening /dashboard is sent to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out returns to / and shows Sign In again', async ({ page, request }) => {
  const user = await apiRegister(request);
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
