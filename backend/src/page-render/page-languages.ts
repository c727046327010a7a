// The languages of the site's pages (issue 28), as the client's build lists them (frontend/vite.config.ts,
// siteLocales: .vite/locales.json): English at /…, each other language under its prefix (/de/…). The backend puts
// the language in each page's <html lang>, links the page in every language (hreflang), and preloads the language's
// messages, which the page's code waits for before its first render.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../common/html.js';
import type { PageHead } from './page-render-protocol.js';

export interface SiteLocales {
  default: string;
  /** Every language of the site, by code. */
  languages: string[];
  /** Each language's catalog chunk (its URL), by language code; the default language has none (it is in the code). */
  catalogs: Record<string, string>;
  /**
   * Pages whose address is a word in each language (frontend lib/i18n/locales.ts, TRANSLATED_PAGES): the default
   * language's address, then each other language's ('/accessibility' → { de: '/barrierefreiheit' }).
   */
  translated?: Record<string, Record<string, string>>;
}

export const ENGLISH_ONLY: SiteLocales = { default: 'en', languages: ['en'], catalogs: {} };

export function readSiteLocales(distDir: string): SiteLocales {
  const file = path.join(distDir, '.vite', 'locales.json');
  if (!existsSync(file)) return ENGLISH_ONLY;
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<SiteLocales>;
    const valid = typeof read.default === 'string' && Array.isArray(read.languages) && read.catalogs && typeof read.catalogs === 'object';
    return valid ? (read as SiteLocales) : ENGLISH_ONLY;
  } catch {
    return ENGLISH_ONLY;
  }
}

/** An address's language and the address of the same page in the default language: '/de/schedule' → de, '/schedule'. */
export function pageLanguage(route: string, locales: SiteLocales): { locale: string; page: string } {
  const first = route.split('/')[1];
  if (first && first !== locales.default && locales.languages.includes(first)) {
    const page = route.slice(first.length + 1);
    return { locale: first, page: page === '' ? '/' : inDefault(page, locales) };
  }
  return { locale: locales.default, page: inDefault(route, locales) };
}

/** A page's address in the default language, whichever language's word names it: '/barrierefreiheit' → '/accessibility'. */
function inDefault(page: string, locales: SiteLocales): string {
  return Object.entries(locales.translated ?? {}).find(([, words]) => Object.values(words).includes(page))?.[0] ?? page;
}

/** A page's address in a language, by its word there where it has one ('/accessibility' in German: '/de/barrierefreiheit'). */
export function addressIn(page: string, locale: string, locales: SiteLocales): string {
  if (locale === locales.default) return page;
  const word = locales.translated?.[page]?.[locale] ?? page;
  return word === '/' ? `/${locale}` : `/${locale}${word}`;
}

/**
 * The page's HTML in its language: `<html lang>`, the link to its app manifest, a preload of the language's messages
 * (unless the page paints without its code), and for a page with an address of its own (`route`), a hreflang link to it in every language.
 */
export function inLanguage(
  html: string,
  route: string | null,
  locale: string,
  locales: SiteLocales,
  publicUrl: string,
  { preloadMessages = true } = {},
): string {
  const links: string[] = [];
  const catalog = locales.catalogs[locale];
  if (preloadMessages && catalog) links.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(catalog)}">`);
  if (route !== null) {
    const { page } = pageLanguage(route, locales);
    const origin = publicUrl.replace(/\/+$/, '');
    for (const [hreflang, href] of [...[...locales.languages].sort().map((l) => [l, addressIn(page, l, locales)]), ['x-default', page]]) {
      links.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(origin + href)}">`);
    }
  }
  // The installed app's manifest in the page's language (backend/src/http/web-app-manifest.ts says why a query).
  const manifest = (_m: string, start: string, href: string) =>
    locale === locales.default ? `${start}${href}"` : `${start}${href}?lang=${escapeHtml(locale)}"`;
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(locale)}">`)
    .replace(/(<link rel="manifest" href=")([^"?]*)"/, manifest)
    .replace(/([ \t]*)<\/head>/, (_m, indent: string) => `${links.map((tag) => `${indent}  ${tag}\n`).join('')}${indent}</head>`);
}

/** A site address ('/uploads/a.webp') made absolute at `origin`; an absolute one is left as it is. */
function absolute(origin: string, href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? origin + href : href;
}

/** JSON-LD with its `url` and `image` addresses absolute, as schema.org wants them. */
function absoluteLinks(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => absoluteLinks(entry, origin));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      (key === 'url' || key === 'image') && typeof entry === 'string' ? absolute(origin, entry) : absoluteLinks(entry, origin),
    ]),
  );
}

/**
 * A server-rendered page's head in its language (frontend/src/app/layouts/page-head.ts, item-head.ts): its <title>
 * and description in place of index.html's, its canonical address, the Open Graph and Twitter card tags that repeat
 * them for link previews, and for an item's page (a session, speaker or article) schema.org's description of it.
 * `url` is the page's absolute address; an item's canonical one is its id's (`head.canonical`) in the page's language.
 */
export function withHead(html: string, head: PageHead, url: string, siteName: string, place: { origin: string; locale: string; locales: SiteLocales }): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const canonical = head.canonical ? place.origin + addressIn(head.canonical, place.locale, place.locales) : url;
  const image = head.image ? absolute(place.origin, head.image) : null;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('og:type', head.type ?? 'website'),
    meta('og:site_name', siteName),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', canonical),
    ...(image ? [meta('og:image', image)] : []),
    meta('og:locale', head.locale),
    ...head.alternates.map((alternate) => meta('og:locale:alternate', alternate)),
    named('twitter:card', 'summary'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
    ...(image ? [named('twitter:image', image)] : []),
    // JSON in a script the browser does not run (no inline script for the CSP); `<` escaped so no text closes it.
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${JSON.stringify(absoluteLinks(head.jsonLd, place.origin)).replace(/</g, '\\u003c')}</script>`]
      : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(/([ \t]*)<\/head>/, (_m, indent: string) => `${tags.map((tag) => `${indent}  ${tag}\n`).join('')}${indent}</head>`);
}
