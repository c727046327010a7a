// The server renderer of public pages (page-render/public-page-renderer.ts) with real worker threads: a page is rendered from the public answers at the current version and rendered again
// at the next, the previous page is answered while the next renders, and a renderer that fails, hangs or cannot load
// gives no page (the visitor gets the client-rendered one) without being restarted for every visitor: after repeated
// failures it pauses (answering the last page it rendered), then renders again.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PublicPageRenderer, type RenderedPage, type RendererLimits } from '../src/page-render/public-page-renderer.js';

describe('test/page-renderer.e2e-spec.ts', () => {
  let version = 1;
  let title = 'First title';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
  const renderers: PublicPageRenderer[] = [];

  /** The one public answer there is here (the app reads its own read model's answers). */
  async function read(url: string) {
    if (url !== '/public/title') throw new Error(`GET ${url}: 404`);
    return { body: { title }, version };
  }

  afterAll(async () => {
    await Promise.all(renderers.map((r) => r.close()));
  });

  /** A server entry with the given render body (it gets `pathname` and `fetchPublic`). */
  function entry(name: string, renderBody: string, top = ''): string {
    const file = path.join(dir, `${name}.mjs`);
    writeFileSync(
      file,
      `${top}
export const SERVER_RENDERED = { '/': [], '/schedule': [] };
export async function render(pathname, fetchPublic) { ${renderBody} }`,
    );
    return file;
  }

  function renderer(file: string, limits: Partial<RendererLimits> = {}) {
    const defaults: RendererLimits = { renderTimeoutMs: 2_000, startTimeoutMs: 10_000, maxFailures: 3, pauseMs: 60_000, currentWaitMs: 1_000 };
    const r = new PublicPageRenderer(file, 'Test Summit', read, () => version, { ...defaults, ...limits });
    renderers.push(r);
    return r;
  }

  /** The page rendered at an address (these entries name no items, so there are no redirects). */
  async function pageOf(pages: PublicPageRenderer, pathname: string): Promise<RenderedPage | null> {
    const page = await pages.render(pathname);
    if (page && 'redirect' in page) throw new Error(`${pathname} redirects to ${page.redirect}`);
    return page;
  }

  const GOOD = `const { body, version } = await fetchPublic('/public/title');
  return { html: '<h1>' + body.title + ' at ' + pathname + ' for ' + globalThis.__PRODUCT_NAME__ + '</h1>', styles: '', state: { body }, version };`;

  it('renders a listed page from the public answers, once per version, and answers the previous page while a slow next one renders', async () => {
    const pages = renderer(entry('good', GOOD));
    expect(await pages.routes()).toEqual(['/', '/schedule']);
    const first = await pages.render('/');
    expect(first).toEqual({ html: '<h1>First title at / for Test Summit</h1>', styles: '', state: { body: { title: 'First title' } }, version: 1 });
    expect(await pages.render('/')).toBe(first);
    expect(await pages.render('/about')).toBeNull();

    version = 2;
    title = 'Second title';
    // The first request at the new version waits for its render, which is quick.
    const second = await pageOf(pages, '/');
    expect(second?.html).toBe('<h1>Second title at / for Test Summit</h1>');
    expect(second?.version).toBe(2);
    expect(await pages.render('/')).toBe(second);
  });

  it('answers the page of the version before when the current one takes longer than the wait, then the current one', async () => {
    const slow = `if (globalThis.__slow) await new Promise((resolve) => setTimeout(resolve, 600));
    globalThis.__slow = true;
    ${GOOD}`;
    const pages = renderer(entry('slow', slow), { currentWaitMs: 100 });
    const first = await pageOf(pages, '/schedule');
    version += 1;
    title = 'Slowly rendered';
    expect(await pages.render('/schedule')).toBe(first);
    let next = await pageOf(pages, '/schedule');
    for (let tries = 0; next === first && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = await pageOf(pages, '/schedule');
    }
    expect(next?.html).toBe('<h1>Slowly rendered at /schedule for Test Summit</h1>');
  });

  it('gives no page when rendering throws or a read fails, and renders again at the next version', async () => {
    const pages = renderer(entry('flaky', `if (globalThis.failed !== true) { globalThis.failed = true; throw new Error('first render fails'); } ${GOOD}`));
    expect(await pages.render('/schedule')).toBeNull();
    version++;
    expect((await pageOf(pages, '/schedule'))?.html).toBe(`<h1>${title} at /schedule for Test Summit</h1>`);

    const missing = renderer(entry('missing', `await fetchPublic('/public/nothing-here'); return null;`));
    expect(await missing.render('/')).toBeNull();
  });

  const until = async (check: () => Promise<boolean>, what: string) => {
    for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 50))) {
      if (Date.now() - started > 10_000) throw new Error(`not within 10 s: ${what}`);
    }
  };

  it('gives up a render that hangs, restarts the worker, and leaves pages to the browser for a pause after repeated failures', async () => {
    const pages = renderer(entry('hangs', `return new Promise(() => {});`), { renderTimeoutMs: 300, startTimeoutMs: 10_000, maxFailures: 2, pauseMs: 1_000 });
    const started = Date.now();
    expect(await pages.render('/')).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    version++;
    expect(await pages.render('/')).toBeNull();
    // Two failures in a row: no worker is started during the pause.
    version++;
    expect(await pages.render('/')).toBeNull();
    expect(await pages.routes()).toEqual([]);
    // After it, the renderer is tried again.
    await until(async () => (await pages.routes()).length > 0, 'a worker started again after the pause');
    expect(await pages.routes()).toEqual(['/', '/schedule']);
  });

  it('answers the last page it rendered while paused, and renders the current version once the pause is over', async () => {
    const pages = renderer(
      entry(
        'hangs-on-a-title',
        `const { body, version } = await fetchPublic('/public/title');
  if (body.title === 'Hangs') return new Promise(() => {});
  return { html: '<h1>' + body.title + '</h1>', styles: '', state: {}, version };`,
      ),
      { renderTimeoutMs: 300, startTimeoutMs: 10_000, maxFailures: 2, pauseMs: 1_500 },
    );
    title = 'Shown';
    version++;
    const shown = await pageOf(pages, '/');
    expect(shown?.html).toBe('<h1>Shown</h1>');
    // Each new version's render hangs; the page rendered before is answered meanwhile, and during the pause.
    title = 'Hangs';
    await until(async () => {
      version++;
      expect(await pages.render('/')).toBe(shown);
      return (await pages.routes()).length === 0;
    }, 'paused after the renders that hung');
    title = 'Back';
    version++;
    expect(await pages.render('/')).toBe(shown);
    await until(async () => (await pageOf(pages, '/'))?.html === '<h1>Back</h1>', 'the current version rendered after the pause');
  });

  it('gives no page, and does not retry, when the entry cannot be loaded', async () => {
    const pages = renderer(entry('broken', GOOD, `throw new Error('the bundle is broken');`));
    expect(await pages.render('/')).toBeNull();
    expect(await pages.render('/')).toBeNull();
    expect(await pages.routes()).toEqual([]);
  });

  it('renders pages whose address names what they show, and a page that names nothing is no failure', async () => {
    const file = path.join(dir, 'patterns.mjs');
    writeFileSync(
      file,
      `export const SERVER_RENDERED = { '/': [] };
export const SERVER_RENDERED_PATTERNS = ['^\\\\/archive\\\\/(\\\\d{4})$'];
export async function render(pathname) {
  const year = /^\\/archive\\/(\\d{4})$/.exec(pathname)?.[1];
  if (year === '1999') return null;
  return { html: '<h1>' + (year ?? 'home') + '</h1>', styles: '', state: {}, version: 1 };
}`,
    );
    const pages = renderer(file, { renderTimeoutMs: 2_000, startTimeoutMs: 10_000, maxFailures: 2, pauseMs: 60_000 });
    expect((await pageOf(pages, '/archive/2025'))?.html).toBe('<h1>2025</h1>');
    expect(await pages.render('/archive/20255')).toBeNull();
    expect(await pages.render('/archive')).toBeNull();
    // Addresses that name nothing, more of them than the failures allowed: the renderer keeps rendering.
    for (const year of ['1999', '1999', '1999']) {
      version++;
      expect(await pages.render(`/archive/${year}`)).toBeNull();
    }
    expect((await pageOf(pages, '/'))?.html).toBe('<h1>home</h1>');
  });

  it('times each render on its own: a burst of renders that together take longer than the limit all give their page', async () => {
    // Six pages of 300 ms of work each, asked for at once, against a limit of 1 s: timed from the moment they were asked
    // for, the later ones would be taken for a hung renderer and the worker restarted.
    const file = path.join(dir, 'busy.mjs');
    writeFileSync(
      file,
      `export const SERVER_RENDERED = Object.fromEntries(['/a', '/b', '/c', '/d', '/e', '/f'].map((p) => [p, []]));
export async function render(pathname) {
  const end = Date.now() + 300;
  while (Date.now() < end);
  return { html: '<p>' + pathname + '</p>', styles: '', state: {}, version: 1 };
}`,
    );
    const pages = renderer(file, { renderTimeoutMs: 1_000, startTimeoutMs: 10_000, maxFailures: 3, pauseMs: 60_000 });
    await pages.routes();
    const rendered = await Promise.all(['/a', '/b', '/c', '/d', '/e', '/f'].map((p) => pageOf(pages, p)));
    expect(rendered.map((page) => page?.html)).toEqual(['/a', '/b', '/c', '/d', '/e', '/f'].map((p) => `<p>${p}</p>`));
  });

  it("answers an item's address with a slug other than its own by a redirect, rendering each item once however many slugs are tried", async () => {
    // An item's page is the id's; a slug of its title may follow (/sessions/7-opening-keynote). Made-up slugs are
    // unlimited: each used to be a render of its own, and pushed real pages out of the cache.
    const file = path.join(dir, 'items.mjs');
    writeFileSync(
      file,
      `export const SERVER_RENDERED = { '/': [] };
export const SERVER_RENDERED_PATTERNS = ['^(?:\\\\/de)?\\\\/sessions\\\\/([^/]+)$'];
globalThis.renders = [];
export async function render(pathname) {
  // The home page tells which pages were rendered before it.
  if (pathname === '/') return { html: JSON.stringify(globalThis.renders), styles: '', state: {}, version: 1 };
  globalThis.renders.push(pathname);
  const id = Number(/(\\d+)(?:-[^/]*)?$/.exec(pathname)?.[1]);
  if (id !== 7) return { html: '<h1>Not found</h1>', styles: '', state: {}, version: 1, status: 404 };
  return { html: '<h1>Opening keynote at ' + pathname + '</h1>', styles: '', state: {}, version: 1,
    head: { title: 'Opening keynote', description: '', locale: 'en_US', alternates: [], canonical: '/sessions/7', address: '/sessions/7-opening-keynote' } };
}`,
    );
    const pages = renderer(file);
    for (const slug of ['made-up', 'another-one', 'opening-keynote-2', 'x']) {
      expect(await pages.render(`/sessions/7-${slug}`)).toEqual({ redirect: '/sessions/7-opening-keynote' });
      expect(await pages.render(`/de/sessions/7-${slug}`)).toEqual({ redirect: '/de/sessions/7-opening-keynote' });
    }
    expect(await pages.render('/sessions/7-opening-keynote')).toMatchObject({ html: '<h1>Opening keynote at /sessions/7-opening-keynote</h1>' });
    expect(await pages.render('/sessions/7')).toMatchObject({ html: '<h1>Opening keynote at /sessions/7</h1>' });
    // An id that names nothing: its own address, which answers 404.
    expect(await pages.render('/sessions/99-made-up')).toEqual({ redirect: '/sessions/99' });
    expect(await pages.render('/sessions/99')).toMatchObject({ status: 404 });

    // Rendered: the id's page and the slugged one in each language, and the missing id's: nothing per made-up slug.
    const renderedPaths = JSON.parse(((await pages.render('/')) as { html: string }).html) as string[];
    expect(renderedPaths.sort()).toEqual(['/de/sessions/7', '/sessions/7', '/sessions/7-opening-keynote', '/sessions/99'].sort());
  });
});
