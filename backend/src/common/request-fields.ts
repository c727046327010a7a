// The pieces request schemas share: text trimmed before it is measured, blank optional text stored as null, and the
// checks whose rules are the validator library's (addresses, URLs, ISO 8601 times), as the API has always applied them.
import validator from 'validator';
import { z } from 'zod';

/** Surrounding space dropped and lower-cased (an enum's value, an address); anything but text is left to the schema. */
export const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const blankToNull = (value: string) => (value === '' ? null : value);

/** Optional text: surrounding space dropped, blank or null stored as null, at most `max` characters. */
export const optionalText = (max: number, message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .max(max)
    .transform(blankToNull)
    .nullish();

/** An email address, lower-cased, as validator's isEmail accepts it; `message` for anything else. */
export const emailAddress = (message: string, max?: number) => {
  const email = z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .refine((value) => validator.isEmail(value), { error: message, params: { type: 'value_error.email' } });
  return (max === undefined ? email : email.max(max)).meta({ format: 'email' });
};

/** A web address (http or https); without a scheme too unless `requireProtocol`. */
export const isWebAddress = (value: string, requireProtocol: boolean) =>
  validator.isURL(value, { protocols: ['http', 'https'], require_protocol: requireProtocol });

/** An optional web address: blank or null stored as null. */
export const optionalWebAddress = (message: string, max: number, requireProtocol: boolean) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || isWebAddress(value, requireProtocol), { error: message, params: { type: 'url_parsing' } })
    .max(max)
    .transform(blankToNull)
    .nullish();

/** A date and time in ISO 8601 (a real one: no 30 February); `strict` as validator's isISO8601 means it. */
export const isoDateTime = (message: string, strict = true) =>
  z
    .string({ error: message })
    .refine((value) => validator.isISO8601(value, { strict }), { error: message, params: { type: 'datetime_parsing' } })
    .meta({ format: 'date-time' });

/** A record's id in a body: a positive whole number. */
export const bodyId = (message?: string) => z.int(message ? { error: message } : undefined).min(1);

/** Text that must not be empty (a password, a token): `message` when it is missing, not text, or ''. */
export const requiredText = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => value !== '', { error: message, params: { type: 'missing' } })
    .meta({ minLength: 1 });

/** A value of `schema` after lowerCase (an enum sent as 'Talk' means 'talk'). */
export const lowerCased = <S extends z.ZodType>(schema: S) => z.preprocess(lowerCase, schema);
