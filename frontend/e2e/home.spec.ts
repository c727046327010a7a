// The home page (spec section 2, "Home page (/)") as a visitor sees it, against the demo content loaded at start.
// Expected values are read from the public API, so the tests hold for any demo data of the documented shape.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiLogin } from './helpers';

interface Speaker { id: number; name: string }
interface Sponsor { id: number; name: string; website?: string | null; logo_url?: string | null; tier: string }
interface News { id: number; title: string; content: string; featured?: boolean; published_date?: string | null }
interface Session { id: number; title: string; room?: string | null; status?: string | null; speakers?: { name: string; display_order: number }[] }
interface Video { video_id: string; title: string; description?: string | null; video_url: string }
interface SiteContent {
  product_name: string;
  notice: string | null;
  ticket_url: string;
  hero: { date_label: string; tagline: string };
  why_join: string[];
  venue: { name: string; address: string; maps_url: string };
  calls: { cfp_closes: string; sponsors_closes: string };
  testimonials: { quote: string; name: string; linkedInUrl: string }[];
  documents: { programme_2024_pdf: string };
  recap_2024: { photos: { url: string; alt: string }[]; previous_sponsors: { name: string; logo_url: string }[] };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answers`).toBe(true);
  return (await res.json()) as T;
}

const siteContent = (request: APIRequestContext) => getJson<SiteContent>(request, '/public/site-content');
const speakersOf = (request: APIRequestContext) => getJson<Speaker[]>(request, '/public/speakers?limit=1000');
const sponsorsOf = (request: APIRequestContext) => getJson<Sponsor[]>(request, '/public/sponsors?limit=1000');
const newsOf = async (request: APIRequestContext) => (await getJson<{ news: News[] }>(request, '/public/news')).news;
const sessionsOf = async (request: APIRequestContext) => (await getJson<{ sessions: Session[] }>(request, '/public/sessions')).sessions;

/** Console errors and uncaught exceptions of the page; `expected` lists the ones a test provokes on purpose. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return {
    expectNone(expected: RegExp[] = []) {
      expect(errors.filter((e) => !expected.some((re) => re.test(e)))).toEqual([]);
    },
  };
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name, exact: typeof name === 'string' });

async function gotoHome(page: Page) {
  await page.goto('/');
  // The last section has rendered its list: everything above it has had its data too.
  await expect(page.getByTestId('session-card').first()).toBeVisible();
}

async function admin(request: APIRequestContext) {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  return { authorization: `Bearer ${token}` };
}

async function setCalls(request: APIRequestContext, data: { accepting_cfp?: boolean; accepting_sponsors?: boolean }) {
  const res = await request.patch('/api/admin/conference-settings', { headers: await admin(request), data });
  expect(res.ok(), 'settings saved').toBe(true);
}

/** The home order of spec section 2, by h2. */
function expectedHeadings(content: SiteContent) {
  return [
    'Why Join Us?',
    'Join Us in 2025',
    'Latest News',
    'What Attendees Say',
    'Featured Speakers',
    'Our Sponsors',
    'Our Partners',
    'Featured Conference Videos',
    `${content.product_name} 2024`,
    'Conference Sessions',
  ];
}

/**
 * Stops the page's fake clock where it is: timers then fire only through runFor. Time has to flow while the page
 * loads (React reveals a suspended route on a timer), so the clock is installed running and stopped afterwards.
 */
async function freezeTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test.describe('home page', () => {
  test('shows the hero, the notice and the sections in the spec order', async ({ page, request }) => {
    const logs = watchConsole(page);
    const content = await siteContent(request);
    await gotoHome(page);

    if (content.notice) await expect(page.getByRole('alert').filter({ hasText: content.notice })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByTestId('home-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toContainText(content.product_name);
    await expect(hero).toContainText(content.hero.date_label);
    await expect(hero).toContainText(content.hero.tagline);
    const register = hero.getByRole('link', { name: 'Register Now' });
    await expect(register).toHaveAttribute('href', content.ticket_url);
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', /noopener/);
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');

    await expect(page.locator('main h2')).toHaveText(expectedHeadings(content));
    logs.expectNone();
  });

  test('overview: why join, the server block, schedule and about links, venue card', async ({ page, request }) => {
    const logs = watchConsole(page);
    const [content, hero] = await Promise.all([siteContent(request), getJson<{ content: string }>(request, '/public/hero-content')]);
    await gotoHome(page);

    const overview = section(page, 'Why Join Us?');
    for (const reason of content.why_join) await expect(overview.getByRole('listitem').filter({ hasText: reason })).toBeVisible();
    const heroText = hero.content.replace(/<[^>]+>/g, '').trim().slice(0, 40);
    await expect(overview.getByTestId('hero-content')).toContainText(heroText);
    await expect(overview.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', '/schedule');
    await expect(overview.getByRole('link', { name: 'Learn more', exact: true })).toHaveAttribute('href', '/about');

    const venue = overview.getByTestId('venue-card');
    await expect(venue).toContainText(content.venue.name);
    await expect(venue).toContainText(content.venue.address);
    await expect(venue.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', content.venue.maps_url);
    await expect(venue.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('target', '_blank');
    await expect(venue.getByRole('link', { name: 'How to get there' })).toHaveAttribute('href', '/location');
    logs.expectNone();
  });

  test('overview shows "Error: " and the message when its content fails, and no schedule link without sessions', async ({ page }) => {
    const logs = watchConsole(page);
    await page.route('**/public/hero-content', (r) => r.fulfill({ status: 404, json: { detail: 'Network response failed' } }));
    await page.route('**/public/sessions', (r) => r.fulfill({ json: { sessions: [] } }));
    await page.goto('/');
    const overview = section(page, 'Why Join Us?');
    await expect(overview.getByTestId('overview-error')).toHaveText('Error: Network response failed');
    await expect(overview.getByRole('link', { name: 'Learn more', exact: true })).toBeVisible();
    await expect(overview.getByRole('link', { name: 'View Schedule' })).toHaveCount(0);
    logs.expectNone([/status of 404/]);
  });

  test('featured speakers: at most six, and the view-all link with the count when there are more', async ({ page, request }) => {
    const logs = watchConsole(page);
    const speakers = await speakersOf(request);
    await gotoHome(page);
    const featured = section(page, 'Featured Speakers');
    const cards = featured.getByTestId('speaker-card');
    await expect(cards).toHaveCount(Math.min(6, speakers.length));
    const names = speakers.map((s) => s.name);
    for (const title of await cards.getByRole('heading').allTextContents()) expect(names).toContain(title);
    const viewAll = featured.getByRole('link', { name: `View All Speakers (${speakers.length})` });
    if (speakers.length > 6) await expect(viewAll).toHaveAttribute('href', '/speakers');
    else await expect(viewAll).toHaveCount(0);

    await cards.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    logs.expectNone();
  });

  test('featured speakers: a short list shows all of them and no view-all link', async ({ page, request }) => {
    const logs = watchConsole(page);
    const three = (await speakersOf(request)).slice(0, 3);
    await page.route('**/public/speakers*', (r) => r.fulfill({ json: three }));
    await gotoHome(page);
    const featured = section(page, 'Featured Speakers');
    await expect(featured.getByTestId('speaker-card')).toHaveCount(three.length);
    await expect(featured.getByRole('link', { name: /View All Speakers/ })).toHaveCount(0);
    logs.expectNone();
  });

  test('join section follows the settings, live', async ({ page, request }) => {
    const logs = watchConsole(page);
    const content = await siteContent(request);
    try {
      await setCalls(request, { accepting_cfp: true, accepting_sponsors: true });
      await gotoHome(page);
      const join = section(page, 'Join Us in 2025');
      const speakerCard = join.getByTestId('join-speaker-card');
      const sponsorCard = join.getByTestId('join-sponsor-card');
      await expect(speakerCard).toContainText(`closes on ${content.calls.cfp_closes}`);
      await expect(speakerCard.getByRole('link', { name: 'Submit Your Proposal' })).toHaveAttribute('href', '/cfp');
      await expect(sponsorCard).toContainText(`closes on ${content.calls.sponsors_closes}`);
      await expect(sponsorCard.getByRole('link', { name: 'Become a Sponsor' })).toHaveAttribute('href', '/sponsorship');

      await setCalls(request, { accepting_cfp: false });
      await expect(speakerCard).toHaveCount(0);
      await expect(sponsorCard).toBeVisible();

      await setCalls(request, { accepting_cfp: true, accepting_sponsors: false });
      await expect(speakerCard).toBeVisible();
      await expect(sponsorCard).toHaveCount(0);

      await setCalls(request, { accepting_cfp: false });
      await expect(page.getByRole('heading', { name: 'Join Us in 2025' })).toHaveCount(0);
    } finally {
      await setCalls(request, { accepting_cfp: true, accepting_sponsors: true });
    }
    logs.expectNone();
  });

  test('latest news: at most five, featured first, and the article modal', async ({ page, request }) => {
    const logs = watchConsole(page);
    const news = await newsOf(request);
    test.skip(news.length === 0, 'needs published news');
    const time = (n: News) => (n.published_date ? Date.parse(n.published_date) : Date.now());
    const byDate = (a: News, b: News) => time(b) - time(a);
    const expected = [...news.filter((n) => n.featured).sort(byDate), ...news.filter((n) => !n.featured).sort(byDate)].slice(0, 5);

    await gotoHome(page);
    const latest = section(page, 'Latest News');
    const cards = latest.getByTestId('home-news-card');
    await expect(cards.getByRole('heading')).toHaveText(expected.map((n) => n.title));
    const featuredCount = expected.filter((n) => n.featured).length;
    if (featuredCount > 0) await expect(cards.first().getByText('Featured', { exact: true })).toBeVisible();
    // The excerpt is plain text clamped to three lines.
    const excerpt = cards.first().getByTestId('news-excerpt');
    await expect(excerpt).not.toContainText('<');
    await expect(excerpt).toHaveCSS('-webkit-line-clamp', '3');
    await expect(latest.getByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/news');

    const dialog = page.getByRole('dialog');
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    const open = async () => {
      await cards.first().getByRole('button', { name: /Read more/ }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: expected[0].title })).toBeVisible();
      expect(await bodyOverflow()).toBe('hidden');
    };
    const closed = async () => {
      await expect(dialog).toHaveCount(0);
      expect(await bodyOverflow()).not.toBe('hidden');
    };

    await open();
    await dialog.getByRole('button', { name: 'Close' }).first().click(); // the X
    await closed();
    await open();
    await dialog.getByRole('button', { name: 'Close' }).last().click(); // the Close button
    await closed();
    await open();
    await page.keyboard.press('Escape');
    await closed();
    await open();
    await page.mouse.click(5, 5); // the backdrop
    await closed();
    logs.expectNone();
  });

  test('latest news is hidden when the list is empty or fails to load', async ({ page }) => {
    const logs = watchConsole(page);
    await page.route('**/public/news', (r) => r.fulfill({ json: { news: [] } }));
    await gotoHome(page);
    await expect(page.getByRole('heading', { name: 'Latest News' })).toHaveCount(0);

    await page.unroute('**/public/news');
    let calls = 0;
    await page.route('**/public/news', (r) => {
      calls++;
      return r.fulfill({ status: 500, json: { detail: 'Could not load news items.' } });
    });
    await gotoHome(page);
    // The first try and its retries have all failed.
    await expect.poll(() => calls, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('heading', { name: 'Latest News' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Featured Speakers' })).toBeVisible();
    logs.expectNone([/status of 500/]);
  });

  test('testimonials: arrows, dots, keys, wrap-around, the 500 ms lock and links', async ({ page, request }) => {
    const logs = watchConsole(page);
    const { testimonials } = await siteContent(request);
    expect(testimonials).toHaveLength(5);
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const current = carousel.locator('[data-testid="testimonial-slide"][data-current="true"]');
    const showing = (i: number) => expect(current).toContainText(testimonials[i].quote);
    await showing(0);
    await freezeTime(page);

    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
    await previous.click();
    await showing(4); // wraps backwards
    await next.click(); // within 500 ms of the last move: ignored
    await showing(4);
    await page.clock.runFor(500);
    await next.click();
    await showing(0); // wraps forwards
    await page.clock.runFor(500);
    await carousel.getByRole('button', { name: 'Show testimonial 3' }).click();
    await showing(2);
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(500);
    await page.keyboard.press('ArrowRight');
    await showing(3);
    await page.clock.runFor(500);
    await page.keyboard.press('ArrowLeft');
    await showing(2);

    const link = current.getByRole('link');
    await expect(link).toHaveAttribute('href', testimonials[2].linkedInUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    // Slides out of view cannot be reached.
    await expect(carousel.locator('[data-testid="testimonial-slide"][data-current="false"]').first()).toHaveAttribute('inert', '');
    logs.expectNone();
  });

  test('testimonials advance every 8 seconds and wrap around', async ({ page, request }) => {
    const logs = watchConsole(page);
    const { testimonials } = await siteContent(request);
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const current = carousel.locator('[data-current="true"]');
    await expect(current).toContainText(testimonials[0].quote);
    await freezeTime(page);
    // Pointing at the carousel holds it; leaving starts a fresh 8 s period at the frozen time.
    await carousel.hover();
    await page.mouse.move(0, 0);

    await page.clock.runFor(7_900);
    await expect(current).toContainText(testimonials[0].quote);
    await page.clock.runFor(100);
    await expect(current).toContainText(testimonials[1].quote);
    for (const i of [2, 3, 4, 0]) {
      await page.clock.runFor(8_000);
      await expect(current).toContainText(testimonials[i].quote);
    }
    logs.expectNone();
  });

  test('sponsors are grouped by tier; cards open the website with https:// added', async ({ page, request }) => {
    const logs = watchConsole(page);
    const sponsors = await sponsorsOf(request);
    const tiers = ['platinum', 'gold', 'silver', 'bronze'] as const;
    const headings = { platinum: 'Platinum Sponsors', gold: 'Gold Sponsors', silver: 'Silver Sponsors', bronze: 'Bronze Sponsors' };
    const present = tiers.filter((t) => sponsors.some((s) => s.tier === t));
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHome(page);

    const block = section(page, 'Our Sponsors');
    await expect(block.getByRole('heading', { level: 3 })).toHaveText(present.map((t) => headings[t]));
    for (const tier of present) {
      const names = sponsors.filter((s) => s.tier === tier).map((s) => s.name);
      await expect(block.getByRole('region', { name: headings[tier] }).getByRole('heading', { level: 4 })).toHaveText(names);
    }
    // Platinum: two columns; the other tiers: three.
    const widthOf = async (l: Locator) => (await l.boundingBox())!.width;
    const anyCard = (tier: string) => block.getByRole('region', { name: headings[tier as keyof typeof headings] }).getByTestId('sponsor-card').first();
    if (present.includes('platinum') && present.length > 1) {
      const other = present.find((t) => t !== 'platinum')!;
      expect(await widthOf(anyCard('platinum'))).toBeGreaterThan((await widthOf(anyCard(other))) * 1.3);
    }

    const schemeless = sponsors.find((s) => s.tier !== 'partner' && s.website && !/^[a-z]+:\/\//i.test(s.website));
    if (schemeless) {
      const href = `https://${schemeless.website}`;
      const card = page.getByTestId('sponsor-card').filter({ has: page.getByRole('heading', { name: schemeless.name }) });
      const visit = card.getByRole('link', { name: /Visit Website/ });
      await expect(visit).toHaveAttribute('href', href);
      await expect(visit).toHaveAttribute('target', '_blank');
      await page.context().route(`${href}**`, (r) => r.fulfill({ contentType: 'text/html', body: '<title>Sponsor</title>' }));
      // A click anywhere on the card, here its top left corner on the logo, opens the site.
      const [popup] = await Promise.all([page.waitForEvent('popup'), card.click({ position: { x: 12, y: 12 } })]);
      await expect(popup).toHaveURL(new RegExp(`^${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`));
      await popup.close();
    }

    const logoless = sponsors.find((s) => s.tier !== 'partner' && !s.logo_url);
    if (logoless) {
      const card = page.getByTestId('sponsor-card').filter({ has: page.getByRole('heading', { name: logoless.name }) });
      await expect(card.locator('img')).toHaveAttribute('src', /placeholders\/sponsor-logo\.svg$/);
    }
    const noWebsite = sponsors.find((s) => !s.website);
    if (noWebsite) {
      const card = page.getByTestId('sponsor-card').filter({ has: page.getByRole('heading', { name: noWebsite.name }) });
      await expect(card.getByRole('link')).toHaveCount(0);
    }
    logs.expectNone();
  });

  test('partners are listed in their own section', async ({ page, request }) => {
    const logs = watchConsole(page);
    const partners = (await sponsorsOf(request)).filter((s) => s.tier === 'partner');
    test.skip(partners.length === 0, 'needs partners');
    await gotoHome(page);
    const block = section(page, 'Our Partners');
    await expect(block.getByRole('heading', { level: 3 })).toHaveText(partners.map((p) => p.name));
    logs.expectNone();
  });

  test('videos are click-to-play: nothing is requested from the video host before the click', async ({ page, request }) => {
    const logs = watchConsole(page);
    const videos = await getJson<{ video1: Video; video2: Video; playlist_url: string }>(request, '/public/videos');
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (/youtube|ytimg|googlevideo/.test(r.url())) thirdParty.push(r.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }));
    await gotoHome(page);

    const block = section(page, 'Featured Conference Videos');
    await expect(block).toContainText('Check out these highlights to get a taste of what to expect!');
    const cards = block.getByTestId('featured-video');
    await expect(cards).toHaveCount(2);
    for (const [i, video] of [videos.video1, videos.video2].entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: video.title })).toBeVisible();
      if (video.description) await expect(card.getByTestId('video-description')).toHaveCSS('-webkit-line-clamp', '2');
      const watch = card.getByRole('link', { name: /Watch on YouTube/ });
      await expect(watch).toHaveAttribute('href', video.video_url);
      await expect(watch).toHaveAttribute('target', '_blank');
    }
    await expect(block.getByRole('link', { name: 'View All Videos' })).toHaveAttribute('href', videos.playlist_url);
    await expect(block.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    await cards.first().getByRole('button', { name: `Play video: ${videos.video1.title}` }).click();
    const iframe = cards.first().locator('iframe');
    await expect(iframe).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videos.video1.video_id}`));
    await expect(iframe).toHaveAttribute('title', videos.video1.title);
    await expect(iframe).toBeFocused(); // keyboard users land on the player that replaced the poster
    await expect(cards.nth(1).locator('iframe')).toHaveCount(0);
    logs.expectNone();
  });

  test('videos: "Loading videos..." while loading, then only the error line on failure', async ({ page }) => {
    const logs = watchConsole(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/public/videos', async (r) => {
      await gate;
      await r.fulfill({ status: 500, json: {} });
    });
    await page.goto('/');
    await expect(page.getByText('Loading videos...')).toBeVisible();
    release();
    await expect(page.getByTestId('videos-error')).toHaveText('Error: HTTP error! Status: 500', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Featured Conference Videos' })).toHaveCount(0);
    logs.expectNone([/status of 500/]);
  });

  test('2024 recap: photos, dates, highlights, programme, downloads and previous sponsors', async ({ page, request }) => {
    const logs = watchConsole(page);
    const content = await siteContent(request);
    await gotoHome(page);
    const recap = section(page, `${content.product_name} 2024`);
    await expect(recap).toContainText('Relive the highlights from our previous conference');
    const photos = recap.getByTestId('recap-photos').getByRole('img');
    await expect(photos).toHaveCount(4);
    for (const [i, photo] of content.recap_2024.photos.entries()) await expect(photos.nth(i)).toHaveAttribute('alt', photo.alt);
    await expect(recap).toContainText('November 19-20, 2024');
    await expect(recap.getByTestId('recap-highlights').getByRole('listitem')).toHaveText([
      'Opening panel on highlights of the year',
      'Use cases from pharma, automotive, retail, healthcare, security and media',
      'Technical sessions on generative AI, terminology tools and language resources',
      'Closing panel on the EU AI Act',
    ]);
    const programme = recap.getByTestId('recap-programme');
    await expect(programme.getByRole('heading', { level: 4 })).toHaveText(['Day 1 (Nov 19)', 'Day 2 (Nov 20)']);
    await expect(programme.getByRole('listitem')).toHaveText([
      'Opening panel',
      'Technology trends outlook',
      'Pharma and automotive use cases',
      'Retail and healthcare applications',
      'Security and defence use cases',
      'Media applications',
      'AI in the interpreting industry',
      'EU AI Act panel',
    ]);
    await expect(recap.getByRole('link', { name: /Download the 2024 Programme/ })).toHaveAttribute('href', content.documents.programme_2024_pdf);
    await expect(recap.getByRole('link', { name: 'Learn More About 2025' })).toHaveAttribute('href', '/about');
    const logos = recap.getByTestId('recap-sponsors').getByRole('img');
    await expect(logos).toHaveCount(5);
    for (const [i, sponsor] of content.recap_2024.previous_sponsors.entries()) await expect(logos.nth(i)).toHaveAttribute('alt', sponsor.name);
    logs.expectNone();
  });

  test('sessions: two-column cards with room, raw status and speakers in order', async ({ page, request }) => {
    const logs = watchConsole(page);
    const sessions = await sessionsOf(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHome(page);
    const block = section(page, 'Conference Sessions');
    const cards = block.getByTestId('session-card');
    await expect(cards.getByRole('heading')).toHaveText(sessions.map((s) => s.title));
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width / 2);

    for (const [i, session] of sessions.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(`Room: ${session.room}`);
      await expect(card).toContainText(`Status: ${session.status}`);
      if (session.status === 'cancelled') await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
      const speakers = [...(session.speakers ?? [])].sort((x, y) => x.display_order - y.display_order);
      if (speakers.length > 0) {
        const label = speakers.length === 1 ? 'Speaker:' : 'Speakers:';
        await expect(card).toContainText(`${label} ${speakers.map((s) => s.name).join(', ')}`);
      }
    }
    expect(sessions.some((s) => (s.speakers?.length ?? 0) > 1), 'demo has a multi-speaker session').toBe(true);
    logs.expectNone();
  });

  test('sessions: spinner while loading, red alert on failure', async ({ page }) => {
    const logs = watchConsole(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/public/sessions', async (r) => {
      await gate;
      await r.fulfill({ status: 503, json: { detail: 'Sessions are being updated' } });
    });
    await page.goto('/');
    const block = section(page, 'Conference Sessions');
    await expect(block.getByRole('progressbar', { name: 'Loading sessions' })).toBeVisible();
    release();
    const alert = block.getByRole('alert');
    await expect(alert).toHaveText('Sessions are being updated', { timeout: 15_000 });
    await expect(alert).toHaveCSS('background-color', 'rgb(211, 47, 47)');
    logs.expectNone([/status of 503/]);
  });

  test('an organiser adding a sponsor and a news item shows them without a reload', async ({ page, request }) => {
    const logs = watchConsole(page);
    const headers = await admin(request);
    await gotoHome(page);
    await expect(page.getByLabel('Live updates connected')).toBeAttached();
    let navigations = 0;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations++;
    });

    const stamp = Date.now();
    const sponsorRes = await request.post('/api/admin/sponsors', {
      headers,
      data: { name: `Live Sponsor ${stamp}`, description: 'Joined while you were looking.', website: 'live.example', logo_url: null, tier: 'silver', contribution: 5300 },
    });
    expect(sponsorRes.ok()).toBe(true);
    const sponsor = await sponsorRes.json();
    const newsRes = await request.post('/api/admin/news', {
      headers,
      data: {
        title: `Live news ${stamp}`,
        content: '<p>Pushed to <strong>open pages</strong>.</p>',
        published_date: new Date(Date.now() - 60_000).toISOString(),
        author: 'E2E',
        category: 'update',
        featured: true,
        status: 'published',
      },
    });
    expect(newsRes.ok()).toBe(true);
    const news = await newsRes.json();
    try {
      const silver = section(page, 'Our Sponsors').getByRole('region', { name: 'Silver Sponsors' });
      await expect(silver.getByRole('heading', { name: `Live Sponsor ${stamp}` })).toBeVisible({ timeout: 5000 });
      await expect(silver.getByRole('link', { name: `Visit Website: Live Sponsor ${stamp}` })).toHaveAttribute('href', 'https://live.example');
      const latest = section(page, 'Latest News');
      await expect(latest.getByTestId('home-news-card').first().getByRole('heading')).toHaveText(`Live news ${stamp}`, { timeout: 5000 });
      expect(await latest.getByTestId('home-news-card').count()).toBeLessThanOrEqual(5);
    } finally {
      await request.delete(`/api/admin/sponsors/${sponsor.id}`, { headers });
      await request.delete(`/api/admin/news/${news.id}`, { headers });
    }
    await expect(page.getByRole('heading', { name: `Live Sponsor ${stamp}` })).toHaveCount(0, { timeout: 5000 });
    await expect(page.getByRole('heading', { name: `Live news ${stamp}` })).toHaveCount(0, { timeout: 5000 });
    expect(navigations).toBe(0);
    logs.expectNone();
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    test(`has no serious or critical accessibility violations (${viewport.name})`, async ({ page }) => {
      const logs = watchConsole(page);
      await page.setViewportSize(viewport);
      await gotoHome(page);
      await expect(page.getByTestId('featured-video').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      logs.expectNone();
    });
  }
});
