// Mail contents. Each template returns everything the outbox stores; the text part is always present.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function welcomeMail(args: { to: string; fullName: string; productName: string; publicUrl: string }): MailMessage {
  const dashboard = `${args.publicUrl}/dashboard`;
  return {
    to: args.to,
    subject: `Welcome to ${args.productName}`,
    template: 'welcome',
    text: [
      `Hello ${args.fullName},`,
      '',
      `your ${args.productName} account is ready. Sign in to see conference news, build your personal schedule and complete your registration:`,
      dashboard,
      '',
      `The ${args.productName} team`,
    ].join('\n'),
    html: `<p>Hello ${escape(args.fullName)},</p><p>your ${escape(args.productName)} account is ready. Sign in to see conference news, build your personal schedule and complete your registration:</p><p><a href="${escape(dashboard)}">${escape(dashboard)}</a></p><p>The ${escape(args.productName)} team</p>`,
  };
}
