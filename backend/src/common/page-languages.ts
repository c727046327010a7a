// The languages of the site's pages (issue 28), as the client's build lists them (frontend/vite.config.ts,
// siteLocales: .vite/locales.json): English at /…, each other language under its prefix (/de/…). The backend puts
// the language in each page's <html lang>, links the page in every language (hreflang), and preloads the language's
// messages, which the page's code waits for before its first render.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html.js';
import type { PageHead } from './page-render-protocol.js';

export interface SiteLocales {
  default: string;
  /** Every language of the site, by code. */
  languages: string[];
  /** Each language's catalog chunk (its URL), by language code; the default language has none (it is in the code). */
  catalogs: Record<string, string>;
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
    return { locale: first, page: page === '' ? '/' : page };
  }
  return { locale: locales.default, page: route };
}

function addressIn(page: string, locale: string, locales: SiteLocales): string {
  if (locale === locales.default) return page;
  return page === '/' ? `/${locale}` : `/${locale}${page}`;
}

/**
 * The page's HTML in its language: `<html lang>`, a preload of the language's messages (unless the page paints
 * without its code), and for a page with an address of its own (`route`), a hreflang link to it in every language.
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
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(locale)}">`)
    .replace(/([ \t]*)<\/head>/, (_m, indent: string) => `${links.map((tag) => `${indent}  ${tag}\n`).join('')}${indent}</head>`);
}

/**
 * A server-rendered page's head in its language (frontend/src/app/layouts/page-head.ts): its <title> and description
 * in place of index.html's, and the Open Graph tags that repeat them for link previews, with its address (`url`).
 */
export function withHead(html: string, head: PageHead, url: string, siteName: string): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const tags = [
    meta('og:type', 'website'),
    meta('og:site_name', siteName),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', url),
    meta('og:locale', head.locale),
    ...head.alternates.map((alternate) => meta('og:locale:alternate', alternate)),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(/([ \t]*)<\/head>/, (_m, indent: string) => `${tags.map((tag) => `${indent}  ${tag}\n`).join('')}${indent}</head>`);
}
