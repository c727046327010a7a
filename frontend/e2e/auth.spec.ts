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

test('registration refuses mismatched passwords without asking the server', async ({ page }) => {
  let registerCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/register')) registerCalls++;
  });
  await page.goto('/login?register=true');
  await page.locator('input[name="full_name"]').fill('Mismatch');
  await page.locator('input[name="email"]').fill(uniqueEmail('mm'));
  await page.locator('input[name="password"]').fill('password-one');
  await page.locator('input[name="confirm_password"]').fill('password-two');
  await page
    .getByRole('button', { name: /register/i })
    .last()
    .click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect(registerCalls).toBe(0);
});

test('a short password shows the spec text from the server error', async ({ page }) => {
  await page.goto('/login?register=true');
  await page.locator('input[name="full_name"]').fill('Shorty');
  await page.locator('input[name="email"]').fill(uniqueEmail('short'));
  await page.locator('input[name="password"]').fill('short');
  await page.locator('input[name="confirm_password"]').fill('short');
  await page
    .getByRole('button', { name: /register/i })
    .last()
    .click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
});

test('a wrong password shows the server detail', async ({ page, request }) => {
  const user = await apiRegister(request);
  await signInThroughForm(page, user.email, 'not-the-password');
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('on the German page a wrong password shows the server detail in German', async ({ page, request }) => {
  const user = await apiRegister(request);
  await page.goto('/de/login');
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page
    .getByRole('button', { name: /^anmelden$/i })
    .last()
    .click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch')).toBeVisible();
  await expect(page).toHaveURL(/\/de\/login/);
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
