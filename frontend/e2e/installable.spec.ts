// The site installs as an app (issue 44): each language's home links a manifest in that language, which Chromium
// finds installable (DevTools protocol: Page.getInstallabilityErrors answers nothing), with the event's name from
// PRODUCT_NAME and icons the build made from one drawing. In Playwright's usual context Chromium answers only
// `in-incognito`, so this test opens a browser with a profile of its own, and a server of its own for the name.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from './fixtures';
import { useOwnServer } from './own-server';

// Quotes and an ampersand: the server writes the name into JSON and HTML, and it must come out as it was given.
const PRODUCT_NAME = 'Wien "Sprache" & KI';
const baseURL = useOwnServer('installable', 3, { PRODUCT_NAME });

const HOMES = [
  { home: '/', manifest: '/manifest.webmanifest', lang: 'en', description: `${PRODUCT_NAME}: the annual conference on language technology and AI.` },
  { home: '/de', manifest: '/manifest.webmanifest?lang=de', lang: 'de', description: `${PRODUCT_NAME}: die jährliche Konferenz für Sprachtechnologie und KI.` },
];

/** An image as the browser decodes it: its type as served and its size in pixels. */
const decoded = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    const bitmap = await createImageBitmap(await response.blob());
    return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
  }, src);

test('/ and /de link a manifest in their language that Chromium finds installable, with PNG icons of their sizes', async ({ launchOptions }) => {
  test.setTimeout(60_000);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'conf-e2e-installable-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const devtools = await context.newCDPSession(page);
    for (const { home, manifest, lang, description } of HOMES) {
      await page.goto(home);
      await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#0b2a5b');
      const linked = await devtools.send('Page.getAppManifest');
      expect(linked.url, `${home} links its language's manifest`).toBe(baseURL + manifest);
      expect(linked.errors).toEqual([]);
      // Chromium decides once the page, its manifest and its icons have loaded.
      await expect
        .poll(async () => (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors, { message: `${home} installable`, timeout: 20_000 })
        .toEqual([]);

      const answer = await context.request.get(manifest);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);
      const fields = (await answer.json()) as { icons: { src: string; sizes: string; type: string; purpose: string }[] };
      expect(fields).toMatchObject({
        id: '/',
        lang,
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description,
        start_url: home,
        scope: '/',
        display: 'standalone',
        theme_color: '#0b2a5b',
        background_color: '#f5f7fb',
      });
      expect(fields.icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`).sort()).toEqual([
        '192x192 image/png any',
        '512x512 image/png any',
        '512x512 image/png maskable',
      ]);
      for (const icon of fields.icons) {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(await decoded(page, icon.src), icon.src).toEqual({ type: 'image/png', width, height });
      }
    }

    const touchIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await decoded(page, touchIcon!)).toEqual({ type: 'image/png', width: 180, height: 180 });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
