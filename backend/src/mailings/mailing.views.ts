import { z } from 'zod';
import { MailingProgressView } from '../views/mailing.view.js';
import { dateTime, id } from '../views/fields.js';
import { TranslatedFields } from '../i18n/translations.js';
import { MailingAudience } from './mailing.dto.js';

export const MailingMailView = z
  .object({
    to: z.string(),
    name: z.string(),
    language: z.string(),
    proposal_id: id().nullable().meta({ description: 'The proposal the mail is about (null for a speaker listed on a chosen session without one).' }),
    session_id: id().nullable(),
    subject: z.string(),
    text: z.string(),
  })
  .meta({ id: 'MailingMail', description: 'The exact mail one speaker will receive.' });

export const MailingPreviewView = z.object({ total: z.number().int(), mails: z.array(MailingMailView) }).meta({ id: 'MailingPreview' });

export const MailingView = MailingProgressView.extend({
  id: id(),
  subject: z.string(),
  body: z.string(),
  ...TranslatedFields,
  audience: MailingAudience,
  created_at: dateTime(),
}).meta({ id: 'Mailing', description: 'A mail organisers sent to a group of speakers, and how far its sending has gone.' });
