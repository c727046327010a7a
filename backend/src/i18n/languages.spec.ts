// The server's messages in every language (issue 28): a message the code says that a catalog lacks, or leaves
// untranslated, fails here. The catalogs are regenerated from the code by `npm run i18n:extract -w frontend`, which
// CI checks is current (npm run lint).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { i18nIn, LANGUAGES, languageOfHeader, languageOr } from './languages.js';

describe('src/i18n/languages.spec.ts', () => {
  const dir = path.resolve(import.meta.dirname, '..', '..', 'locales');
  const read = (language: string) => PO.parse(readFileSync(path.join(dir, language, 'messages.po'), 'utf8')).items;

  it.each(LANGUAGES)('has every message of the code, translated, in %s', (language) => {
    const source = read('en').map((item) => item.msgid);
    const items = read(language);
    expect(items.map((item) => item.msgid).sort()).toEqual([...source].sort());
    expect(items.filter((item) => !item.msgstr.join('').trim()).map((item) => item.msgid)).toEqual([]);
  });

  it('says a message in the reader language, with its values', () => {
    expect(i18nIn('de')._('Hello {name},', { name: 'Kim' })).toBe('Hallo Kim,');
    expect(i18nIn('en')._('Hello {name},', { name: 'Kim' })).toBe('Hello Kim,');
    expect(i18nIn('fr')._('Hello {name},', { name: 'Kim' })).toBe('Hello Kim,');
    expect(i18nIn('de')._('thank you for proposing "{title}". We are sorry that we could not include it in this year\'s programme.', { title: 'T' })).toBe(
      'vielen Dank für Ihre Einreichung „T“. Leider konnten wir sie nicht in das diesjährige Programm aufnehmen.',
    );
    expect(i18nIn('en')._('thank you for proposing "{title}". We are sorry that we could not include it in this year\'s programme.', { title: 'T' })).toBe(
      'thank you for proposing "T". We are sorry that we could not include it in this year\'s programme.',
    );
  });

  it('reads the language a request asks for, by weight, and defaults to English', () => {
    expect(languageOfHeader('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageOfHeader('fr,en;q=0.5,de;q=0.7')).toBe('de');
    expect(languageOfHeader('fr')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOr('xx')).toBe('en');
  });
});
