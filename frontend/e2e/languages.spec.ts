// The site in English and German (issue 28): English at /…, German at /de/…, each rendered by the server in its
// language, linked to the other with hreflang, and switched from the navigation without leaving the page. A
// browser that prefers German is offered the German page and never sent there.
import { expect, test } from './fixtures';
import { expectAccessible, openPage, untilInteractive, watchConsole } from './page-checks';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: /^(Main|Hauptmenü)$/ }).first();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the German schedule and home page arrive in German, linked to the English ones', async ({ page }) => {
    await page.goto('/de/schedule');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).first().getByRole('link', { name: 'Programm', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Montag, 17. November 2025' })).toBeVisible();
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', '/schedule'],
        ['de', '/de/schedule'],
        ['x-default', '/schedule'],
      ]),
    );

    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(mainNav(page).getByRole('link', { name: 'Vortragende', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^English/ }).first()).toHaveAttribute('href', '/');

    await page.goto('/schedule');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Monday, November 17, 2025' })).toBeVisible();
  });

  test("the German pages' head is German: title, description and link previews", async ({ page, baseURL }) => {
    const head = async () =>
      page.evaluate(() => {
        const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
        return {
          title: document.title,
          description: meta('name="description"'),
          ogTitle: meta('property="og:title"'),
          ogDescription: meta('property="og:description"'),
          ogLocale: meta('property="og:locale"'),
          ogAlternate: meta('property="og:locale:alternate"'),
          ogUrl: meta('property="og:url"'),
        };
      });

    await page.goto('/de/schedule');
    const programme = 'Das Programm von LT-Summit: alle Sessions Tag für Tag, mit Uhrzeit, Raum und Vortragenden.';
    expect(await head()).toEqual({
      title: 'Programm – LT-Summit',
      description: programme,
      ogTitle: 'Programm – LT-Summit',
      ogDescription: programme,
      ogLocale: 'de_AT',
      ogAlternate: 'en_US',
      ogUrl: `${baseURL}/de/schedule`,
    });

    await page.goto('/de');
    expect(await head()).toMatchObject({
      title: 'LT-Summit',
      description: 'LT-Summit: die jährliche Konferenz für Sprachtechnologie und KI.',
      ogLocale: 'de_AT',
      ogUrl: `${baseURL}/de`,
    });

    await page.goto('/schedule');
    expect(await head()).toMatchObject({
      title: 'Schedule – LT-Summit',
      description: 'The programme of LT-Summit: every session day by day, with its time, room and speakers.',
      ogLocale: 'en_US',
      ogAlternate: 'de_AT',
    });
  });
});

test('the switcher opens the same page in German, and links stay in German', async ({ page }) => {
  const console = watchConsole(page);
  await openPage(page, '/schedule');
  await page
    .getByRole('link', { name: /^Deutsch/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/schedule$/);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Montag, 17. November 2025' })).toBeVisible();
  await expect(page).toHaveTitle('Programm – LT-Summit');

  await mainNav(page).getByRole('link', { name: 'Vortragende', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/speakers$/);
  // The title and description follow too: the schedule's title does not stay behind.
  await expect(page).toHaveTitle('LT-Summit');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'LT-Summit: die jährliche Konferenz für Sprachtechnologie und KI.');
  // The head follows the page: its links name this page in each language.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/speakers$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/speakers$/);

  await page
    .getByRole('link', { name: /^English/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/speakers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mainNav(page).getByRole('link', { name: 'Speakers', exact: true })).toBeVisible();
  console.expectNone();
});

test('the German schedule has no serious accessibility violation', async ({ page }) => {
  await openPage(page, '/de/schedule');
  await expectAccessible(page, async () => {
    await expect(page.getByRole('button', { name: 'Montag, 17. November 2025' })).toBeVisible();
  });
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-AT' });

  test('is offered the German page on an English one, never sent there, and a no is remembered', async ({ page }) => {
    await openPage(page, '/about');
    const offer = page.getByRole('alert').filter({ hasText: 'Diese Seite gibt es auch auf Deutsch.' });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expect(offer.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/about');

    await offer.getByRole('button', { name: 'Nein, danke' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await untilInteractive(page);
    await expect(page.getByText('Diese Seite gibt es auch auf Deutsch.')).toHaveCount(0);

    // On the German page there is nothing to offer.
    await openPage(page, '/de/about');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
