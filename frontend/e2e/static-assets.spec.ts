// How the built client reaches a browser: hashed assets precompressed at build time, sent in the encoding the
// request accepts and cached for good; index.html (any page route) compressed too but revalidated on every visit.
// Raw node:http requests, so that exactly the Accept-Encoding under test is sent (no client adds its own).
import { expect, test, type Response } from './fixtures';
import { appURL } from './helpers';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(pathname, appURL()), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The largest script index.html loads (the entry itself may be a few bytes that re-export the app chunk). */
async function largestScript(): Promise<string> {
  // A page the client renders: a server-rendered one (/, /schedule) names only its boot script.
  const html = (await get('/about')).body.toString('utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length, 'index.html names its scripts').toBeGreaterThan(0);
  const sizes = await Promise.all(scripts.map(async (src) => [src, (await get(src)).body.length] as const));
  return sizes.sort((a, b) => b[1] - a[1])[0][0];
}

test('a hashed JS asset comes in the encoding asked for, cached as immutable, varying on Accept-Encoding', async () => {
  const asset = await largestScript();
  const identity = await get(asset);
  expect(identity.status).toBe(200);
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.headers['content-type']).toMatch(/javascript/);
  expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(identity.headers.vary).toMatch(/accept-encoding/i);

  const br = await get(asset, { 'accept-encoding': 'br' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toContain('immutable');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.body.length).toBeLessThan(identity.body.length / 2);
  expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);

  const gzip = await get(asset, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers['cache-control']).toContain('immutable');
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);

  // What a browser sends: the best of what it accepts.
  expect((await get(asset, { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('br');
  expect((await get(asset, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
});

test('the compressed copies are not addressable themselves', async () => {
  const asset = await largestScript();
  expect((await get(`${asset}.br`)).status).toBe(404);
  expect((await get(`${asset}.gz`)).status).toBe(404);
});

test('index.html is sent no-cache with an ETag, compressed when accepted, for every page route', async () => {
  for (const pathname of ['/', '/schedule', '/login']) {
    // A server-rendered page is rendered again when the content changes (an earlier test's last edit may still be
    // arriving): its copies are compared at one version, the one their ETag names.
    let plain = await get(pathname);
    for (let i = 0; i < 10 && (await get(pathname)).headers.etag !== plain.headers.etag; i++) plain = await get(pathname);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/text\/html/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // The schedule, rendered on the server, names itself (app/layouts/page-head.ts).
    expect(plain.body.toString('utf8')).toContain(pathname === '/schedule' ? '<title>Schedule – LT-Summit</title>' : '<title>LT-Summit</title>');

    const br = await get(pathname, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await get(pathname, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const etag = plain.headers.etag;
    expect(etag).toBeTruthy();
    const revalidated = await get(pathname, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  }
});

test('an address the app has no page for answers 404 with the page, which shows that nothing is there', async ({ page }) => {
  for (const pathname of ['/no-such-page', '/embed', '/de/no-such-page', '/archive/2025/more', '/speakers/']) {
    const answer = await get(pathname);
    const expected = pathname === '/speakers/' ? 200 : 404;
    expect([pathname, answer.status]).toEqual([pathname, expected]);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
  }
  // Pages named by a value are pages, in every language.
  for (const pathname of ['/review/5', '/de/archive/2031', '/account/password']) expect([pathname, (await get(pathname)).status]).toEqual([pathname, 200]);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test('the browser gets every script of the first page brotli-compressed and cacheable', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    // A copy is written only when it is smaller, which every script but the tiniest is.
    if ((await script.body()).length >= 1024) expect(headers['content-encoding'], script.url()).toBe('br');
  }
});

test("a listed page's index.html preloads that page's chunks and first data; other addresses get the plain page", async () => {
  const speakers = (await get('/speakers')).body.toString('utf8');
  const chunks = [...speakers.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map((m) => m[1]);
  expect(chunks.some((href) => /\/speakers-page-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of chunks) expect((await get(href)).status, href).toBe(200);
  expect(speakers).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/public/speakers?limit=1000">');

  const news = (await get('/news/')).body.toString('utf8');
  expect(news).toMatch(/\/news-page-[\w-]+\.js/);
  expect(news).toContain('href="/public/news"');
  // A preload cannot say the page's language: an English page preloads no data for a browser that reads German.
  const forGermanBrowser = (await get('/news', { 'accept-language': 'de-AT,de;q=0.9' })).body.toString('utf8');
  expect(forGermanBrowser).toMatch(/\/news-page-[\w-]+\.js/);
  expect(forGermanBrowser).not.toContain('as="fetch"');
  expect((await get('/de/news', { 'accept-language': 'de-AT,de;q=0.9' })).body.toString('utf8')).toContain('href="/public/news?lang=de"');

  // A server-rendered page carries its data and starts its code after the first paint: no hints, one boot script.
  for (const rendered of ['/', '/schedule/']) {
    const html = (await get(rendered)).body.toString('utf8');
    expect(html, rendered).not.toContain('rel="modulepreload"');
    expect(html, rendered).not.toContain('as="fetch"');
    expect(html, rendered).toMatch(/<script type="module" src="\/assets\/ssr-boot-[\w-]+\.js" data-entry="\/assets\/index-[\w-]+\.js"><\/script>/);
  }

  const other = (await get('/no-such-page')).body.toString('utf8');
  expect(other).not.toMatch(/-page-[\w-]+\.js/);
  expect(other).not.toContain('as="fetch"');
});

test('the preloaded data is the response the page uses: one request for it, no unused-preload warning', async ({ page }) => {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/speakers');
  await expect(page.getByTestId('speaker-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Chromium warns about a preload nobody used a few seconds after the load event.
  await page.waitForTimeout(3_500);
  expect(requests.filter((path) => path === '/public/speakers')).toHaveLength(1);
  expect(warnings).toEqual([]);
});

test("the service worker stores the public pages' code for offline visits, not the organisers' console", async () => {
  const worker = (await get('/sw.js')).body.toString('utf8');
  // The build writes its manifest in as a JSON string literal (vite-plugins/service-worker.ts).
  const literal = /JSON\.parse\(("\{\\"version\\".*?\}")\)/.exec(worker)?.[1];
  expect(literal, 'the manifest in /sw.js').toBeDefined();
  const manifest = JSON.parse(JSON.parse(literal!) as string) as { precache: string[] };
  const stored = manifest.precache.map((file) => file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
  expect(stored).toEqual(expect.arrayContaining(['vendor', 'home-page', 'schedule-page', 'dashboard', 'socket-io']));
  // What only the organisers' console loads: its area and its charts.
  expect(stored.filter((name) => ['admin', 'overview-charts'].includes(name))).toEqual([]);
});
