// The admin's 'Settings' tab against the real backend: both switches are saved together, the outcome shows for three
// seconds, an open public page follows at once, and another admin's save never silently replaces unsaved edits.
// Every test leaves both calls open, as the other specs expect.
import { expect, test, type Page } from './fixtures';
import { ADMIN, adminHeaders, secondPage, signIn } from './helpers';
import { adminApi, countNavigations, expectAccessible, screenshotToLookAt, watchConsole } from './page-checks';

// These walk through several pages in two browser contexts; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const SAVED = 'Settings saved successfully!';
// The message stays for 3 s; the wait allows for a slow machine.
const GONE = { timeout: 10_000 };

async function openSettingsTab(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=settings');
  // The admin area is its own chunk; on a busy machine its first load can take a while.
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible({ timeout: 20_000 });
  await expect(cfpSwitch(page)).toBeVisible();
}

const cfpSwitch = (page: Page) => page.getByRole('switch', { name: 'Call for Speakers' });
const sponsorsSwitch = (page: Page) => page.getByRole('switch', { name: 'Sponsorships' });
const message = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ request }) => {
  await (await adminApi(request)).settings({ accepting_cfp: true, accepting_sponsors: true });
});

test.afterEach(async ({ request }) => {
  await (await adminApi(request)).settings({ accepting_cfp: true, accepting_sponsors: true });
});

test('closing the call for speakers reaches an open /cfp page without a reload, and opening it again too', async ({ page, browser }) => {
  const console = watchConsole(page);
  const visitor = await secondPage(browser);
  const visitorConsole = watchConsole(visitor.page);
  await visitor.page.goto('/cfp');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Call for Speakers' })).toBeVisible();
  const visitorLoads = countNavigations(visitor.page);
  const closed = visitor.page.getByRole('heading', { level: 1, name: 'Call for Speakers is Closed' });

  await openSettingsTab(page);
  await expect(cfpSwitch(page)).toBeChecked();
  await expect(sponsorsSwitch(page)).toBeChecked();
  await cfpSwitch(page).uncheck();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await expect(closed).toHaveCount(0);

  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(message(page, SAVED)).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
  await expect(closed).toBeVisible();
  await expect(message(page, SAVED)).toBeHidden(GONE);
  await expect(cfpSwitch(page)).not.toBeChecked();
  await expect(sponsorsSwitch(page)).toBeChecked();

  // The values are the server's: a reload shows them.
  await page.reload();
  await expect(cfpSwitch(page)).not.toBeChecked();

  await cfpSwitch(page).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(message(page, SAVED)).toBeVisible();
  await expect(closed).toHaveCount(0);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Call for Speakers' })).toBeVisible();

  expect(visitorLoads()).toBe(0);
  console.expectNone();
  visitorConsole.expectNone();
  await visitor.context.close();
});

test('another admin’s save shows at once, but never replaces unsaved changes silently', async ({ page, browser }) => {
  const console = watchConsole(page);
  await openSettingsTab(page);
  const other = await secondPage(browser);
  const otherConsole = watchConsole(other.page);
  await openSettingsTab(other.page);
  const navigations = countNavigations(page);

  // Nothing unsaved here: the other admin's values simply appear.
  await sponsorsSwitch(other.page).uncheck();
  await other.page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(message(other.page, SAVED)).toBeVisible();
  await expect(sponsorsSwitch(page)).not.toBeChecked();
  await expect(page.getByText('Another admin has changed these settings.', { exact: false })).toHaveCount(0);

  // An unsaved change here: the other admin's save is announced, the local choice stays until the admin decides.
  await cfpSwitch(page).uncheck();
  await sponsorsSwitch(other.page).check();
  await other.page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(message(other.page, SAVED)).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'Another admin has changed these settings.' });
  await expect(note).toBeVisible();
  await expect(cfpSwitch(page)).not.toBeChecked();
  await expect(sponsorsSwitch(page)).not.toBeChecked();

  await note.getByRole('button', { name: 'Load them' }).click();
  await expect(note).toHaveCount(0);
  await expect(cfpSwitch(page)).toBeChecked();
  await expect(sponsorsSwitch(page)).toBeChecked();
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);

  expect(navigations()).toBe(0);
  console.expectNone();
  otherConsole.expectNone();
  await other.context.close();
});

