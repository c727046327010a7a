import { inLanguage, missingLanguages, readTranslations, resolved, shownInOtherLanguage, translationsField } from './translations.js';

describe('src/i18n/translations.spec.ts', () => {
  const FIELDS = ['title', 'description'] as const;

  describe('content in two languages', () => {
    it("resolves each field to the reader's language, else the other language's text", () => {
      const record = { title: 'Opening', description: '' };
      const translations = { de: { title: 'Eröffnung', description: 'Willkommen' } };
      expect(resolved(record, translations, 'de', FIELDS)).toEqual({ title: 'Eröffnung', description: 'Willkommen' });
      // English keeps its own text and fills an empty one from German.
      expect(resolved(record, translations, 'en', FIELDS)).toEqual({ title: 'Opening', description: 'Willkommen' });
      expect(resolved(record, {}, 'de', FIELDS)).toEqual(record);
    });

    it('names the fields shown in another language than asked for, and that language (for lang on a page)', () => {
      const record = { title: 'Opening', description: '' };
      expect(shownInOtherLanguage(record, { de: { description: 'Willkommen' } }, 'de', FIELDS)).toEqual({ title: 'en' });
      expect(shownInOtherLanguage(record, { de: { description: 'Willkommen' } }, 'en', FIELDS)).toEqual({ description: 'de' });
      expect(shownInOtherLanguage(record, { de: { title: 'Eröffnung' } }, 'de', FIELDS)).toEqual({});
      // A text no language has is not shown at all.
      expect(shownInOtherLanguage(record, {}, 'en', FIELDS)).toEqual({});
    });

    it('reads only texts of the known fields and languages from stored JSON, whatever else it holds', () => {
      expect(readTranslations({ de: { title: 'T', other: 'x', description: '  ' }, fr: { title: 'F' } }, FIELDS)).toEqual({ de: { title: 'T' } });
      expect(readTranslations(null, FIELDS)).toEqual({});
      expect(readTranslations('nonsense', FIELDS)).toEqual({});
    });

    it('names the languages missing a text that another language has', () => {
      expect(missingLanguages({ title: 'A', description: 'B' }, { de: { title: 'C' } }, FIELDS)).toEqual(['de']);
      expect(missingLanguages({ title: 'A', description: '' }, { de: { title: 'C' } }, FIELDS)).toEqual([]);
      expect(missingLanguages({ title: '', description: '' }, { de: { title: 'C' } }, FIELDS)).toEqual(['en']);
    });

    it('takes translations in a request trimmed, drops blank texts, cleans each and refuses unknown languages and fields', () => {
      const schema = translationsField({ title: 10, description: 100 }, { description: (text) => text.toUpperCase() });
      expect(schema.parse({ de: { title: ' Titel ', description: 'klein' } })).toEqual({ de: { title: 'Titel', description: 'KLEIN' } });
      expect(schema.parse({ de: { title: '  ', description: null } })).toEqual({});
      expect(schema.safeParse({ fr: { title: 'x' } }).success).toBe(false);
      expect(schema.safeParse({ de: { colour: 'x' } }).success).toBe(false);
      expect(schema.safeParse({ de: { title: 'x'.repeat(11) } }).success).toBe(false);
    });

    it('resolves a stored row by its translations column', () => {
      const row = { id: 1, title: 'Hall', description: 'd', translations: { de: { title: 'Saal' } } };
      expect(inLanguage(row, 'de', FIELDS).title).toBe('Saal');
    });
  });
});
