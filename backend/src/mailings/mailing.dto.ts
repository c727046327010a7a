// What the mailing routes accept: whom to write to, and the mail (with the decision mails' placeholders) in English
// and, for speakers whose account is in another language, in theirs.
import { z } from 'zod';
import { MAX_ID } from '../http/id.pipe.js';
import { RequestDto } from '../http/request-dto.js';
import { translationsField } from '../i18n/translations.js';
import { filledIn, lowerCased, typeError } from '../http/request-fields.js';
import { fixedText } from '../i18n/error-text.js';
import { ProposalStatus } from '../generated/prisma/enums.js';

/**
 * Whom a mailing is for: the speakers of proposals (by status and type), those not confirmed yet, chosen sessions'
 * speakers, or the people signed up for chosen sessions (with a seat, in line, or both; issue 46).
 */
export const AUDIENCE_GROUPS = ['proposals', 'unconfirmed', 'sessions', 'signups'] as const;
export const SIGNUP_STATUSES = ['confirmed', 'waitlisted'] as const;
const STATUSES = Object.values(ProposalStatus);
/** A mailing covers at most this many chosen sessions. */
export const MAX_SESSIONS = 500;

export const MailingAudience = z
  .object({
    group: lowerCased(
      z.enum(AUDIENCE_GROUPS, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'group', values: AUDIENCE_GROUPS.join(', ') }) }),
    ),
    /** proposals: only these statuses (every status but withdrawn when absent). */
    statuses: z
      .array(
        lowerCased(z.enum(STATUSES, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'statuses', values: STATUSES.join(', ') }) })),
        typeError(/*i18n*/ 'statuses must be a list'),
      )
      .max(STATUSES.length)
      .optional(),
    /** proposals: only these presentation types (every type when absent). */
    types: z
      .array(z.string(typeError(/*i18n*/ 'types must be a list of presentation types')).trim().min(1).max(50), typeError(/*i18n*/ 'types must be a list'))
      .max(20)
      .optional(),
    /** sessions, signups: the sessions whose speakers (or whose signed-up people) are written to. */
    session_ids: z
      .array(z.int(typeError(/*i18n*/ 'session_ids must be whole numbers')).min(1).max(MAX_ID), typeError(/*i18n*/ 'session_ids must be a list'))
      .max(MAX_SESSIONS)
      .optional(),
    /** signups: those with a seat (confirmed), those in line (waitlisted); both when absent. */
    signup_statuses: z
      .array(
        lowerCased(
          z.enum(SIGNUP_STATUSES, {
            error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'signup_statuses', values: SIGNUP_STATUSES.join(', ') }),
          }),
        ),
        typeError(/*i18n*/ 'signup_statuses must be a list'),
      )
      .max(SIGNUP_STATUSES.length)
      .optional(),
  })
  .meta({ id: 'MailingAudience', description: 'Whom a mailing is for.' });
export type MailingAudience = z.output<typeof MailingAudience>;

export class MailingDto extends RequestDto(
  z.object({
    audience: MailingAudience,
    subject: filledIn('subject', 200),
    body: z.string(typeError(/*i18n*/ 'body is required')).min(1, { error: /*i18n*/ 'body is required' }).max(10_000),
    /** The mail in other languages: { "de": { "subject": "…", "body": "…" } }, for speakers whose account is in it. */
    translations: translationsField({ subject: 200, body: 10_000 }).optional(),
  }),
) {}
