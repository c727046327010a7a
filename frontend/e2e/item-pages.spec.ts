// A page for every session, speaker and article (issue 30): rendered on the server and readable without JavaScript,
// described for link previews and search engines, live with it; the spec's speaker and article dialogs show the
// item's address while open, and the back button closes them.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminSessions } from './helpers';
import { adminApi, expectAccessible, openPage, unique, watchConsole } from './page-checks';

interface PublicSession {
  id: number;
  title: string;
  room: string;
  description: string;
  speakers: { id: number; name: string }[];
}

async function demoSessionWithSpeakers(request: APIRequestContext): Promise<PublicSession> {
  const { sessions } = (await (await request.get('/public/sessions')).json()) as { sessions: PublicSession[] };
  const session = sessions.find((s) => s.speakers.length > 0);
  if (!session) throw new Error('the demo programme has a session with speakers');
  return session;
}

/** The page's head, as the server sent it. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    const ld = document.head.querySelector('script[type="application/ld+json"]')?.textContent;
    return {
      title: document.title,
      lang: document.documentElement.lang,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogType: meta('meta[property="og:type"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      description: meta('meta[name="description"]'),
      jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : null,
    };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a session's page is served whole, with its canonical address, preview tags and schema.org Event", async ({ page, request, baseURL }) => {
    const session = await demoSessionWithSpeakers(request);
    // A slug other than its title's is sent to the session's own address, not rendered as a page of its own.
    const madeUp = await request.get(`/sessions/${session.id}-any-words-here?from=mail`, { maxRedirects: 0 });
    expect(madeUp.status()).toBe(301);
    const own = madeUp.headers().location;
    expect(own).toMatch(new RegExp(`^/sessions/${session.id}-[a-z0-9-]+\\?from=mail$`));
    expect(own).not.toContain('any-words-here');
    const response = await page.goto(`/sessions/${session.id}-any-words-here`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(own.split('?')[0]);
    await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
    await expect(page.getByText(session.room, { exact: true })).toBeVisible();
    const speaker = session.speakers[0];
    await expect(page.getByRole('link', { name: speaker.name })).toHaveAttribute('href', new RegExp(`^/speakers/${speaker.id}-`));

    const head = await headOf(page);
    expect(head.title).toBe(`${session.title} – LT-Summit`);
    expect(head.canonical).toBe(`${baseURL}/sessions/${session.id}`);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogTitle).toBe(head.title);
    expect(head.twitterCard).toBe('summary');
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: session.title,
      startDate: expect.stringMatching(/^2025-11-1[789]T/),
      endDate: expect.any(String),
      location: { '@type': 'Place', name: expect.stringContaining(session.room), address: expect.stringContaining('Wien') },
      url: `${baseURL}/sessions/${session.id}`,
    });
    expect((head.jsonLd?.performer as { name: string; url: string }[])[0]).toEqual({
      '@type': 'Person',
      name: speaker.name,
      url: `${baseURL}/speakers/${speaker.id}`,
    });

    // In German: its own address, language and canonical link.
    await page.goto(`/de/sessions/${session.id}`);
    const german = await headOf(page);
    expect(german.lang).toBe('de');
    expect(german.canonical).toBe(`${baseURL}/de/sessions/${session.id}`);
    await expect(page.getByRole('link', { name: 'Ganzes Programm' })).toBeVisible();
  });

  test("a speaker's and an article's pages are served whole, as a Person and a NewsArticle", async ({ page, request, baseURL }) => {
    const session = await demoSessionWithSpeakers(request);
    const speaker = session.speakers[0];
    await page.goto(`/speakers/${speaker.id}`);
    await expect(page.getByRole('heading', { level: 1, name: speaker.name })).toBeVisible();
    // The speaker's sessions, each linking to its page.
    await expect(page.getByRole('link', { name: session.title })).toHaveAttribute('href', new RegExp(`^/sessions/${session.id}-`));
    const person = await headOf(page);
    expect(person.ogType).toBe('profile');
    expect(person.jsonLd).toMatchObject({ '@type': 'Person', name: speaker.name, url: `${baseURL}/speakers/${speaker.id}` });

    const { news } = (await (await request.get('/public/news')).json()) as { news: { id: number; title: string }[] };
    const article = news[0];
    await page.goto(`/news/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const head = await headOf(page);
    expect(head.ogType).toBe('article');
    expect(head.description).not.toContain('<');
    expect(head.jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: article.title, publisher: { '@type': 'Organization', name: 'LT-Summit' } });
  });

  test('an address that names no item answers 404 with the not-found page', async ({ page }) => {
    for (const path of ['/sessions/987654', '/speakers/987654-nobody', '/news/not-a-number', '/de/sessions/987654']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /Page not found|Seite nicht gefunden/ })).toBeVisible();
    }
  });
});

test("a session's page follows an organiser's edit live, and reads well at phone and desktop width", async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const title = unique('Page talk');
  const created = await admin.create({
    title,
    description: 'A talk with a page of its own.',
    type: 'talk',
    startTime: '2025-11-18T09:00:00.000Z',
    endTime: '2025-11-18T09:45:00.000Z',
    room: 'Hall P',
  });
  await openPage(page, `/sessions/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} – LT-Summit`);
  await expect(page.getByTestId('session-facts')).toContainText('Hall P');
  await expect(page.getByTestId('session-facts')).toContainText('Tuesday, November 18, 2025');

  await admin.update(created, { room: 'Hall Q', title: `${title} (moved)` });
  await expect(page.getByTestId('session-facts')).toContainText('Hall Q');
  await expect(page.getByRole('heading', { level: 1, name: `${title} (moved)` })).toBeVisible();
  await expect(page).toHaveTitle(`${title} (moved) – LT-Summit`);
  await expectAccessible(page, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());

  // Removed while open: the page says there is nothing here.
  await admin.remove(created);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  console.expectNone();
});

test("a speaker's details open at the speaker's address, the back button closes them, and the address opens the page", async ({ page, context }) => {
  const console = watchConsole(page);
  await openPage(page, '/speakers');
  const card = page.getByTestId('speaker-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Speaker Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/speakers\/\d+-[a-z0-9-]+$/);
  await expect(page).toHaveTitle(`${name} – LT-Summit`);
  const address = page.url();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/speakers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Speakers' })).toBeVisible();

  // The Close button goes back too.
  await card.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/speakers$/);

  // A copied address is the speaker's page.
  const other = await context.newPage();
  await openPage(other, address);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await other.close();
  console.expectNone();
});

test('an article opens at its address over /news and over the home page, and follows an edit while open', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = await adminApi(request);
  const title = unique('Addressed article');
  const created = await api.createNews({ title, content: '<p>First text.</p>', status: 'published', category: 'update' });
  await openPage(page, '/news');
  await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Read full article' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/news/${created.id}-addressed-article`));
  await api.updateNews(created.id, { title, content: '<p>Second text.</p>', status: 'published', category: 'update' });
  await expect(dialog).toContainText('Second text.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/news$/);

  await openPage(page, '/');
  await page
    .getByRole('button', { name: new RegExp(`Read more: ${title}`) })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/news/${created.id}-`));
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await api.deleteNews(created.id);
  console.expectNone();
});

test("a speaker's page follows an organiser's edit live, and says so when the speaker leaves the public site", async ({ page, request }) => {
  const console = watchConsole(page);
  const api = await adminApi(request);
  const name = unique('Page Speaker');
  const { id } = await api.createSpeaker({ name, title: 'Lexicographer', company: 'Wörterbuch GmbH', bio: 'Writes dictionaries.', display_on_public: true });
  await openPage(page, `/speakers/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} – LT-Summit`);
  await api.updateSpeaker(id, { name: `${name} Jr.`, title: 'Lexicographer', bio: 'Writes dictionaries and grammars.', display_on_public: true });
  await expect(page.getByRole('heading', { level: 1, name: `${name} Jr.` })).toBeVisible();
  await expect(page.getByText('Writes dictionaries and grammars.')).toBeVisible();
  await api.updateSpeaker(id, { name: `${name} Jr.`, display_on_public: false });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await api.deleteSpeaker(id);
  // The speaker's address now answers 404, which the browser notes when the page asks for it again.
  console.expectNone([/status of 404 \(Not Found\)/]);
});

test('the sitemap lists every session, speaker and published article by its canonical address', async ({ request, baseURL }) => {
  const session = await demoSessionWithSpeakers(request);
  const { news } = (await (await request.get('/public/news')).json()) as { news: { id: number }[] };
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(
    expect.arrayContaining([
      `${baseURL}/sessions/${session.id}`,
      `${baseURL}/de/sessions/${session.id}`,
      `${baseURL}/speakers/${session.speakers[0].id}`,
      `${baseURL}/news/${news[0].id}`,
    ]),
  );
});
