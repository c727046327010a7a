import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../common/html.js';
import { PageFiles } from './page-files.js';
import { pageCsp, pageStylePolicy, serverRenderedCsp } from './security-headers.js';
import { ENGLISH_ONLY, inLanguage, pageLanguage, readSiteLocales, withHead, type SiteLocales } from '../page-render/page-languages.js';
import { languageOfHeader } from '../i18n/languages.js';
import type { PublicPageRenderer, Redirect, RenderedPage } from '../page-render/public-page-renderer.js';

// Paths that belong to the API: a 404 there stays a JSON 404.
const API_PREFIXES = ['/api/', '/public/', '/cfp/submit', '/cfp/submissions', '/health', '/socket.io', '/uploads/', '/calendar/'];

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * What every page is sent with besides the security headers: revalidated each time (its hashed assets are what is
 * cached), in the encoding and language asked for. The load balancer sends the same with the pages it serves as files
 * (ops/nginx/lb.conf.template; lb-page-headers.spec.ts).
 */
export const PAGE_HEADERS = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  vary: 'accept-encoding, accept-language',
});

/**
 * Pages at a person's secret address (the phone's page of saved sessions, /my/{token}): served like any other page
 * (the browser renders them), never indexed by a search engine that came across one.
 */
const PRIVATE_PAGES = [/^\/my\/[^/]+$/];

/** Server-rendered pages kept, the most recently rendered ones. */
const RENDERED_KEPT = 1000;

interface Variant {
  /** 404: a server-rendered page whose address names no item. */
  status?: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /**
   * The page's Content-Security-Policy: the site's, with the hashes of its inline styles; a server-rendered page's
   * (the same for all of them) leaves its styles to the policy in the page (serverRenderedCsp).
   */
  csp: string;
  /** A server-rendered page's public version (X-Public-Version). */
  version?: number;
}

/** What the build lists per page address (frontend/vite.config.ts, routePreloads): its chunks and its first data. */
type RoutePreloads = Record<string, { modules?: string[]; data?: string[] }>;

/** The first of br, gzip the request accepts (q > 0), else identity. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * A public read's address on a page in `locale`: another language than the default names itself (`&lang=de` after
 * any other query values), as the client asks it (frontend/src/lib/i18n/locales.ts, publicReadIn).
 */
function dataIn(href: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? href : `${href}${href.includes('?') ? '&' : '?'}lang=${locale}`;
}

function preloadTags(preloads: { modules?: string[]; data?: string[] }): string {
  const modules = (preloads.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  // Same request mode and credentials as the client's fetch (credentials: 'include'), so the browser reuses it.
  const data = (preloads.data ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}">`);
  return [...modules, ...data].map((tag) => `    ${tag}\n`).join('');
}

/**
 * A server-rendered page paints without its code: its entry is loaded by frontend/src/ssr-boot.ts when the page needs it, and no
 * module is preloaded (Chromium fetches module scripts at high priority, and Lighthouse then counted them as
 * render-blocking and the largest paint as waiting for them).
 */
function deprioritiseScripts(html: string, boot: string): string {
  return html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_m, src: string) => `<script type="module" src="${escapeHtml(boot)}" data-entry="${src}"></script>`,
    )
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A server-rendered page changes with every public version: compressed off the event loop, at a quicker level. */
async function renderedVariant(html: string, csp: string, version: number, status?: number): Promise<Variant> {
  const bytes = Buffer.from(html);
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 6 }),
    brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  ]);
  return {
    status,
    version,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    bodies: { identity: bytes, gzip: gz, br },
    csp,
  };
}

function variant(html: string, baseCsp: string): Variant {
  const bytes = Buffer.from(html);
  return {
    csp: pageCsp(baseCsp, html),
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    bodies: {
      identity: bytes,
      gzip: gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
      br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    },
  };
}

/**
 * Serves the client's index.html for every page route, with the event's name (PRODUCT_NAME) filled in and, for the
 * pages the build lists, preload hints for that page's chunks and first data. Each page's HTML is built and
 * compressed once (it only changes with a new build, which means a restart) and sent `no-cache` with an ETag, so a
 * returning browser revalidates it in one round trip and then uses its cached hashed assets.
 */
