import { addressIn, type SiteLocales } from '../page-render/page-languages.js';
import { sitemapXml } from './site-map.js';

const locales: SiteLocales = { default: 'en', languages: ['en', 'de'], catalogs: {}, translated: { '/accessibility': { de: '/barrierefreiheit' } } };

describe('src/site-map/site-map.spec.ts', () => {
  it("names a page whose address is a word in each language by that word, and the others under the language's prefix", () => {
    const xml = sitemapXml('https://summit.example/', ['/accessibility', '/schedule'], (page, language) => addressIn(page, language, locales));
    expect(xml).toContain('<loc>https://summit.example/accessibility</loc>');
    expect(xml).toContain('<loc>https://summit.example/de/barrierefreiheit</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://summit.example/de/barrierefreiheit"/>');
    expect(xml).not.toContain('/de/accessibility');
    expect(xml).toContain('<loc>https://summit.example/de/schedule</loc>');
  });
});
