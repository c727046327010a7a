// What a refusal says, in the request's language (issue 28). Throw sites keep writing the API's English, so the spec's
// texts stay visible where they are raised; the error filter says the final `detail` (and each field's `msg`) in the
// language the request asks for (`?lang=` or Accept-Language), through the server's catalog (i18n/languages.ts).
//
// - A fixed text is a plain string, marked for the catalog: `new NotFoundException(/*i18n*/ 'Session not found')`.
//   Its English is its catalog id, so the filter finds its translation by the string itself.
// - A text with values (a field, a limit, a status) is `text(/*i18n*/ 'A mail that is {status} cannot be retried',
//   { status })`: the message and its values travel to the filter, which formats them in the reader's language, so
//   no translation is ever found by taking an English sentence apart. A schema's message whose values are fixed at
//   start-up (`fixedText`) must be a string for zod: it is said in English and remembered with its message.
//
// `/*i18n*/` is Lingui's own marker for a message said later: `npm run i18n:extract -w frontend` collects it into
// backend/locales/<lang>/messages.po, and error-texts.spec.ts fails for an error text that is not in the catalog.
// English answers are the texts as written, unchanged; a third language is its catalog.
import { i18nIn, isLanguage, languageOfHeader, type Language } from './languages.js';

type Values = Record<string, unknown>;

/** A message of the catalog (English with `{placeholders}`, apostrophes before a brace doubled) and its values. */
export class ErrorText {
  constructor(
    readonly id: string,
    readonly values: Values = {},
  ) {}

  /** Said in the language; a value that is itself a text of the catalog is said in it too. */
  say(language: Language): string {
    const values = Object.fromEntries(Object.entries(this.values).map(([key, value]) => [key, value instanceof ErrorText ? value.say(language) : value]));
    return i18nIn(language)._(this.id, values);
  }

  /** The English text, as the API has always said it (what a log line or a test that reads `message` sees). */
  toString(): string {
    return this.say('en');
  }

  /** An exception raised with this text has it as its `message` (Nest reads a response's `message`). */
  get message(): string {
    return this.toString();
  }
}

/** Something a refusal says: a fixed text of the catalog, or a message with its values. */
export type Text = string | ErrorText;

/** A message with values, said in the request's language when the answer is sent. */
export const text = (id: string, values?: Values): ErrorText => new ErrorText(id, values);

/** Fixed texts with values (schemas' messages, made once at start-up), by their English. Never grows afterwards. */
const fixed = new Map<string, ErrorText>();

/** A schema's message with values known at start-up: its English, remembered so the filter can say it in others. */
export function fixedText(id: string, values: Values): string {
  const message = new ErrorText(id, values);
  const english = message.say('en');
  fixed.set(english, message);
  return english;
}

/** A text in a language: a message formatted with its values; a fixed text through the catalog (else as written). */
export function say(value: Text, language: Language): string {
  if (value instanceof ErrorText) return value.say(language);
  if (language === 'en') return value;
  const known = fixed.get(value);
  if (known) return known.say(language);
  const i18n = i18nIn(language);
  return Object.hasOwn(i18n.messages, value) ? i18n._(value) : value;
}

/** The language a request asks for: `?lang=de` first (a link, a script), then Accept-Language (the client sends its page's). */
export function requestLanguage(request: { query?: unknown; headers: Record<string, string | string[] | undefined> }): Language {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(lang) ? lang : languageOfHeader(request.headers['accept-language']);
}