export class SpaFallback {
  private readonly distDir: string;
  private readonly indexFile: string;
  private readonly preloadsFile: string;
  private readonly appPathsFile: string;
  private readonly bootFile: string;
  /** The addresses the app has a page for (frontend/src/app/routes/app-paths.ts); null: every address (an older build). */
  private appPaths: RegExp[] | null = null;
  /** The boot script of server-rendered pages (frontend/src/ssr-boot.ts): without it no page is server-rendered. */
  private boot: string | null = null;
  /** The event's name, escaped for the HTML, and as it is. */
  private readonly productName: string;
  private readonly rawProductName: string;
  private template: string | null = null;
  private preloads: RoutePreloads = {};
  private locales: SiteLocales = ENGLISH_ONLY;
  /** The pages built, by address for the listed ones, else by language (page()). */
  private readonly pages = new Map<string, Variant>();
  /** Server-rendered pages, by address: the HTML of the page last rendered (a new one per public version). */
  private readonly rendered = new Map<string, { page: RenderedPage; variant: Promise<Variant> }>();
  /** Set once the app is up (app.ts): renders the pages the client's server entry lists. */
  renderer: PublicPageRenderer | null = null;
  /** With PUBLIC_FILES_DIR: server-rendered pages written out for the load balancer. */
  private readonly files?: PageFiles;

  constructor(
    distDir: string,
    productName: string,
    private readonly baseCsp: string,
    /** The site's own address, for the absolute hreflang links. */
    private readonly publicUrl: string,
    publicFilesDir?: string,
  ) {
    if (publicFilesDir) this.files = new PageFiles(publicFilesDir);
    this.distDir = distDir;
    this.indexFile = path.join(distDir, 'index.html');
    this.preloadsFile = path.join(distDir, '.vite', 'route-preloads.json');
    this.appPathsFile = path.join(distDir, '.vite', 'app-paths.json');
    this.bootFile = path.join(distDir, '.vite', 'ssr-boot.json');
    this.productName = escapeHtml(productName);
    this.rawProductName = productName;
  }

  get available(): boolean {
    return this.load() !== null;
  }

