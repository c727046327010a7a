// The language a route is asked for by name (`?lang=`, or a body field), checked like any other parameter.
import { text } from '../i18n/error-text.js';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages.js';
import { fieldError } from './api-error.js';

/** An asked-for language (`?lang=` by default, or a body field): absent is English, an unknown one a 400. */
export function languageParam(value: unknown, field: 'lang' | 'language' = 'lang'): Language {
  if (value === undefined || value === null || value === '') return DEFAULT_LANGUAGE;
  if (isLanguage(value)) return value;
  throw fieldError(field === 'lang' ? 'query' : 'body', field, text(/*i18n*/ '{field} must be one of {values}', { field, values: LANGUAGES.join(', ') }));
}
