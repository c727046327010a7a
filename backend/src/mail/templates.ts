// Mail contents. Each template returns everything the outbox stores; the text part is always present. Each is
// written in the reader's language (i18n/languages.ts): `i18n._('English message', values)` on that language's
// messages, and the site's links go to the pages in that language.
import { escapeHtml } from '../common/html.js';
import { DEFAULT_LANGUAGE, i18nIn, type Language } from '../i18n/languages.js';

export interface MailAttachment {
  filename: string;
  content_type: string;
  /** Text content (e.g. an iCalendar file). */
  content: string;
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

/** A mail of plain lines; a line that is a URL becomes a link in the HTML part. */
function linesMail(to: string, subject: string, template: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    template,
    text: lines.join('\n'),
    html: lines
      .filter(Boolean)
      .map((line) => (/^https?:\/\//.test(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
      .join(''),
  };
}

/** A page of the site in the reader's language: https://site/dashboard → https://site/de/dashboard. */
export function pageIn(language: Language, url: string): string {
  if (language === DEFAULT_LANGUAGE) return url;
  const address = new URL(url);
  address.pathname = `/${language}${address.pathname === '/' ? '' : address.pathname}`;
  return address.href;
}

/** The scheduled session as an iCalendar file, when there is one. */
function sessionIcs(ics: string | null | undefined): MailAttachment[] | undefined {
  return ics ? [{ filename: 'session.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }] : undefined;
}

export function welcomeMail(args: {
  to: string;
  fullName: string;
  productName: string;
  publicUrl: string;
  confirmUrl: string;
  language: Language;
}): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  return linesMail(args.to, i18n._('Welcome to {product}', { product }), 'welcome', [
    i18n._('Hello {name},', { name: args.fullName }),
    '',
    i18n._('your {product} account is ready. Please confirm that this address is yours (the link works once, for 48 hours):', { product }),
    pageIn(args.language, args.confirmUrl),
    '',
    i18n._('Sign in to see conference news, build your personal schedule and complete your registration:'),
    pageIn(args.language, `${args.publicUrl}/dashboard`),
    '',
    i18n._('The {product} team', { product }),
  ]);
}

export function confirmEmailMail(args: { to: string; fullName: string; confirmUrl: string; productName: string; language: Language }): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  return linesMail(args.to, i18n._('Confirm your {product} address', { product }), 'confirm-email', [
    i18n._('Hello {name},', { name: args.fullName }),
    '',
    i18n._('please confirm that this address is yours (the link works once, for 48 hours):'),
    pageIn(args.language, args.confirmUrl),
    '',
    i18n._('The {product} team', { product }),
  ]);
}

export function emailChangeMail(args: { to: string; fullName: string; confirmUrl: string; productName: string; language: Language }): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  return linesMail(args.to, i18n._('Confirm your new {product} address', { product }), 'email-change', [
    i18n._('Hello {name},', { name: args.fullName }),
    '',
    i18n._('you asked to use this address for your {product} account. It takes effect when you open this link (it works once, for 48 hours):', {
      product,
    }),
    pageIn(args.language, args.confirmUrl),
    '',
    i18n._('If you did not ask for this, ignore this mail.'),
    '',
    i18n._('The {product} team', { product }),
  ]);
}

export function emailChangeNoticeMail(args: {
  to: string;
  fullName: string;
  newEmail: string;
  productName: string;
  publicUrl: string;
  language: Language;
}): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  return linesMail(args.to, i18n._('Your {product} address is being changed', { product }), 'email-change-notice', [
    i18n._('Hello {name},', { name: args.fullName }),
    '',
    i18n._('someone signed in to your {product} account asked to change its address to {newEmail}. Nothing changes until that address confirms.', {
      product,
      newEmail: args.newEmail,
    }),
    '',
    i18n._('If this was not you, choose a new password now:'),
    pageIn(args.language, `${args.publicUrl}/forgot-password`),
    '',
    i18n._('The {product} team', { product }),
  ]);
}

export function proposalClaimMail(args: {
  to: string;
  fullName: string;
  title: string;
  confirmUrl: string;
  productName: string;
  language: Language;
}): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  const title = args.title;
  return linesMail(args.to, i18n._('A proposal was sent with your address: {title}', { title }), 'proposal-claim', [
    i18n._('Hello {name},', { name: args.fullName }),
    '',
    i18n._('a proposal titled "{title}" was sent to {product} with this address by someone not signed in to your account.', { title, product }),
    i18n._('If it is yours, add it to your account with this link (it works once, for 7 days); you become a speaker then:'),
    pageIn(args.language, args.confirmUrl),
    '',
    i18n._('If it is not yours, ignore this mail: the proposal stays apart from your account.'),
    '',
    i18n._('The {product} team', { product }),
  ]);
}

export function proposalReceivedMail(args: {
  to: string;
  speakerName: string;
  title: string;
  productName: string;
  publicUrl: string;
  /** For an account the proposal created: the single-use link to set its password. */
  setPasswordUrl: string | null;
  language: Language;
}): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  const title = args.title;
  const access = args.setPasswordUrl
    ? [
        i18n._('Your speaker dashboard is ready: set your password with this link (it works once and expires in 72 hours),'),
        i18n._('then follow your proposal there:'),
        pageIn(args.language, args.setPasswordUrl),
      ]
    : [i18n._('Follow your proposal in your speaker dashboard:'), pageIn(args.language, `${args.publicUrl}/speaker`)];
  const lines = [
    i18n._('Hello {name},', { name: args.speakerName }),
    '',
    i18n._('thank you for proposing "{title}" for {product}. We have received it and will review it.', { title, product }),
    '',
    ...access,
    '',
    i18n._('The {product} team', { product }),
  ];
  return linesMail(args.to, i18n._('We received your proposal: {title}', { title }), 'proposal-received', lines);
}

