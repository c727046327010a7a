// The confirmation reminder a mailing starts from: mail content in each language the speakers' accounts may be in
// (not interface text: an organiser writing in the German console still sends English to English accounts).
import type { FormTranslations } from '@/components/admin/translations';

export interface MailingDraft {
  subject: string;
  body: string;
  translations: FormTranslations<'subject' | 'body'>;
}

/* eslint-disable lingui/no-unlocalized-strings -- mail content, one text per recipient language */
export const CONFIRMATION_REMINDER: MailingDraft = {
  subject: '{product}: please confirm "{title}"',
  body: [
    'Dear {name},',
    '"{title}" is in the programme of {product}, and we have not heard from you yet that you will give it.',
    'Your slot: {slot}, {room}',
    'Please confirm your talk in your speaker dashboard: {dashboard}',
    'Thank you!',
  ].join('\n\n'),
  translations: {
    de: {
      subject: '{product}: Bitte bestätigen Sie „{title}“',
      body: [
        'Liebe:r {name},',
        '„{title}“ steht im Programm von {product}, und Sie haben uns noch nicht bestätigt, dass Sie den Beitrag halten.',
        'Ihr Termin: {slot}, {room}',
        'Bitte bestätigen Sie Ihren Beitrag im Speaker-Bereich: {dashboard}',
        'Vielen Dank!',
      ].join('\n\n'),
    },
  },
};
/* eslint-enable lingui/no-unlocalized-strings */

export const BLANK_MAILING: MailingDraft = { subject: '', body: '', translations: { de: { subject: '', body: '' } } };
