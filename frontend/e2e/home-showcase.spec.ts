// The home page's lower half (spec section 2, "Home page (/)"): Our Sponsors, the featured videos, the 2024 recap
// and the layout of Conference Sessions; then a live update. Axe over the whole page at phone and desktop width, and
// nothing sticking out sideways, are public-sweep.spec.ts's. Our Partners, the sessions' cards and the loading and
// error states are checked in their component tests (src/features/home/components/).
import { expect, test, type Locator } from './fixtures';
import { adminHeaders } from './helpers';
import { getJson, gotoHome, section, siteContent, sponsorsOf, watchConsole, type Video } from './home-support';

test.describe('home page: sponsors, videos, recap and sessions', () => {
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
    const anyCard = (tier: string) =>
      block
        .getByRole('region', { name: headings[tier as keyof typeof headings] })
        .getByTestId('sponsor-card')
        .first();
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

    await cards
      .first()
      .getByRole('button', { name: `Play video: ${videos.video1.title}` })
      .click();
    const iframe = cards.first().locator('iframe');
    await expect(iframe).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videos.video1.video_id}`));
    await expect(iframe).toHaveAttribute('title', videos.video1.title);
    await expect(iframe).toBeFocused(); // keyboard users land on the player that replaced the poster
    await expect(cards.nth(1).locator('iframe')).toHaveCount(0);
    logs.expectNone();
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

  // What each card says (room, raw status, speakers in order) is checked in sessions-section.test.tsx; the layout
  // needs a real browser.
  test('sessions: two cards to a row on a wide screen', async ({ page }) => {
    const logs = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHome(page);
    const cards = section(page, 'Conference Sessions').getByTestId('session-card');
    expect(await cards.count(), 'the demo content has at least two sessions').toBeGreaterThan(1);
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width / 2);
    logs.expectNone();
  });

  test('an organiser adding a sponsor and a news item shows them without a reload', async ({ page, request }) => {
    const logs = watchConsole(page);
    const headers = await adminHeaders(request);
    await gotoHome(page);
    await expect(page.getByLabel('Live updates connected')).toBeAttached();
    let navigations = 0;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations++;
    });

    const stamp = Date.now();
    const sponsorRes = await request.post('/api/admin/sponsors', {
      headers,
      data: {
        name: `Live Sponsor ${stamp}`,
        description: 'Joined while you were looking.',
        website: 'live.example',
        logo_url: '/images/demo/elra.svg',
        tier: 'silver',
        contribution: 5300,
      },
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
});
