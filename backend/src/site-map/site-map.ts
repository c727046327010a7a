// What search engines are told (issue 30): which public pages there are, in every language, and what not to crawl.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../common/languages.js';

/** The public pages, by their address in the default language; each is also under every other language's prefix. */
export const PUBLIC_PAGES = ['/', '/about', '/speakers', '/schedule', '/news', '/location', '/cfp', '/sponsorship', '/archive'] as const;

/** Where the signed-in areas and the API are: nothing there for a search engine. */
const NOT_CRAWLED = ['/api/', '/admin', '/dashboard', '/speaker', '/presentations', '/resources', '/notifications', '/review', '/payment', '/account/'];

const addressIn = (page: string, language: Language) => (language === DEFAULT_LANGUAGE ? page : page === '/' ? `/${language}` : `/${language}${page}`);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of `pages` (addresses in the default language) at `publicUrl`: each page once per language, with its others as alternates. */
export function sitemapXml(publicUrl: string, pages: readonly string[]): string {
  const base = publicUrl.replace(/\/+$/, '');
  const entries = pages.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(base + addressIn(page, other))}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${escapeXml(base + addressIn(page, language))}</loc>\n${alternates}\n  </url>`;
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
  const disallowed = LANGUAGES.flatMap((language) => NOT_CRAWLED.map((path) => (language === DEFAULT_LANGUAGE ? path : `/${language}${path}`)));
  return ['User-agent: *', ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
