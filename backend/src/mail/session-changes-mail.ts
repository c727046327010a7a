// The one mail of a session notice's window: the lines said to an attendee about sessions they saved, and to a
// speaker about their own sessions, with a link to the page each kind of line belongs to.
import { escapeHtml } from '../common/html.js';
import type { MailMessage } from './templates.js';

/** Whom the mail addresses: the saver of sessions, a speaker of them, or someone who is both in this window. */
function wording(lines: { speaker?: boolean }[]) {
  const many = lines.length > 1;
  const speaking = lines.filter((l) => l.speaker).length;
  if (speaking === 0) {
    return {
      subject: many ? 'changes to your saved sessions' : 'a saved session changed',
      intro: many ? 'some sessions in your personal schedule have changed:' : 'a session in your personal schedule has changed:',
    };
  }
  if (speaking === lines.length) {
    return { subject: many ? 'changes to your sessions' : 'your session changed', intro: many ? 'your sessions have changed:' : 'your session has changed:' };
  }
  return { subject: 'changes to your sessions', intro: 'sessions you speak in or saved have changed:' };
}

export function sessionChangesMail(args: {
  to: string;
  fullName: string;
  lines: { line: string; speaker?: boolean }[];
  productName: string;
  publicUrl: string;
}): MailMessage {
  const { subject, intro } = wording(args.lines);
  const links = [
    args.lines.some((l) => l.speaker) && { label: 'Your speaker page', url: `${args.publicUrl}/speaker` },
    args.lines.some((l) => !l.speaker) && { label: 'Your schedule', url: `${args.publicUrl}/dashboard` },
  ].filter((link): link is { label: string; url: string } => Boolean(link));
  return {
    to: args.to,
    subject: `${args.productName}: ${subject}`,
    template: 'session-changes',
    text: [
      `Hello ${args.fullName},`,
      '',
      intro,
      '',
      ...args.lines.map((l) => `- ${l.line}`),
      '',
      ...links.map((link) => `${link.label}: ${link.url}`),
      '',
      `The ${args.productName} team`,
    ].join('\n'),
    html:
      `<p>Hello ${escapeHtml(args.fullName)},</p><p>${escapeHtml(intro)}</p><ul>${args.lines.map((l) => `<li>${escapeHtml(l.line)}</li>`).join('')}</ul>` +
      links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`).join('') +
      `<p>The ${escapeHtml(args.productName)} team</p>`,
  };
}