test('the settings tab is accessible at phone and desktop width', async ({ page }) => {
  const console = watchConsole(page);
  await openSettingsTab(page);
  await cfpSwitch(page).uncheck();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(message(page, SAVED)).toBeVisible();
  await screenshotToLookAt(page, 'settings-tab-saved.png', { fullPage: true });
  await expectAccessible(page, () => expect(cfpSwitch(page)).toBeVisible());
  await page.setViewportSize({ width: 375, height: 900 });
  await screenshotToLookAt(page, 'settings-tab-375.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(page, 'settings-tab-1280.png', { fullPage: true });
  console.expectNone();
});

test('mail that cannot be delivered is listed with its reason, and sent again on request', async ({ page, request }) => {
  // Mail to the reserved .invalid domain is refused for good, as by any mail server.
  const email = `bounce-${Date.now()}@nowhere.invalid`;
  const registered = await request.post('/api/auth/register', { data: { email, password: 'e2e-password-123', full_name: 'Bounce Back' } });
  expect(registered.status()).toBe(201);
  const admin = await adminHeaders(request);
  const failedFor = async () =>
    ((await (await request.get('/api/admin/mail/failed', { headers: admin })).json()) as { to: string; attempts: number }[]).find((m) => m.to === email);
  await expect.poll(failedFor, { timeout: 20_000 }).toMatchObject({ attempts: 1 });

  await openSettingsTab(page);
  const item = page.getByTestId('undelivered-mail').filter({ hasText: email });
  await expect(item).toContainText('Welcome to LT-Summit');
  await expect(item).toContainText('Reason: 550 5.1.2 nowhere.invalid: no such domain');
  await expect(item).toContainText('1 attempt');
  await item.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('status').filter({ hasText: `'Welcome to LT-Summit' to ${email} is being sent again.` })).toBeVisible();
  // The server tried again and was refused again: the mail is back among the dead letters after one new attempt.
  await expect.poll(failedFor, { timeout: 20_000 }).toMatchObject({ attempts: 1 });
  await page.reload();
  await expectAccessible(page, () => expect(page.getByTestId('undelivered-mail').filter({ hasText: email })).toBeVisible({ timeout: 20_000 }));
});

test('the ticket price and the currencies set in Settings reach open /payment and /sponsorship pages', async ({ page, browser, request }) => {
  const console = watchConsole(page);
  const visitor = await secondPage(browser);
  try {
    await visitor.page.goto('/payment');
    await expect(visitor.page.getByTestId('ticket-price')).toHaveText('299.99 USD');
    const sponsorPage = await visitor.context.newPage();
    await sponsorPage.goto('/sponsorship');
    const gold = sponsorPage.locator('tr[data-tier="gold"]');
    await expect(gold.getByRole('cell').first()).toHaveText('€6,500');

    await openSettingsTab(page);
    await page.getByRole('spinbutton', { name: 'Ticket price' }).fill('150.5');
    await page.getByRole('combobox', { name: 'Ticket currency' }).selectOption('EUR');
    await page.getByRole('combobox', { name: 'Sponsorship currency' }).selectOption('CHF');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(message(page, SAVED)).toBeVisible();

    await expect(visitor.page.getByTestId('ticket-price')).toHaveText('150.50 EUR');
    await expect(gold.getByRole('cell').first()).toHaveText(/^CHF\s6,500$/);
    await expect(sponsorPage.getByText(/^Prices in Swiss Franc\./)).toBeVisible();
    console.expectNone();
  } finally {
    await visitor.context.close();
    await (await adminApi(request)).settings({ ticket_price: 299.99, ticket_currency: 'USD', sponsorship_currency: 'EUR' });
  }
});
