import { expect, test, type APIRequestContext } from './fixtures';
import { adminHeaders } from './helpers';
import { expectAccessible, watchConsole } from './page-checks';

interface SiteContent {
  product_name: string;
  ticket_url: string;
  venue: { name: string; address: string; maps_url: string };
  hotels: { name: string; distance: string; url: string }[];
  garages: { name: string; url: string }[];
}

const siteContent = async (request: APIRequestContext) => (await (await request.get('/public/site-content')).json()) as SiteContent;

test('the about page explains the event and links Register Now to the registration', async ({ page, request }) => {
  const console = watchConsole(page);
  const content = await siteContent(request);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shaping the Future of Language Technology');
  await expect(page.getByRole('heading', { level: 2, name: `What is ${content.product_name}?` })).toBeVisible();
  await expect(page.getByText(/translation, interpretation, speech and text processing/)).toBeVisible();

  const questions = [
    `What is the ${content.product_name} conference?`,
    'Who are the speakers and attendees?',
    'What can participants expect?',
    'Why attend?',
    'Where is it held?',
  ];
  for (const question of questions) await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
  for (const sub of ['Innovative Presentations', 'Networking Opportunities', 'Strategic Insights']) {
    await expect(page.getByRole('heading', { level: 3, name: sub })).toBeVisible();
  }
  await expect(page.getByText(/parliament building in Vienna, the capital of Austria/)).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Ready to Join Us?' })).toBeVisible();
  // Tickets are sold here (issue 29): Register Now leads to the registration, in this tab.
  expect(content.ticket_url).toBe('');
  const register = page.getByRole('main').getByRole('link', { name: 'Register Now' });
  await expect(register).toHaveAttribute('href', '/register');
  await expect(register).not.toHaveAttribute('target', '_blank');

  await expectAccessible(page, () => expect(register).toBeVisible());
  console.expectNone();
});

test('the location page shows the venue, directions, garages and six hotels in order', async ({ page, request }) => {
  const console = watchConsole(page);
  const content = await siteContent(request);
  expect(content.hotels.map((h) => h.distance)).toEqual(['1.6 km', '0.4 km', '1.1 km', '0.3 km', '1.1 km', '0.7 km']);

  await page.goto('/location');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conference Location');
  await expect(page.getByText('The conference takes place at the Austrian Parliament in Vienna.')).toBeVisible();
  await expect(page.getByText('Dr. Karl Renner-Ring 3, A-1017 Wien, Austria')).toBeVisible();
  const maps = page.getByRole('link', { name: 'Open in Google Maps' });
  await expect(maps).toHaveAttribute('href', content.venue.maps_url);
  await expect(maps).toHaveAttribute('target', '_blank');

  await expect(page.getByRole('heading', { level: 2, name: 'How to get there?' })).toBeVisible();
  await expect(page.getByText(/train from Vienna Airport to the central station .*about 20 minutes/)).toBeVisible();
  await expect(page.getByText(/a taxi or tram D .*about 20 minutes/)).toBeVisible();
  await expect(page.getByText('Subway U2, U3: 5 minute walk')).toBeVisible();
  await expect(page.getByText('Tram lines 1, 2, 71, D: 1 minute walk')).toBeVisible();
  expect(content.garages.map((g) => g.name)).toEqual(['Rathauspark', 'Schmerlingplatz']);
  for (const garage of content.garages) {
    const link = page.getByRole('link', { name: garage.name, exact: true });
    await expect(link).toHaveAttribute('href', garage.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Hotels' })).toBeVisible();
  const cards = page.getByTestId('hotel-card');
  await expect(cards).toHaveCount(6);
  await expect(page.getByTestId('hotel-distance')).toHaveText(content.hotels.map((h) => h.distance));
  for (const [i, hotel] of content.hotels.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(hotel.name);
    await expect(card).toContainText(`${hotel.distance} from the venue`);
    const website = card.getByRole('link', { name: 'Visit website' });
    await expect(website).toHaveAttribute('href', hotel.url);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
  }

  await expectAccessible(page, () => expect(cards.last()).toBeVisible());
  console.expectNone();
});

test('the placeholder documents are real PDFs', async ({ request }) => {
  for (const file of ['programme-2024.pdf', 'speaker-guidelines.pdf', 'sponsorship-pack.pdf']) {
    const res = await request.get(`/files/${file}`);
    expect(res.status(), file).toBe(200);
    const body = await res.body();
    expect(body.subarray(0, 5).toString('latin1'), file).toBe('%PDF-');
    expect(body.toString('latin1'), file).toMatch(/%%EOF\s*$/);
  }
});

test('Register Now leads to the registration; with a ticket shop set by organisers, the nav, hero and about page open it in a new tab', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const setShop = (value: string) => request.put('/api/admin/site-content/ticket_url', { headers, data: { value } });
  await page.goto('/about');
  await page.getByRole('main').getByRole('link', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect((await setShop('https://shop.example.org/lt-summit')).status()).toBe(200);
  try {
    for (const [path, where] of [
      ['/', page.getByTestId('home-hero')],
      ['/about', page.getByRole('main')],
      ['/about', page.getByRole('banner')],
    ] as const) {
      await page.goto(path);
      const register = where.getByRole('link', { name: 'Register Now' }).first();
      await expect(register).toHaveAttribute('href', 'https://shop.example.org/lt-summit');
      await expect(register).toHaveAttribute('target', '_blank');
      await expect(register).toHaveAttribute('rel', /noopener/);
    }
  } finally {
    expect((await setShop('')).status()).toBe(200);
  }
});
