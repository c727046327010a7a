// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reasonToStartAtOnce, withinDays } from './page-start';

const page = (body = '', url = 'http://localhost:3000/') => {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  Object.defineProperty(doc, 'location', { value: new URL(url) });
  return doc;
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reasonToStartAtOnce', () => {
  it('lets an anonymous visitor’s page wait for them', () => {
    expect(reasonToStartAtOnce(page('<main>Programme</main>'), 'en')).toBeNull();
  });

  it('starts at once for a sign-in or stars kept in the browser, not for an empty list', () => {
    localStorage.setItem('userSchedule', '[]');
    expect(reasonToStartAtOnce(page(), 'en')).toBeNull();
    localStorage.setItem('userSchedule', '["3"]');
    expect(reasonToStartAtOnce(page(), 'en')).toBe('stars kept in the browser');
    localStorage.setItem('token', 'a.b.c');
    expect(reasonToStartAtOnce(page(), 'en')).toBe('signed in');
  });

  it('starts at once for an address with a query, which the server does not render', () => {
    expect(reasonToStartAtOnce(page('', 'http://localhost:3000/schedule?room=Foyer'), 'en')).toBe('an address with a query');
  });

  it('starts at once for a stored copy shown offline', () => {
    expect(reasonToStartAtOnce(page('<meta name="offline-copy" content="2025-11-17T08:00:00Z">'), 'en')).toBe('a stored copy');
  });

  it('starts at once where the browser prefers another language not yet declined', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'de']);
    expect(reasonToStartAtOnce(page(), 'en')).toBe('another language preferred');
    expect(reasonToStartAtOnce(page(), 'de')).toBeNull();
    localStorage.setItem('language-offer-dismissed', 'de');
    expect(reasonToStartAtOnce(page(), 'en')).toBeNull();
  });

  it('starts at once where a marked media query matches', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 900px)' }));
    expect(reasonToStartAtOnce(page('<span hidden data-start-when="(min-width: 900px)"></span>'), 'en')).toBe('the page lays out for this screen');
    expect(reasonToStartAtOnce(page('<span hidden data-start-when="(min-width: 2000px)"></span>'), 'en')).toBeNull();
  });

  it('starts at once on the marked days', () => {
    const marked = page('<span hidden data-start-between="2025-11-17/2025-11-19"></span>');
    expect(reasonToStartAtOnce(marked, 'en', Date.parse('2025-11-18T12:00:00Z'))).toBe('the page follows the clock today');
    expect(reasonToStartAtOnce(marked, 'en', Date.parse('2025-10-01T12:00:00Z'))).toBeNull();
  });
});

describe('withinDays', () => {
  it('holds the days with a day’s margin each side for the venue’s zone', () => {
    expect(withinDays('2025-11-17/2025-11-19', Date.parse('2025-11-16T01:00:00Z'))).toBe(true);
    expect(withinDays('2025-11-17/2025-11-19', Date.parse('2025-11-20T23:00:00Z'))).toBe(true);
    expect(withinDays('2025-11-17/2025-11-19', Date.parse('2025-11-15T23:00:00Z'))).toBe(false);
    expect(withinDays('2025-11-17/2025-11-19', Date.parse('2025-11-21T00:00:00Z'))).toBe(false);
    expect(withinDays('not/days', Date.now())).toBe(false);
  });
});
