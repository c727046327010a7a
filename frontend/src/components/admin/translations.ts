// Content in other languages than English, as the console's forms hold it (issue 28): each form keeps the German
// texts of its translatable fields beside the English ones, and sends them as `translations` ({ de: { title } });
// blank texts are sent as blank and the server keeps none (a reader then gets the English text).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The languages content is entered in besides English, with their names as organisers read them. */
export const CONTENT_LANGUAGES: readonly { code: 'de'; name: MessageDescriptor }[] = [{ code: 'de', name: msg`German` }];
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]['code'];

/** A form's texts in the other languages, by language then field (every field present, '' when none). */
export type FormTranslations<F extends string> = Record<ContentLanguage, Record<F, string>>;

/** The form's translations from a record's (`{ de: { title } }`, any missing text as ''). */
export function formTranslations<F extends string>(
  fields: readonly F[],
  stored?: Partial<Record<string, Partial<Record<string, string | null>>>> | null,
): FormTranslations<F> {
  return Object.fromEntries(
    CONTENT_LANGUAGES.map(({ code }) => [code, Object.fromEntries(fields.map((f) => [f, stored?.[code]?.[f] ?? '']))]),
  ) as FormTranslations<F>;
}

/** What the API takes: the same, each text trimmed (blank texts tell the server to keep none). */
export function translationsPayload<F extends string>(translations: FormTranslations<F>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(translations).map(([code, texts]) => [
      code,
      Object.fromEntries(Object.entries(texts as Record<string, string>).map(([f, v]) => [f, v.trim()])),
    ]),
  );
}