  serves(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0];
    if (API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))) return false;
    if (path.extname(pathname)) return false;
    return this.available;
  }

  async send(reply: FastifyReply) {
    const request = reply.request;
    const [pathname] = request.url.split('?');
    const search = request.url.slice(pathname.length);
    const rendered = await this.serverRendered(pathname);
    if (rendered && 'redirect' in rendered) {
      // Permanent, but revalidated: a browser that kept it would loop once an item is renamed back.
      return reply.header('cache-control', 'no-cache').redirect(rendered.redirect + search, 301);
    }
    const page = rendered ?? this.page(pathname, request.headers['accept-language']);
    if (!page) return reply.callNotFound();
    // An address the app has no page for, or an item's page that names none: the not-found page, as a 404.
    const known = this.isAppPage(pathname) && page.status !== 404;
    reply.headers(PAGE_HEADERS).header('content-security-policy', page.csp);
    if (known) reply.header('etag', page.etag);
    if (page.version !== undefined) reply.header('x-public-version', String(page.version));
    if (this.isPrivatePage(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    if (known && request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === page.etag)) {
      return reply.status(304).send();
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.status(known ? 200 : 404).send(page.bodies[encoding]);
  }

  /** Whether the app has a page at this address, in any language ('/de/archive/2025' as '/archive/:year'). */
  private isAppPage(pathname: string): boolean {
    if (this.load() === null || this.appPaths === null) return true;
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const { page } = pageLanguage(route, this.locales);
    return this.appPaths.some((pattern) => pattern.test(page));
  }

  /** Whether the address is a person's own page (PRIVATE_PAGES), in any language. */
  private isPrivatePage(pathname: string): boolean {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const { page } = pageLanguage(route, this.locales);
    return PRIVATE_PAGES.some((pattern) => pattern.test(page));
  }

  /** Renders and compresses the server-rendered pages ahead of the first visitor (at start-up). */
  async warm(routes: readonly string[]): Promise<void> {
    await Promise.all(routes.map((route) => this.serverRendered(route)));
  }

  /** The page for an address rendered on the server with its data embedded, when the renderer lists it. */
  private async serverRendered(pathname: string): Promise<Variant | Redirect | null> {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const rendered = await this.renderer?.render(route).catch(() => null);
    if (!rendered || 'redirect' in rendered) return rendered ?? null;
    const cached = this.rendered.get(route);
    if (cached?.page === rendered) return cached.variant;
    const template = this.load();
    if (template === null || this.boot === null) return null;
    // No preload hints: the page's code starts after its first paint (frontend/src/ssr-boot.ts), and its data is in it.
    // The state as JSON in a script the browser does not run (no inline script for the CSP); `<` escaped so that no
    // text in it can close the element.
    const state = JSON.stringify({ state: rendered.state, renderedAt: rendered.renderedAt, version: rendered.version }).replace(/</g, '\\u003c');
    const { locale } = pageLanguage(route, this.locales);
    const inItsLanguage = inLanguage(deprioritiseScripts(template, this.boot), route, locale, this.locales, this.publicUrl, { preloadMessages: false });
    const origin = this.publicUrl.replace(/\/+$/, '');
    const html = (
      rendered.head ? withHead(inItsLanguage, rendered.head, origin + route, this.rawProductName, { origin, locale, locales: this.locales }) : inItsLanguage
    )
      .replace(/([ \t]*)<\/head>/, (_m, indent: string) => `${indent}${rendered.styles}\n${indent}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${rendered.html}</div>\n    <script id="ssr-state" type="application/json" data-version="${rendered.version}">${state}</script>`,
      );
    // The page's style policy in the page, before its first style: its headers are then the same as every such page's.
    const policy = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(pageStylePolicy(this.baseCsp, html))}">`;
    const withPolicy = html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${policy}`);
    const built = renderedVariant(withPolicy, serverRenderedCsp(this.baseCsp), rendered.version, rendered.status);
    // Written out for the balancer: pages that are the same for everyone at this version (not a missing item's 404).
    if (this.files && (rendered.status ?? 200) === 200 && this.isAppPage(route) && !this.isPrivatePage(route)) {
      const files = this.files;
      void built.then((page) => files.keep(route, rendered.version, page.bodies));
    }
    // Items' pages make the addresses open-ended (/sessions/12-any-slug): only the latest ones are kept.
    this.rendered.delete(route);
    this.rendered.set(route, { page: rendered, variant: built });
    if (this.rendered.size > RENDERED_KEPT) this.rendered.delete(this.rendered.keys().next().value!);
    return built;
  }

  /**
   * The page for an address: the build's index.html in the address's language. The pages the build lists (the
   * public ones) get their own, with preload hints and hreflang links; every other address shares its language's.
   * Each is built and compressed once (it only changes with a new build, which means a restart).
   *
   * A public read without `lang` answers in the browser's Accept-Language, and a preload cannot say the page's
   * language in a header as the page's own reads do; Chromium then hands the page the preload's answer. So a page in
   * the default language preloads its data only for a browser whose reads are in that language anyway: a German
   * browser on an English page would otherwise read German there.
   */
  private page(pathname: string, acceptLanguage?: string | string[]): Variant | null {
    const template = this.load();
    if (template === null) return null;
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const { locale, page: inDefault } = pageLanguage(route, this.locales);
    const listed = Object.hasOwn(this.preloads, inDefault);
    const withData = locale !== this.locales.default || languageOfHeader(acceptLanguage) === this.locales.default;
    const key = listed ? `${route}${withData ? '' : ' without data'}` : `${locale}:`;
    let page = this.pages.get(key);
    if (!page) {
      const preloads = this.preloads[inDefault];
      const data = withData ? preloads?.data?.map((href) => dataIn(href, locale, this.locales.default)) : [];
      const hints = listed ? preloadTags({ ...preloads, data }) : '';
      const html = hints ? template.replace(/([ \t]*)<\/head>/, (_match, indent: string) => `${hints}${indent}</head>`) : template;
      page = variant(inLanguage(html, listed ? route : null, locale, this.locales, this.publicUrl), this.baseCsp);
      this.pages.set(key, page);
    }
    return page;
  }

  private load(): string | null {
    if (this.template !== null) return this.template;
    if (!existsSync(this.indexFile)) return null;
    this.template = readFileSync(this.indexFile, 'utf8').replaceAll('__PRODUCT_NAME__', this.productName);
    if (existsSync(this.preloadsFile)) {
      try {
        this.preloads = JSON.parse(readFileSync(this.preloadsFile, 'utf8')) as RoutePreloads;
      } catch {
        this.preloads = {};
      }
    }
    this.locales = readSiteLocales(this.distDir);
    if (existsSync(this.appPathsFile)) {
      try {
        const paths = JSON.parse(readFileSync(this.appPathsFile, 'utf8')) as string[];
        // ':name' is one segment; the rest is matched as written.
        const pattern = (p: string) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]+/gi, '[^/]+')}$`, 'i');
        this.appPaths = paths.map(pattern);
      } catch {
        this.appPaths = null;
      }
    }
    if (existsSync(this.bootFile)) {
      try {
        const boot: unknown = JSON.parse(readFileSync(this.bootFile, 'utf8'));
        this.boot = typeof boot === 'string' ? boot : null;
      } catch {
        this.boot = null;
      }
    }
    return this.template;
  }
}
