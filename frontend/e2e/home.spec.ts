// The home page (spec section 2, "Home page (/)") as a visitor sees it, against the demo content loaded at start:
// the hero and the intro blocks (overview, open calls, latest news) and Featured Speakers.
// Expected values are read from the public API, so the tests hold for any demo data of the documented shape.
// The sections' error and empty states and the testimonials carousel are checked in their component tests
// (src/features/home/components/*.test.tsx).
import { expect, test } from './fixtures';
import { expectedHeadings, getJson, gotoHome, newsOf, section, setCalls, siteContent, speakersOf, watchConsole, type News } from './home-support';

test.describe('home page: hero and intro blocks', () => {
  test('shows the hero, the notice and the sections in the spec order', async ({ page, request }) => {
    const logs = watchConsole(page);
    const content = await siteContent(request);
    await gotoHome(page);

    if (content.notice) await expect(page.getByRole('alert').filter({ hasText: content.notice })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByTestId('home-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toContainText(content.product_name);
    // No date label of the organisers' own: the edition's days from the settings (the spec's).
    await expect(hero).toContainText(content.hero.date_label || '17-19 November 2025');
    await expect(hero).toContainText(content.hero.tagline);
    const register = hero.getByRole('link', { name: 'Register Now' });
    await expect(register).toHaveAttribute('href', '/register');
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
    const heroText = hero.content
      .replace(/<[^>]+>/g, '')
      .trim()
      .slice(0, 40);
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
    expect(news.length, 'the demo content has published news').toBeGreaterThan(0);
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
      await cards
        .first()
        .getByRole('button', { name: /Read more/ })
        .click();
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
});
