import { describe, expect, it } from 'vitest';
import { idOfRef, itemOfPath, newsPath, sessionPath, slugOf, speakerPath } from './item-paths';

describe('item addresses', () => {
  it('slugs titles into ASCII words joined by hyphens', () => {
    expect(slugOf('Opening Keynote: AI & Language')).toBe('opening-keynote-ai-language');
    expect(slugOf('Über Straßen – Sprachtechnologie in Österreich')).toBe('uber-strassen-sprachtechnologie-in-osterreich');
    expect(slugOf('!!!')).toBe('');
    expect(slugOf('a'.repeat(80))).toHaveLength(60);
  });

  it('writes each kind of item with its slug, and without one when the title has no letters', () => {
    expect(sessionPath({ id: 12, title: 'Lunch & Networking' })).toBe('/sessions/12-lunch-networking');
    expect(speakerPath({ id: 3, name: 'Dr. Anna Müller' })).toBe('/speakers/3-dr-anna-muller');
    expect(newsPath({ id: 5, title: '???' })).toBe('/news/5');
  });

  it('reads the id from an address, with or without a slug, and nothing else', () => {
    expect(idOfRef('12')).toBe(12);
    expect(idOfRef('12-opening-keynote')).toBe(12);
    expect(idOfRef('0')).toBeNull();
    expect(idOfRef('abc')).toBeNull();
    expect(idOfRef('12abc')).toBeNull();
    expect(idOfRef(undefined)).toBeNull();
    expect(itemOfPath('/news/3-call-opens')).toEqual({ kind: 'news', id: 3 });
    expect(itemOfPath('/speakers/7')).toEqual({ kind: 'speakers', id: 7 });
    expect(itemOfPath('/speakers')).toBeNull();
    expect(itemOfPath('/sessions/x')).toBeNull();
  });
});
