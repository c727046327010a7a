// What every mail is, and the letter most of them are: a greeting, the template's body and the team's signature,
// in the reader's language (i18n/languages.ts), as text and as HTML. A template writes only its subject and body.
import type { I18n } from '@lingui/core';
import { escapeHtml } from '../common/html.js';
import { DEFAULT_LANGUAGE, i18nIn, type Language } from '../i18n/languages.js';

export interface MailAttachment {
  filename: string;
  content_type: string;
  /** Text content (e.g. an iCalendar file), or with `encoding` 'base64' bytes (an image) as base64. */
  content: string;
  /** How `content` is written: as text when not given. The outbox keeps attachments as JSON, so bytes go as base64. */
  encoding?: 'base64';
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  template: string;
  /** The bulk decision this mail belongs to, so its sending can be followed. */
  batch_id?: number;
  /** The organisers' mailing this mail belongs to, so its sending can be followed. */
  mailing_id?: number;
}

/** A page of the site in the reader's language: https://site/dashboard → https://site/de/dashboard. */
export function pageIn(language: Language, url: string): string {
  if (language === DEFAULT_LANGUAGE) return url;
  const address = new URL(url);
  address.pathname = `/${language}${address.pathname === '/' ? '' : address.pathname}`;
  return address.href;
}

/** The scheduled session as an iCalendar file, when there is one. */
export function sessionIcs(ics: string | null | undefined): MailAttachment[] | undefined {
  return ics ? [{ filename: 'session.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }] : undefined;
}

/** Plain lines as HTML: one paragraph each (blank lines only separate), a line that is a URL a link. */
function linesHtml(lines: string[]): string {
  return lines
    .filter(Boolean)
    .map((line) => (/^https?:\/\//.test(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('');
}

/** Who a letter goes to: the address, the product it is from, and the language it is written in. */
export interface Reader {
  to: string;
  productName: string;
  language: Language;
}

export interface LetterParts {
  /** The name the greeting addresses. */
  name: string;
  subject: string;
  template: string;
  /** What is said between the greeting and the signature, line by line ('' between paragraphs). */
  body: string[];
  /** The body's HTML, when it is more than its lines (a list, links with labels); else made from the lines. */
  bodyHtml?: string;
  attachments?: MailAttachment[];
}

/**
 * A letter to the reader: 'Hello {name},', the body, 'The {product} team'. `write` says the subject and body with
 * the messages of the reader's language.
 */
export function letter(reader: Reader, write: (i18n: I18n) => LetterParts): MailMessage {
  const i18n = i18nIn(reader.language);
  const { name, subject, template, body, bodyHtml, attachments } = write(i18n);
  const greeting = i18n._('Hello {name},', { name });
  const signature = i18n._('The {product} team', { product: reader.productName });
  return {
    to: reader.to,
    subject,
    template,
    text: [greeting, '', ...body, '', signature].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>${bodyHtml ?? linesHtml(body)}<p>${escapeHtml(signature)}</p>`,
    ...(attachments && { attachments }),
  };
}
