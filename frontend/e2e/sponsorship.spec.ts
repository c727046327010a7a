import { expect, test, type Page, type Request } from './fixtures';
import { adminApi, countNavigations, expectAccessible, watchConsole } from './page-checks';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const memberBox = (page: Page) => page.getByRole('checkbox', { name: /member of the LT-Innovate association/ });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Application' });

async function fillRequired(page: Page) {
  await field(page, 'company_name').fill('Lexicon Labs');
  await field(page, 'contact_name').fill('Grace Example');
  await field(page, 'email').fill('grace@lexicon.example');
  await field(page, 'phone').fill('+43 1 234 5678');
}

function watchApplications(page: Page) {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/public/sponsorship/apply')) sent.push(r);
  });
  return sent;
}

async function openPage(page: Page) {
  await page.goto('/sponsorship');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Sponsor' })).toBeVisible();
}

test('shows the benefits, the package table of section 9 and the pack PDF', async ({ page, request }) => {
  const console = watchConsole(page);
  const content = await (await request.get('/public/site-content')).json();
  await openPage(page);

  for (const benefit of ['Brand Visibility', 'Access to Decision Makers', 'Prestigious Venue', 'Content Marketing', 'Speaking Slots', 'Innovation Showcase']) {
    await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
  }

  const table = page.getByRole('table', { name: /Sponsorship packages/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Package',
    'Full price',
    'Member price (regular)',
    'Member price (premium)',
    'Conference passes',
    'Discount codes (-40%)',
    'Speaker slot',
    'Social media blasts',
  ]);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const expected = [
    ['Gold', '€6,500', '€4,500', '€4,000', '3', '5', '30-minute speaker slot (or a 1-hour themed session)', '3'],
    ['Silver', '€5,300', '€3,000', '€2,000', '2', '3', '20-minute speaker slot', '2'],
    ['Bronze', '€2,530', '€2,000', '—not offered', '1', '1', '10-minute speaker slot', '1'],
  ];
  for (const [i, cells] of expected.entries()) {
    await expect(rows.nth(i).getByRole('rowheader')).toHaveText(cells[0]);
    await expect(rows.nth(i).locator('th, td')).toHaveText(cells);
  }
  await expect(page.getByText(/VAT of 20% on ticket costs is excluded\./)).toBeVisible();

  const pack = page.getByRole('link', { name: /sponsorship and visibility pack \(PDF\)/i });
  await expect(pack).toHaveAttribute('href', content.documents.sponsorship_pack_pdf);
  const pdf = await request.get(content.documents.sponsorship_pack_pdf);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await expect(field(page, 'tier')).toHaveValue('gold');
  await expect(field(page, 'tier').locator('option')).toHaveText([/^Gold/, /^Silver/, /^Bronze/]);

  await expectAccessible(page, () => expect(submitButton(page)).toBeVisible());
  console.expectNone();
});

test('on a phone the package table scrolls sideways inside its own region, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page);
  const region = page.getByRole('region', { name: /Sponsorship packages/ });
  await expect(region).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(pageOverflow).toBeLessThanOrEqual(0);
});

test('a valid application is sent, the form resets and a thank-you banner shows', async ({ page }) => {
  const console = watchConsole(page);
  const sent = watchApplications(page);
  await openPage(page);
  await fillRequired(page);
  await field(page, 'tier').selectOption('silver');
  await field(page, 'website').fill('https://lexicon.example');
  await field(page, 'message').fill('We would like a booth.\nAnd a speaking slot.');
  await memberBox(page).check();
  await field(page, 'member_type').selectOption('regular');

  const response = page.waitForResponse((r) => r.url().includes('/public/sponsorship/apply'));
  await submitButton(page).click();
  expect((await response).status()).toBe(201);
  expect(sent).toHaveLength(1);
  expect(sent[0].postDataJSON()).toEqual({
    company_name: 'Lexicon Labs',
    contact_name: 'Grace Example',
    email: 'grace@lexicon.example',
    phone: '+43 1 234 5678',
    tier: 'silver',
    website: 'https://lexicon.example',
    message: 'We would like a booth.\nAnd a speaking slot.',
    is_lt_innovate_member: true,
    member_type: 'regular',
  });

  await expect(page.getByTestId('sponsorship-success')).toContainText('will review');
  for (const name of ['company_name', 'contact_name', 'email', 'phone', 'website', 'message']) {
    await expect(field(page, name)).toHaveValue('');
  }
  await expect(field(page, 'tier')).toHaveValue('gold');
  await expect(memberBox(page)).not.toBeChecked();
  await expect(field(page, 'member_type')).toHaveCount(0);

  // A non-member with no website sends member_type '' and leaves the optional fields out.
  await fillRequired(page);
  const second = page.waitForResponse((r) => r.url().includes('/public/sponsorship/apply'));
  await submitButton(page).click();
  expect((await second).status()).toBe(201);
  expect(sent[1].postDataJSON()).toEqual({
    company_name: 'Lexicon Labs',
    contact_name: 'Grace Example',
    email: 'grace@lexicon.example',
    phone: '+43 1 234 5678',
    tier: 'gold',
    is_lt_innovate_member: false,
    member_type: '',
  });
  console.expectNone();
});

test('closing applications replaces the page live with the notice and the contact address', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminApi(request);
  const content = await (await request.get('/public/site-content')).json();
  try {
    await openPage(page);
    await expect(page.getByLabel('Live updates connected')).toBeAttached();
    const navigations = countNavigations(page);

    await admin.settings({ accepting_sponsors: false });
    await expect(page.getByRole('heading', { name: 'We are currently not accepting new sponsorship applications' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: content.contact_email })).toHaveAttribute('href', `mailto:${content.contact_email}`);
    await expect(page.locator('form')).toHaveCount(0);
    await expectAccessible(page, () => expect(page.getByRole('main').getByRole('link', { name: content.contact_email })).toBeVisible());

    await admin.settings({ accepting_sponsors: true });
    await expect(submitButton(page)).toBeVisible();
    expect(navigations()).toBe(0);
  } finally {
    await admin.settings({ accepting_sponsors: true });
  }
  console.expectNone();
});
