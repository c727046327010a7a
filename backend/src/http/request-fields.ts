// The pieces request schemas share: text trimmed before it is measured, blank optional text stored as null, and the
// checks whose rules are the validator library's (addresses, URLs, ISO 8601 times), as the API has always applied them.
import validator from 'validator';
import { z } from 'zod';
import { fixedText } from '../i18n/error-text.js';

/** Surrounding space dropped and lower-cased (an enum's value, an address); anything but text is left to the schema. */
export const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Blank text means no value. */
export const blankToNull = (value: string) => (value === '' ? null : value);

/** Control characters (line breaks and tabs among them) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * The rule of text that is one line (a name, a title, a subject): no control character. A line break in a name would
 * start a line of its own in the mails that carry it, a relay for someone else's text, and in calendar files and
 * page titles. `string.refine(...oneLine('title'))`; 400 naming the field.
 */
export const oneLine = (field: string) =>
  [
    (value: string) => !CONTROL.test(value),
    { error: fixedText(/*i18n*/ '{field} must not contain control characters', { field }), params: { type: 'value_error.control_characters' } },
  ] as const;

/** Optional text: surrounding space dropped, blank or null stored as null, at most `max` characters. */
export const optionalText = (max: number, message?: string) =>
  z
    .string(message ? typeError(message) : undefined)
    .trim()
    .max(max)
    .transform(blankToNull)
    .nullish();

/** Optional text of one line (a title, a company): as optionalText, without control characters. */
export const optionalLine = (field: string, max: number, message?: string) =>
  z
    .string(message ? typeError(message) : undefined)
    .trim()
    .max(max)
    .refine(...oneLine(field))
    .transform(blankToNull)
    .nullish();

/** An email address, lower-cased, as validator's isEmail accepts it; `message` for anything else. */
export const emailAddress = (message: string, max?: number) => {
  const email = z
    .string(typeError(message))
    .trim()
    .toLowerCase()
    // No control character either: isEmail takes a quoted local part with a line break in it.
    .refine((value) => !CONTROL.test(value) && validator.isEmail(value), { error: message, params: { type: 'value_error.email' } });
  return (max === undefined ? email : email.max(max)).meta({ format: 'email' });
};

/** A web address (http or https); without a scheme too unless `requireProtocol`. */
export const isWebAddress = (value: string, requireProtocol: boolean) =>
  validator.isURL(value, { protocols: ['http', 'https'], require_protocol: requireProtocol });

/** An optional web address: blank or null stored as null. */
export const optionalWebAddress = (message: string, max: number, requireProtocol: boolean) =>
  z
    .string(typeError(message))
    .trim()
    .refine((value) => value === '' || isWebAddress(value, requireProtocol), { error: message, params: { type: 'url_parsing' } })
    .max(max)
    .transform(blankToNull)
    .nullish();

/**
 * An optional https address (a stream, a recording): blank or null stored as null. Only https: the site is served
 * over https and a player or link on it must not be mixed content.
 */
export const optionalHttpsAddress = (message: string, max = 2000) =>
  z
    .string(typeError(message))
    .trim()
    .max(max)
    .refine((value) => value === '' || validator.isURL(value, { protocols: ['https'], require_protocol: true }), {
      error: message,
      params: { type: 'url_parsing' },
    })
    .transform(blankToNull)
    .nullish()
    .meta({ format: 'uri' });

/** A date and time in ISO 8601 (a real one: no 30 February); not `strict`, a date alone is one too. */
export const isoDateTime = (message: string, strict = true) => {
  const text = z.string(typeError(message)).refine((value) => validator.isISO8601(value, { strict }), { error: message, params: { type: 'datetime_parsing' } });
  return strict ? text.meta({ format: 'date-time' }) : text;
};

/** Text that must not be empty (a password, a token): `message` when it is missing, not text, or ''. */
export const requiredText = (message: string) =>
  z
    .string(typeError(message))
    .refine((value) => value !== '', { error: message, params: { type: 'missing' } })
    .meta({ minLength: 1 });

/** A value of `schema` after lowerCase (an enum sent as 'Talk' means 'talk'). */
export const lowerCased = <S extends z.ZodType>(schema: S) => z.preprocess(lowerCase, schema);

/**
 * Text a form must fill in, trimmed, at most `max` characters; `<field> is required` when missing, not text, or blank.
 * One line (oneLine) unless `lines` (a description).
 */
export const filledIn = (field: string, max: number, { lines = false } = {}) => {
  const error = fixedText(/*i18n*/ '{field} is required', { field });
  const text = z.string(typeError(error)).trim().min(1, { error }).max(max);
  return lines ? text : text.refine(...oneLine(field));
};

/**
 * `message` when the value is not of the schema's type at all (missing, null, another type); the schema's other
 * rules keep their own words. (A schema's `{ error }` would word every rule the same.)
 */
export const typeError = (message: string) => ({
  error: (issue: z.core.$ZodRawIssue) => (issue.code === 'invalid_type' ? message : undefined),
});
