// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { atKnownVersion, resetPreloadsForTest } from './versioned-read';

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  resetPreloadsForTest();
});

describe('atKnownVersion', () => {
  it('asks for the public lists at the version the page knows, after their other query values', () => {
    expect(atKnownVersion('/public/sessions', 12)).toBe('/public/sessions?v=12');
    expect(atKnownVersion('/public/sessions/first?limit=6', 12)).toBe('/public/sessions/first?limit=6&v=12');
    expect(atKnownVersion('/public/news/3?lang=de', 12)).toBe('/public/news/3?lang=de&v=12');
    expect(atKnownVersion('/public/speakers/8/sessions', 12)).toBe('/public/speakers/8/sessions?v=12');
    expect(atKnownVersion('/public/schedule/changes?limit=20', 12)).toBe('/public/schedule/changes?limit=20&v=12');
  });

  it('leaves an address plain before any version is known, and the reads that have no versioned address', () => {
    expect(atKnownVersion('/public/sessions', 0)).toBe('/public/sessions');
    for (const address of ['/public/changes?since=4', '/public/speakers/featured', '/public/now', '/public/schedule.ics', '/public/editions/2025']) {
      expect(atKnownVersion(address, 12)).toBe(address);
    }
    expect(atKnownVersion('/public/sessions?v=9', 12)).toBe('/public/sessions?v=9');
  });

  it("uses a preload hint's address once as it is, so the browser's preloaded answer is taken, then the version", () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.href = '/public/sessions/first?limit=6';
    document.head.append(link);
    expect(atKnownVersion('/public/sessions/first?limit=6', 12)).toBe('/public/sessions/first?limit=6');
    expect(atKnownVersion('/public/sessions/first?limit=6', 12)).toBe('/public/sessions/first?limit=6&v=12');
    expect(atKnownVersion('/public/site-flags', 12)).toBe('/public/site-flags?v=12');
  });

  it('counts a preload as used by a read made before the version was known', () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.href = '/public/site-content?lang=de';
    document.head.append(link);
    expect(atKnownVersion('/public/site-content?lang=de', 0)).toBe('/public/site-content?lang=de');
    expect(atKnownVersion('/public/site-content?lang=de', 3)).toBe('/public/site-content?lang=de&v=3');
  });
});
