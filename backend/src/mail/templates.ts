// Mail contents. Each template returns everything the outbox stores; the text part is always present.
import { escapeHtml } from '../common/html.js';

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

/** The scheduled session as an iCalendar file, when there is one. */
function sessionIcs(ics: string | null | undefined): MailAttachment[] | undefined {
  return ics ? [{ filename: 'session.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }] : undefined;
}

export function welcomeMail(args: { to: string; fullName: string; productName: string; publicUrl: string; confirmUrl: string }): MailMessage {
  return linesMail(args.to, `Welcome to ${args.productName}`, 'welcome', [
    `Hello ${args.fullName},`,
    '',
    `your ${args.productName} account is ready. Please confirm that this address is yours (the link works once, for 48 hours):`,
    args.confirmUrl,
    '',
    'Sign in to see conference news, build your personal schedule and complete your registration:',
    `${args.publicUrl}/dashboard`,
    '',
    `The ${args.productName} team`,
  ]);
}

export function confirmEmailMail(args: { to: string; fullName: string; confirmUrl: string; productName: string }): MailMessage {
  return linesMail(args.to, `Confirm your ${args.productName} address`, 'confirm-email', [
    `Hello ${args.fullName},`,
    '',
    `please confirm that this address is yours (the link works once, for 48 hours):`,
    args.confirmUrl,
    '',
    `The ${args.productName} team`,
  ]);
}

export function emailChangeMail(args: { to: string; fullName: string; confirmUrl: string; productName: string }): MailMessage {
  return linesMail(args.to, `Confirm your new ${args.productName} address`, 'email-change', [
    `Hello ${args.fullName},`,
    '',
    `you asked to use this address for your ${args.productName} account. It takes effect when you open this link (it works once, for 48 hours):`,
    args.confirmUrl,
    '',
    'If you did not ask for this, ignore this mail.',
    '',
    `The ${args.productName} team`,
  ]);
}

export function emailChangeNoticeMail(args: { to: string; fullName: string; newEmail: string; productName: string; publicUrl: string }): MailMessage {
  return linesMail(args.to, `Your ${args.productName} address is being changed`, 'email-change-notice', [
    `Hello ${args.fullName},`,
    '',
    `someone signed in to your ${args.productName} account asked to change its address to ${args.newEmail}. Nothing changes until that address confirms.`,
    '',
    'If this was not you, choose a new password now:',
    `${args.publicUrl}/forgot-password`,
    '',
    `The ${args.productName} team`,
  ]);
}

export function proposalClaimMail(args: { to: string; fullName: string; title: string; confirmUrl: string; productName: string }): MailMessage {
  return linesMail(args.to, `A proposal was sent with your address: ${args.title}`, 'proposal-claim', [
    `Hello ${args.fullName},`,
    '',
    `a proposal titled "${args.title}" was sent to ${args.productName} with this address by someone not signed in to your account.`,
    'If it is yours, add it to your account with this link (it works once, for 7 days); you become a speaker then:',
    args.confirmUrl,
    '',
    'If it is not yours, ignore this mail: the proposal stays apart from your account.',
    '',
    `The ${args.productName} team`,
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
}): MailMessage {
  const access = args.setPasswordUrl
    ? [
        'Your speaker dashboard is ready: set your password with this link (it works once and expires in 72 hours),',
        'then follow your proposal there:',
        args.setPasswordUrl,
      ]
    : ['Follow your proposal in your speaker dashboard:', `${args.publicUrl}/speaker`];
  const lines = [
    `Hello ${args.speakerName},`,
    '',
    `thank you for proposing "${args.title}" for ${args.productName}. We have received it and will review it.`,
    '',
    ...access,
    '',
    `The ${args.productName} team`,
  ];
  return linesMail(args.to, `We received your proposal: ${args.title}`, 'proposal-received', lines);
}

export function sponsorshipReceivedMail(args: { to: string; contactName: string; companyName: string; tier: string; productName: string }): MailMessage {
  const lines = [
    `Hello ${args.contactName},`,
    '',
    `thank you for applying to sponsor ${args.productName} with ${args.companyName} (${args.tier} package).`,
    'We will review your application and get back to you shortly.',
    '',
    `The ${args.productName} team`,
  ];
  return linesMail(args.to, `Your ${args.productName} sponsorship application`, 'sponsorship-received', lines);
}

export function paymentReceiptMail(args: {
  to: string;
  fullName: string;
  amount: string;
  currency: string;
  reference: string;
  productName: string;
  publicUrl: string;
}): MailMessage {
  const lines = [
    `Hello ${args.fullName},`,
    '',
    `thank you for your payment. Your ${args.productName} registration is complete.`,
    '',
    `Conference Ticket: ${args.amount} ${args.currency}`,
    `Reference: ${args.reference}`,
    '',
    `Your dashboard: ${args.publicUrl}/dashboard`,
    '',
    `The ${args.productName} team`,
  ];
  return linesMail(args.to, `${args.productName}: payment receipt`, 'payment-receipt', lines);
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
}): MailMessage {
  const body: Record<ProposalDecision, string[]> = {
    accepted: [
      `good news: your proposal "${args.title}" has been accepted for ${args.productName}.`,
      'Please confirm in your speaker dashboard that you will give the talk. We will tell you its time and room soon.',
    ],
    rejected: [`thank you for proposing "${args.title}". We are sorry that we could not include it in this year's programme.`],
    scheduled: [`your talk "${args.title}" is scheduled: ${args.slot ?? 'time to be announced'}, ${args.room ?? 'TBA'}.`],
  };
  const subjects: Record<ProposalDecision, string> = {
    accepted: `Your proposal was accepted: ${args.title}`,
    rejected: `Your proposal: ${args.title}`,
    scheduled: `Your talk is scheduled: ${args.title}`,
  };
  const lines = [
    `Hello ${args.speakerName},`,
    '',
    ...body[args.decision],
    ...(args.notes ? ['', `Notes from the programme committee: ${args.notes}`] : []),
    '',
    `Your speaker dashboard: ${args.publicUrl}/speaker`,
    '',
    `The ${args.productName} team`,
  ];
  return { ...linesMail(args.to, subjects[args.decision], `proposal-${args.decision}`, lines), attachments: sessionIcs(args.ics) };
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
  return {
    to: args.to,
    subject: args.subject,
    template: `proposal-${args.decision}`,
    batch_id: args.batchId,
    attachments: sessionIcs(args.ics),
    text: args.text,
    html: args.text
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
      .join(''),
  };
}

export function passwordResetMail(args: { to: string; fullName: string; resetUrl: string; productName: string }): MailMessage {
  const lines = [
    `Hello ${args.fullName},`,
    '',
    `someone (hopefully you) asked to reset the password of your ${args.productName} account. Choose a new one with this link; it works once and expires in one hour:`,
    args.resetUrl,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    `The ${args.productName} team`,
  ];
  return linesMail(args.to, `Reset your ${args.productName} password`, 'password-reset', lines);
}
