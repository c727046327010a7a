// The one mail of a session notice's window: the lines said to an attendee about sessions they saved, and to a
// speaker about their own sessions, with a link to the page each kind of line belongs to.
import { escapeHtml } from '../common/html.js';
import type { I18n } from '@lingui/core';
import type { Language } from '../i18n/languages.js';
import { letter, pageIn, type MailMessage } from './letter.js';

/** Whom the mail addresses: the saver of sessions, a speaker of them, or someone who is both in this window. */
function wording(i18n: I18n, lines: { speaker?: boolean }[]) {
  const many = lines.length > 1;
  const speaking = lines.filter((l) => l.speaker).length;
  if (speaking === 0) {
    return {
      subject: many ? i18n._('changes to your saved sessions') : i18n._('a saved session changed'),
      intro: many ? i18n._('some sessions in your personal schedule have changed:') : i18n._('a session in your personal schedule has changed:'),
    };
  }
  if (speaking === lines.length) {
    return {
      subject: many ? i18n._('changes to your sessions') : i18n._('your session changed'),
      intro: many ? i18n._('your sessions have changed:') : i18n._('your session has changed:'),
    };
  }
  return { subject: i18n._('changes to your sessions'), intro: i18n._('sessions you speak in or saved have changed:') };
}

export function sessionChangesMail(args: {
  to: string;
  fullName: string;
  lines: { line: string; speaker?: boolean }[];
  productName: string;
  publicUrl: string;
  language: Language;
}): MailMessage {
  return letter(args, (i18n) => {
    const { subject, intro } = wording(i18n, args.lines);
    const links = [
      args.lines.some((l) => l.speaker) && { label: i18n._('Your speaker page'), url: pageIn(args.language, `${args.publicUrl}/speaker`) },
      args.lines.some((l) => !l.speaker) && { label: i18n._('Your schedule'), url: pageIn(args.language, `${args.publicUrl}/dashboard`) },
    ].filter((link): link is { label: string; url: string } => Boolean(link));
    return {
      name: args.fullName,
      subject: `${args.productName}: ${subject}`,
      template: 'session-changes',
      body: [intro, '', ...args.lines.map((l) => `- ${l.line}`), '', ...links.map((link) => `${link.label}: ${link.url}`)],
      bodyHtml:
        `<p>${escapeHtml(intro)}</p><ul>${args.lines.map((l) => `<li>${escapeHtml(l.line)}</li>`).join('')}</ul>` +
        links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`).join(''),
    };
  });
}
