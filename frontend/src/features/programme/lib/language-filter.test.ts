import { describe, expect, it } from 'vitest';
import { filterByLanguage, languageFilterOf, withLanguageFilter } from './language-filter';

const sessions = [
  { id: 1, language: 'en' as const },
  { id: 2, language: 'de' as const },
  { id: 3, language: 'both' as const },
  { id: 4, language: 'en' as const },
];
const ids = (list: { id: number }[]) => list.map((s) => s.id);

describe('the programme language filter', () => {
  it('keeps the sessions a visitor can follow in the language, those held in both included, in their order', () => {
    expect(ids(filterByLanguage(sessions, 'en'))).toEqual([1, 3, 4]);
    expect(ids(filterByLanguage(sessions, 'de'))).toEqual([2, 3]);
    expect(ids(filterByLanguage(sessions, 'all'))).toEqual([1, 2, 3, 4]);
  });

  it('reads the filter from the address, and shows everything for a value it does not know', () => {
    expect(languageFilterOf(new URLSearchParams('language=de'))).toBe('de');
    expect(languageFilterOf(new URLSearchParams('language=EN'))).toBe('en');
    for (const query of ['', 'language=', 'language=fr', 'language=both', 'lang=de']) {
      expect([query, languageFilterOf(new URLSearchParams(query))]).toEqual([query, 'all']);
    }
  });

  it('writes the filter into the address, leaving it out for all and keeping other parameters', () => {
    expect(withLanguageFilter(new URLSearchParams('x=1'), 'de').toString()).toBe('x=1&language=de');
    expect(withLanguageFilter(new URLSearchParams('language=de&x=1'), 'en').toString()).toBe('language=en&x=1');
    expect(withLanguageFilter(new URLSearchParams('language=de&x=1'), 'all').toString()).toBe('x=1');
  });
});
