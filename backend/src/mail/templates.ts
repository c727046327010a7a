// Mail contents. Each template returns everything the outbox stores; the text part is always present. Most are a
// letter (letter.ts): the template writes its subject and body in the reader's language (i18n/languages.ts), as
// `i18n._('English message', values)` on that language's messages, with the site's links to the pages in that
// language, and the letter adds the greeting and the signature.
import { escapeHtml } from '../common/html.js';
import { DEFAULT_LANGUAGE, i18nIn } from '../i18n/languages.js';
import { letter, pageIn, sessionIcs, type MailMessage, type Reader } from './letter.js';

export function welcomeMail(args: Reader & { fullName: string; publicUrl: string; confirmUrl: string }): MailMessage {
  const product = args.productName;
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('Welcome to {product}', { product }),
    template: 'welcome',
    body: [
      i18n._('your {product} account is ready. Please confirm that this address is yours (the link works once, for 48 hours):', { product }),
      pageIn(args.language, args.confirmUrl),
      '',
      i18n._('Sign in to see conference news, build your personal schedule and complete your registration:'),
      pageIn(args.language, `${args.publicUrl}/dashboard`),
    ],
  }));
}

export function confirmEmailMail(args: Reader & { fullName: string; confirmUrl: string }): MailMessage {
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('Confirm your {product} address', { product: args.productName }),
    template: 'confirm-email',
    body: [i18n._('please confirm that this address is yours (the link works once, for 48 hours):'), pageIn(args.language, args.confirmUrl)],
  }));
}

export function emailChangeMail(args: Reader & { fullName: string; confirmUrl: string }): MailMessage {
  const product = args.productName;
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('Confirm your new {product} address', { product }),
    template: 'email-change',
    body: [
      i18n._('you asked to use this address for your {product} account. It takes effect when you open this link (it works once, for 48 hours):', {
        product,
      }),
      pageIn(args.language, args.confirmUrl),
      '',
      i18n._('If you did not ask for this, ignore this mail.'),
    ],
  }));
}

export function emailChangeNoticeMail(args: Reader & { fullName: string; newEmail: string; publicUrl: string }): MailMessage {
  const product = args.productName;
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('Your {product} address is being changed', { product }),
    template: 'email-change-notice',
    body: [
      i18n._('someone signed in to your {product} account asked to change its address to {newEmail}. Nothing changes until that address confirms.', {
        product,
        newEmail: args.newEmail,
      }),
      '',
      i18n._('If this was not you, choose a new password now:'),
      pageIn(args.language, `${args.publicUrl}/forgot-password`),
    ],
  }));
}

export function proposalClaimMail(args: Reader & { fullName: string; title: string; confirmUrl: string }): MailMessage {
  const title = args.title;
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('A proposal was sent with your address: {title}', { title }),
    template: 'proposal-claim',
    body: [
      i18n._('a proposal titled "{title}" was sent to {product} with this address by someone not signed in to your account.', {
        title,
        product: args.productName,
      }),
      i18n._('If it is yours, add it to your account with this link (it works once, for 7 days); you become a speaker then:'),
      pageIn(args.language, args.confirmUrl),
      '',
      i18n._('If it is not yours, ignore this mail: the proposal stays apart from your account.'),
    ],
  }));
}

export function proposalReceivedMail(
  args: Reader & {
    speakerName: string;
    title: string;
    publicUrl: string;
    /** For an account the proposal created: the single-use link to set its password. */
    setPasswordUrl: string | null;
  },
): MailMessage {
  const title = args.title;
  return letter(args, (i18n) => ({
    name: args.speakerName,
    subject: i18n._('We received your proposal: {title}', { title }),
    template: 'proposal-received',
    body: [
      i18n._('thank you for proposing "{title}" for {product}. We have received it and will review it.', { title, product: args.productName }),
      '',
      ...(args.setPasswordUrl
        ? [
            i18n._('Your speaker dashboard is ready: set your password with this link (it works once and expires in 72 hours),'),
            i18n._('then follow your proposal there:'),
            pageIn(args.language, args.setPasswordUrl),
          ]
        : [i18n._('Follow your proposal in your speaker dashboard:'), pageIn(args.language, `${args.publicUrl}/speaker`)]),
    ],
  }));
}

export function sponsorshipReceivedMail(args: Reader & { contactName: string; companyName: string; tier: string }): MailMessage {
  const product = args.productName;
  return letter(args, (i18n) => ({
    name: args.contactName,
    subject: i18n._('Your {product} sponsorship application', { product }),
    template: 'sponsorship-received',
    body: [
      i18n._('thank you for applying to sponsor {product} with {company} ({tier} package).', { product, company: args.companyName, tier: args.tier }),
      i18n._('We will review your application and get back to you shortly.'),
    ],
  }));
}

/**
 * A barrier reported from the accessibility statement, to the organisers (in the site's default language): who sent
 * it and where to answer them, where the barrier is, and their words as they wrote them.
 */
