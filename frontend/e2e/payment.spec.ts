import { expect, test, type Page } from './fixtures';
import { ADMIN, signInThroughForm } from './helpers';
import { expectAccessible, watchConsole } from './page-checks';
import { signedInAttendee } from './attendee-support';

const BANNER = 'Please complete your conference registration by making the payment.';
const INCLUSIONS = ['Full conference access', 'Networking opportunities', 'Conference materials', 'Lunch and refreshments'];
const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed to Payment' });

test('an attendee pays from the banner and the banner is gone', async ({ page, request }) => {
  const console = watchConsole(page);
  await signedInAttendee(page, request, 'Paying Person');
  await expect(page.getByText(BANNER)).toBeVisible();
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Conference Registration' })).toBeVisible();
  await expect(page.getByText('Conference Ticket')).toBeVisible();
  await expect(page.getByTestId('ticket-price')).toHaveText('299.99 USD');
  await expect(page.getByRole('list', { name: 'The ticket includes' }).getByRole('listitem')).toHaveText(INCLUSIONS);
  await expect(page.getByText('Secure payment processing. Your information is protected.')).toBeVisible();
  await expect(page.getByText('Test mode: no real card is charged.')).toBeVisible();
  await expectAccessible(page, () => expect(proceed(page)).toBeVisible());

  // Hold the answer to see the button working.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payment/process', async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest('**/api/payment/process');
  await proceed(page).click();
  const button = page.getByRole('button', { name: 'Processing...' });
  await expect(button).toBeDisabled();
  const body = (await sent).postDataJSON();
  expect(body).toEqual({ userId: expect.any(Number), amount: 299.99 });
  release();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('profile-payment-status')).toHaveText('Paid');
  await expect(page.getByText(BANNER)).toHaveCount(0);
  // It says that it succeeded (issue 30 part 5).
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful. Your conference registration is complete.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-payment-status')).toHaveText('Paid');
  await expect(page.getByText(BANNER)).toHaveCount(0);

  await page.goto('/payment');
  await expect(page.getByText('Your registration is paid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(proceed(page)).toHaveCount(0);
  console.expectNone();
});

test('an admin opening /payment is sent to /admin', async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
});

test('back from the checkout, the dashboard says the payment is being confirmed instead of asking again', async ({ page, request }) => {
  await signedInAttendee(page, request);
  await page.goto('/dashboard?payment=success');
  await expect(page.getByText('Thank you. Your payment is being confirmed; this page updates as soon as it is.')).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
});
