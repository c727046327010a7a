// What organisers may change of the settings: the spec's two switches, who may rate sessions, and (issue 29) when the
// calls open and close, the edition's days and the venue's time zone. An instant is ISO 8601, or null to remove it.
import validator from 'validator';
import { z } from 'zod';
import { fixedText } from '../i18n/error-text.js';
import { RequestDto } from '../http/request-dto.js';
import { isoDateTime } from '../http/request-fields.js';

const instant = (field: string) => isoDateTime(fixedText(/*i18n*/ '{field} must be a date and time, or null', { field })).nullable().optional();

/** The days an edition may fall on: a date outside them is a typo (year 0 or 9999), not a conference. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

export const calendarDay = (field: string) => {
  const error = fixedText(/*i18n*/ '{field} must be a date as YYYY-MM-DD', { field });
  return z
    .string({ error })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && validator.isDate(value, { format: 'YYYY-MM-DD', strictMode: true }), { error, abort: true })
    .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, {
      error: fixedText(/*i18n*/ '{field} must be a day from {first} to {last}', { field, first: FIRST_DAY, last: LAST_DAY }),
    })
    .meta({ format: 'date' })
    .optional();
};

/** A time zone's canonical IANA name (`europe/vienna` is Europe/Vienna, Etc/UTC is UTC); undefined when unknown. */
function knownTimeZone(value: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Stored by its canonical name; the text itself when the runtime does not know it (isTimeZone refuses it). */
const canonicalTimeZone = (value: string) => knownTimeZone(value) ?? value;

/** A time zone the runtime knows, by its canonical IANA name (Europe/Vienna; not an offset such as +01:00). */
function isTimeZone(value: string): boolean {
  return knownTimeZone(value) === value && (value.includes('/') || value === 'UTC');
}

/**
 * A currency the runtime formats, with cents (EUR, USD, CHF; not JPY): prices are kept in cents, and checkout
 * providers take them so.
 */
export function isCurrencyWithCents(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) return false;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits === 2;
}

const currency = (field: string) =>
  z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .refine(isCurrencyWithCents, { error: fixedText(/*i18n*/ '{field} must be a currency code with cents, such as EUR or USD', { field }) })
    .optional();

/** A price in the currency's units with at most two decimals, above zero (a free ticket is not sold through checkout). */
const TICKET_PRICE_MAX = 100_000;
const price = (field: string) => {
  const error = fixedText(/*i18n*/ '{field} must be an amount above 0 and up to {max}, with at most two decimals', { field, max: TICKET_PRICE_MAX });
  return z
    .number({ error })
    .refine((value) => value > 0 && value <= TICKET_PRICE_MAX && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error })
    .optional();
};

/** Minutes around a session, up to a day. */
const minutes = (field: string) => {
  const error = fixedText(/*i18n*/ '{field} must be a whole number of minutes from 0 to {max}', { field, max: 1440 });
  return z.int({ error }).min(0, { error }).max(1440, { error }).optional();
};

export class UpdateSettingsDto extends RequestDto(
  z.object({
    accepting_cfp: z.boolean().optional(),
    accepting_sponsors: z.boolean().optional(),
    /** Only confirmed and paid accounts rate sessions (true), or every confirmed account (false). */
    feedback_requires_payment: z.boolean().optional(),
    /** Sessions' questions (issue 47): approved first, visitors may ask, the window around each session, shown on screens. */
    questions_moderated: z.boolean().optional(),
    questions_from_visitors: z.boolean().optional(),
    questions_open_before_min: minutes('questions_open_before_min'),
    questions_close_after_min: minutes('questions_close_after_min'),
    screens_show_questions: z.boolean().optional(),
    cfp_opens_at: instant('cfp_opens_at'),
    cfp_closes_at: instant('cfp_closes_at'),
    sponsorship_opens_at: instant('sponsorship_opens_at'),
    sponsorship_closes_at: instant('sponsorship_closes_at'),
    event_starts_on: calendarDay('event_starts_on'),
    event_ends_on: calendarDay('event_ends_on'),
    time_zone: z
      .string()
      .trim()
      .transform(canonicalTimeZone)
      .refine(isTimeZone, { error: fixedText(/*i18n*/ '{field} must be a time zone such as Europe/Vienna', { field: 'time_zone' }) })
      .optional(),
    ticket_price: price('ticket_price'),
    ticket_currency: currency('ticket_currency'),
    sponsorship_currency: currency('sponsorship_currency'),
  }),
) {}