export function barrierReportMail(args: {
  to: string;
  productName: string;
  publicUrl: string;
  from: string;
  name: string | null;
  page: string | null;
  message: string;
}): MailMessage {
  const i18n = i18nIn(DEFAULT_LANGUAGE);
  const sender = args.name ? `${args.name} <${args.from}>` : args.from;
  const lines = [
    i18n._('Someone reported an accessibility barrier on {product} through the accessibility statement:', { product: args.productName }),
    `${args.publicUrl}/accessibility`,
    '',
    i18n._('From: {sender}', { sender }),
    i18n._('Where: {page}', { page: args.page ?? i18n._('not said') }),
    '',
    args.message,
    '',
    i18n._('Answer them by writing to {email}.', { email: args.from }),
  ];
  return {
    to: args.to,
    subject: i18n._('Accessibility barrier reported on {product}', { product: args.productName }),
    template: 'barrier-report',
    text: lines.join('\n'),
    html: lines
      .filter(Boolean)
      .map((line) => `<p>${line.split('\n').map(escapeHtml).join('<br>')}</p>`)
      .join(''),
  };
}

/**
 * The receipt; with `ticketPng` (the ticket's QR code, a PNG as base64) the ticket rides along as an attachment, so the
 * door can scan it from the mail.
 */
export function paymentReceiptMail(
  args: Reader & { fullName: string; amount: string; currency: string; reference: string; publicUrl: string; ticketPng?: string },
): MailMessage {
  const product = args.productName;
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('{product}: payment receipt', { product }),
    template: 'payment-receipt',
    body: [
      i18n._('thank you for your payment. Your {product} registration is complete.', { product }),
      '',
      i18n._('Conference Ticket: {amount} {currency}', { amount: args.amount, currency: args.currency }),
      i18n._('Reference: {reference}', { reference: args.reference }),
      ...(args.ticketPng
        ? ['', i18n._('Your ticket is attached: show its QR code at the door. It is on your dashboard too, where you can get a new one if it is lost.')]
        : []),
      '',
      i18n._('Your dashboard: {url}', { url: pageIn(args.language, `${args.publicUrl}/dashboard`) }),
    ],
    ...(args.ticketPng && { attachments: [{ filename: 'ticket.png', content_type: 'image/png', content: args.ticketPng, encoding: 'base64' as const }] }),
  }));
}

/** A seat at a session with limited seats came free and went to the reader, first in line (issue 46). */
export function seatGivenMail(args: Reader & { fullName: string; title: string; sessionUrl: string }): MailMessage {
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('{product}: you have a seat at “{title}”', { product: args.productName, title: args.title }),
    template: 'seat-given',
    body: [
      i18n._('a seat at “{title}” came free and is now yours: you were first in line.', { title: args.title }),
      '',
      i18n._('If you cannot come after all, please give it up on the session’s page, so that the next in line gets it: {url}', {
        url: args.sessionUrl,
      }),
    ],
  }));
}

export type ProposalDecision = 'accepted' | 'rejected' | 'scheduled';

export function proposalDecisionMail(
  args: Reader & {
    speakerName: string;
    title: string;
    decision: ProposalDecision;
    notes: string | null;
    slot: string | null;
    room: string | null;
    publicUrl: string;
    /** The scheduled session as an iCalendar file, attached to the 'scheduled' mail. */
    ics?: string | null;
  },
): MailMessage {
  const product = args.productName;
  const title = args.title;
  return letter(args, (i18n) => {
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
    return {
      name: args.speakerName,
      subject: subjects[args.decision](),
      template: `proposal-${args.decision}`,
      body: [
        ...body[args.decision](),
        ...(args.notes ? ['', i18n._('Notes from the programme committee: {notes}', { notes: args.notes })] : []),
        '',
        i18n._('Your speaker dashboard: {url}', { url: pageIn(args.language, `${args.publicUrl}/speaker`) }),
      ],
      attachments: sessionIcs(args.ics),
    };
  });
}

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

/** A decision mail an organiser wrote (a bulk decision's template, already filled in): sent as previewed. */
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

export function passwordResetMail(args: Reader & { fullName: string; resetUrl: string }): MailMessage {
  const product = args.productName;
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('Reset your {product} password', { product }),
    template: 'password-reset',
    body: [
      i18n._(
        'someone (hopefully you) asked to reset the password of your {product} account. Choose a new one with this link; it works once and expires in one hour:',
        { product },
      ),
      pageIn(args.language, args.resetUrl),
      '',
      i18n._('If you did not ask for this, ignore this mail: your password stays as it is.'),
    ],
  }));
}

/** A session the reader signed up for (a seat or a place in line) was cancelled by the organisers (issue 46). */
export function signupCancelledMail(args: Reader & { fullName: string; title: string; waitlisted: boolean; programmeUrl: string }): MailMessage {
  return letter(args, (i18n) => ({
    name: args.fullName,
    subject: i18n._('{product}: “{title}” is cancelled', { product: args.productName, title: args.title }),
    template: 'signup-cancelled',
    body: [
      args.waitlisted
        ? i18n._('the session “{title}”, for which you were on the waitlist, has been cancelled by the organisers.', { title: args.title })
        : i18n._('the session “{title}”, for which you had a seat, has been cancelled by the organisers.', { title: args.title }),
      '',
      i18n._('You will find the rest of the programme here: {url}', { url: args.programmeUrl }),
    ],
  }));
}
