// What search engines are told (issue 30): which public pages there are, in every language, and what not to crawl.
import { escapeHtml } from '../common/html.js';
import { LANGUAGES, pathIn, type Language } from '../i18n/languages.js';

/** The public pages, by their address in the default language; each is also under every other language's prefix. */
export const PUBLIC_PAGES = ['/', '/about', '/speakers', '/schedule', '/news', '/location', '/cfp', '/sponsorship', '/archive', '/accessibility'] as const;

/**
 * Every session's, speaker's and article's page (issue 30), by its canonical address (the id's, as the pages'
 * canonical links name it), from the read model's public records: an article only once it is published.
 */
export function itemPages(bodies: { sessions: string[]; speakers: string[]; news: string[] }, now = Date.now()): string[] {
  const ids = (list: string[]) => list.map((body) => JSON.parse(body) as { id: number; published_date?: string | null });
  return [
    ...ids(bodies.sessions).map((s) => `/sessions/${s.id}`),
    ...ids(bodies.speakers).map((s) => `/speakers/${s.id}`),
    ...ids(bodies.news)
      .filter((n) => !n.published_date || new Date(n.published_date).getTime() <= now)
      .map((n) => `/news/${n.id}`),
  ];
}

/** Where the signed-in areas and the API are: nothing there for a search engine. */
const NOT_CRAWLED = ['/api/', '/admin', '/dashboard', '/speaker', '/presentations', '/resources', '/notifications', '/review', '/payment', '/account/'];

/** A page's address in a language ('/schedule' in German: '/de/schedule'). */
export type AddressIn = (page: string, language: Language) => string;

/**
 * The sitemap of `pages` (addresses in the default language) at `publicUrl`: each page once per language, with its
 * others as alternates; `addressIn` names a page in a language (the site's translated words: /de/barrierefreiheit).
 */
export function sitemapXml(publicUrl: string, pages: readonly string[], addressIn: AddressIn = pathIn): string {
  const base = publicUrl.replace(/\/+$/, '');
  const entries = pages.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(base + addressIn(page, other))}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${escapeHtml(base + addressIn(page, language))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every public page may be crawled, the signed-in areas and the API not; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const disallowed = LANGUAGES.flatMap((language) => NOT_CRAWLED.map((path) => pathIn(path, language)));
  return ['User-agent: *', ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
