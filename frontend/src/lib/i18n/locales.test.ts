import { describe, expect, it } from 'vitest';
import { basenameOf, localeOfPath, pathInLocale, preferredLocale, withoutLocale } from './locales';

describe('addresses by language', () => {
  it('reads the language from the first segment, English otherwise', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/schedule')).toBe('en');
    expect(localeOfPath('/de')).toBe('de');
    expect(localeOfPath('/de/schedule')).toBe('de');
    expect(localeOfPath('/en/schedule')).toBe('en');
    expect(localeOfPath('/design')).toBe('en');
    expect(localeOfPath('/fr/schedule')).toBe('en');
  });

  it('moves a page between languages and keeps the page', () => {
    expect(pathInLocale('/schedule', 'de')).toBe('/de/schedule');
    expect(pathInLocale('/', 'de')).toBe('/de');
    expect(pathInLocale('/de', 'en')).toBe('/');
    expect(pathInLocale('/de/review/4', 'en')).toBe('/review/4');
    expect(pathInLocale('/de/news', 'de')).toBe('/de/news');
    expect(withoutLocale('/de/admin')).toBe('/admin');
    expect(basenameOf('en')).toBe('');
    expect(basenameOf('de')).toBe('/de');
  });

  it('moves a page whose address is a word of its language to that word, from either word', () => {
    expect(pathInLocale('/accessibility', 'de')).toBe('/de/barrierefreiheit');
    expect(pathInLocale('/de/barrierefreiheit', 'en')).toBe('/accessibility');
    expect(pathInLocale('/de/accessibility', 'de')).toBe('/de/barrierefreiheit');
    expect(pathInLocale('/barrierefreiheit', 'en')).toBe('/accessibility');
  });

  it("picks the browser's first language the site has, by weight", () => {
    expect(preferredLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLocale('fr-FR,fr;q=0.9,de;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLocale(['de-DE', 'en-US'])).toBe('de');
    expect(preferredLocale('en;q=0.2,de;q=0.8')).toBe('de');
    expect(preferredLocale('fr,es')).toBeNull();
    expect(preferredLocale('de;q=0')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
  });
});
