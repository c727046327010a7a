// Content in more than one language (issue 28). A record keeps its default-language (English) texts in its own
// fields, as the spec has them, and the other languages' in a `translations` JSON column:
// { "de": { "title": "…", "description": "…" } }. A reader gets the text in their language where there is one, else
// the other language's (so an item entered only in German still reads in English, in German); the public answers keep
// the spec's shapes, with the resolved texts in the spec's fields. Organisers see which texts lack a language.
import { z } from 'zod';
import { fixedText } from './error-text.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';

/** The languages other than the default: those a record's `translations` hold. */
export type OtherLanguage = Exclude<Language, 'en'>;
export const OTHER_LANGUAGES = LANGUAGES.filter((l): l is OtherLanguage => l !== DEFAULT_LANGUAGE);

/** Texts by language, then by field: only non-empty texts are kept. */
export type Translations<F extends string = string> = Partial<Record<OtherLanguage, Partial<Record<F, string>>>>;

/**
 * The request schema of a record's translations: `{ "de": { "title": "…" } }`, each field's text at most its
 * limit; blank texts mean "none". `clean` runs on each text kept (HTML sanitising).
 */
export function translationsField<F extends string>(limits: Record<F, number>, clean: Partial<Record<F, (text: string) => string>> = {}) {
  const fields = Object.keys(limits) as F[];
  const texts = z
    .object(
      Object.fromEntries(
        fields.map((f) => [
          f,
          z
            .string()
            .max(limits[f], { error: fixedText(/*i18n*/ '{field} must be at most {maximum} characters', { field: f, maximum: limits[f] }) })
            .nullish(),
        ]),
      ),
    )
    .strict();
  return z
    .strictObject(Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, texts.optional()])), {
      error: fixedText(/*i18n*/ 'translations may hold only {languages}', { languages: OTHER_LANGUAGES.join(', ') }),
    })
    .transform((value): Translations<F> => {
      const kept: Translations<F> = {};
      for (const language of OTHER_LANGUAGES) {
        const given = (value as Record<string, Record<string, string | null | undefined> | undefined>)[language];
        const entry: Partial<Record<F, string>> = {};
        for (const field of fields) {
          const text = given?.[field]?.trim();
          if (text) entry[field] = clean[field] ? clean[field](text) : text;
        }
        if (Object.keys(entry).length) kept[language] = entry;
      }
      return kept;
    });
}

/** The stored JSON as translations of these fields (anything else in it is ignored). */
export function readTranslations<F extends string>(json: unknown, fields: readonly F[]): Translations<F> {
  const read: Translations<F> = {};
  if (!json || typeof json !== 'object') return read;
  for (const language of OTHER_LANGUAGES) {
    const given = (json as Record<string, unknown>)[language];
    if (!given || typeof given !== 'object') continue;
    const entry: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const text = (given as Record<string, unknown>)[field];
      if (typeof text === 'string' && text.trim()) entry[field] = text;
    }
    if (Object.keys(entry).length) read[language] = entry;
  }
  return read;
}

/**
 * The record as a reader of `language` sees it: each field in that language when it has text there, else the
 * default language's, else (the default's is empty) the first other language's that has one.
 */
export function resolved<T extends Partial<Record<F, string | null>>, F extends string>(
  record: T,
  translations: Translations<F>,
  language: Language,
  fields: readonly F[],
): T {
  const out = { ...record };
  for (const field of fields) {
    const own = language === DEFAULT_LANGUAGE ? record[field] : translations[language as OtherLanguage]?.[field];
    if (own) {
      out[field] = own as T[F];
      continue;
    }
    const fallback = record[field] || OTHER_LANGUAGES.map((l) => translations[l]?.[field]).find(Boolean);
    if (fallback) out[field] = fallback as T[F];
  }
  return out;
}

/**
 * The fields `resolved` fills from another language than `language` (it has no text of its own there), with the
 * language each is in: what a page marks with `lang` (WCAG 3.1.2). The record's own fields hold the default language's.
 */
export function shownInOtherLanguage<F extends string>(
  record: Partial<Record<F, string | null>>,
  translations: Translations<F>,
  language: Language,
  fields: readonly F[],
): Partial<Record<F, Language>> {
  const shown: Partial<Record<F, Language>> = {};
  for (const field of fields) {
    const own = language === DEFAULT_LANGUAGE ? record[field] : translations[language as OtherLanguage]?.[field];
    if (own) continue;
    const from = record[field] ? DEFAULT_LANGUAGE : OTHER_LANGUAGES.find((l) => translations[l]?.[field]);
    if (from && from !== language) shown[field] = from;
  }
  return shown;
}

/** The languages in which some field with text in another language has none (shown to organisers as missing). */
export function missingLanguages<F extends string>(record: Partial<Record<F, string | null>>, translations: Translations<F>, fields: readonly F[]): Language[] {
  const textIn = (language: Language, field: F) => Boolean(language === DEFAULT_LANGUAGE ? record[field] : translations[language as OtherLanguage]?.[field]);
  return LANGUAGES.filter((language) => fields.some((field) => !textIn(language, field) && LANGUAGES.some((other) => textIn(other, field))));
}

/** The response schema of `translations` and `missing_translations` in organisers' answers. */
export const TranslationsView = z
  .record(z.string(), z.record(z.string(), z.string()))
  .meta({ id: 'Translations', description: 'Texts in languages other than English, by language then field: { "de": { "title": "…" } }.' });
export const MissingTranslationsView = z
  .array(z.enum(LANGUAGES))
  .meta({ description: 'Languages in which a text that exists in another language is still missing (it falls back to the other).' });

/** A stored row (with its `translations` column) as a reader of `language` sees it: the same row, texts resolved. */
export function inLanguage<R extends { translations: unknown } & Partial<Record<F, string | null>>, F extends string>(
  row: R,
  language: Language,
  fields: readonly F[],
): R {
  return resolved(row, readTranslations(row.translations, fields), language, fields);
}

/** What organisers' answers add to a record: its translations and the languages still missing a text. */
export function translationsOf<F extends string>(row: { translations: unknown } & Partial<Record<F, string | null>>, fields: readonly F[]) {
  const translations = readTranslations(row.translations, fields);
  return { translations: translations as Record<string, Record<string, string>>, missing_translations: missingLanguages(row, translations, fields) };
}

/** The response fields of `translationsOf`. */
export const TranslatedFields = { translations: TranslationsView, missing_translations: MissingTranslationsView };