export function sponsorshipReceivedMail(args: {
  to: string;
  contactName: string;
  companyName: string;
  tier: string;
  productName: string;
  language: Language;
}): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  const lines = [
    i18n._('Hello {name},', { name: args.contactName }),
    '',
    i18n._('thank you for applying to sponsor {product} with {company} ({tier} package).', { product, company: args.companyName, tier: args.tier }),
    i18n._('We will review your application and get back to you shortly.'),
    '',
    i18n._('The {product} team', { product }),
  ];
  return linesMail(args.to, i18n._('Your {product} sponsorship application', { product }), 'sponsorship-received', lines);
}

export function paymentReceiptMail(args: {
  to: string;
  fullName: string;
  amount: string;
  currency: string;
  reference: string;
  productName: string;
  publicUrl: string;
  language: Language;
}): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  const lines = [
    i18n._('Hello {name},', { name: args.fullName }),
    '',
    i18n._('thank you for your payment. Your {product} registration is complete.', { product }),
    '',
    i18n._('Conference Ticket: {amount} {currency}', { amount: args.amount, currency: args.currency }),
    i18n._('Reference: {reference}', { reference: args.reference }),
    '',
    i18n._('Your dashboard: {url}', { url: pageIn(args.language, `${args.publicUrl}/dashboard`) }),
    '',
    i18n._('The {product} team', { product }),
  ];
  return linesMail(args.to, i18n._('{product}: payment receipt', { product }), 'payment-receipt', lines);
}

export type ProposalDecision = 'accepted' | 'rejected' | 'scheduled';

export function proposalDecisionMail(args: {
  to: string;
  speakerName: string;
  title: string;
  decision: ProposalDecision;
  notes: string | null;
  slot: string | null;
  room: string | null;
  productName: string;
  publicUrl: string;
  /** The scheduled session as an iCalendar file, attached to the 'scheduled' mail. */
  ics?: string | null;
  language: Language;
}): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  const title = args.title;
  const body: Record<ProposalDecision, () => string[]> = {
    accepted: () => [
      i18n._('good news: your proposal "{title}" has been accepted for {product}.', { title, product }),
      i18n._('Please confirm in your speaker dashboard that you will give the talk. We will tell you its time and room soon.'),
    ],
    rejected: () => [i18n._('thank you for proposing "{title}". We are sorry that we could not include it in this year\'s programme.', { title })],
    scheduled: () => [
      i18n._('your talk "{title}" is scheduled: {slot}, {room}.', {
        title,
        slot: args.slot ?? i18n._('time to be announced'),
        room: args.room ?? i18n._('TBA'),
      }),
    ],
  };
  const subjects: Record<ProposalDecision, () => string> = {
    accepted: () => i18n._('Your proposal was accepted: {title}', { title }),
    rejected: () => i18n._('Your proposal: {title}', { title }),
    scheduled: () => i18n._('Your talk is scheduled: {title}', { title }),
  };
  const lines = [
    i18n._('Hello {name},', { name: args.speakerName }),
    '',
    ...body[args.decision](),
    ...(args.notes ? ['', i18n._('Notes from the programme committee: {notes}', { notes: args.notes })] : []),
    '',
    i18n._('Your speaker dashboard: {url}', { url: pageIn(args.language, `${args.publicUrl}/speaker`) }),
    '',
    i18n._('The {product} team', { product }),
  ];
  return { ...linesMail(args.to, subjects[args.decision](), `proposal-${args.decision}`, lines), attachments: sessionIcs(args.ics) };
}

/** A decision mail an organiser wrote (a bulk decision's template, already filled in): sent as previewed. */
/** A mail an organiser wrote (rendered from their text per speaker): its paragraphs as they wrote them. */
export function writtenMail(args: { to: string; subject: string; text: string; template: string; ics?: string | null }): MailMessage {
  return {
    to: args.to,
    subject: args.subject,
    template: args.template,
    attachments: sessionIcs(args.ics),
    text: args.text,
    html: args.text
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
      .join(''),
  };
}

export function writtenDecisionMail(args: {
  to: string;
  subject: string;
  text: string;
  decision: ProposalDecision;
  batchId?: number;
  ics?: string | null;
}): MailMessage {
  return { ...writtenMail({ ...args, template: `proposal-${args.decision}` }), batch_id: args.batchId };
}

export function passwordResetMail(args: { to: string; fullName: string; resetUrl: string; productName: string; language: Language }): MailMessage {
  const i18n = i18nIn(args.language);
  const product = args.productName;
  const lines = [
    i18n._('Hello {name},', { name: args.fullName }),
    '',
    i18n._(
      'someone (hopefully you) asked to reset the password of your {product} account. Choose a new one with this link; it works once and expires in one hour:',
      { product },
    ),
    pageIn(args.language, args.resetUrl),
    '',
    i18n._('If you did not ask for this, ignore this mail: your password stays as it is.'),
    '',
    i18n._('The {product} team', { product }),
  ];
  return linesMail(args.to, i18n._('Reset your {product} password', { product }), 'password-reset', lines);
}
