// Every kind of mail in the reader's language (issue 28), as a real SMTP server receives it: an account keeps the
// language of the page it registered on (or the one its profile sets), and mails to people without an account yet
// go out in the language of the page the form was sent from (Accept-Language). Links go to that language's pages.
import { api, proposalBody, registerUser } from './harness.js';
import { payRegistration } from './attendees.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/mail-languages.e2e-spec.ts', () => {
  const context = useAppWithMail();
  let seq = 0;
  const address = (who: string) => `${who}-${Date.now()}-${seq++}@test.example`;

  /** What each language's mails say: the subject, a line of the body, and whether links carry the /de prefix. */
  const WORDS = {
    en: {
      header: 'en-US,en;q=0.9',
      prefix: '',
      hello: 'Hello Kim Kurz,',
      team: 'The LT-Summit team',
      welcome: 'Welcome to LT-Summit',
      confirm: 'Confirm your LT-Summit address',
      reset: 'Reset your LT-Summit password',
      change: 'Confirm your new LT-Summit address',
      changeNotice: 'Your LT-Summit address is being changed',
      receipt: 'LT-Summit: payment receipt',
      received: 'We received your proposal: Speech technology in parliament',
      claim: 'A proposal was sent with your address: Speech technology in parliament',
      accepted: 'Your proposal was accepted: Speech technology in parliament',
      rejected: 'Your proposal: Speech technology in parliament',
      sponsorship: 'Your LT-Summit sponsorship application',
      sponsorshipLine: 'thank you for applying to sponsor LT-Summit with Acme Language (silver package).',
      paid: 'Payment received',
      acceptedNotice: 'Proposal accepted',
      acceptedNoticeText: "'Speech technology in parliament' has been accepted. Please confirm your talk in your dashboard.",
    },
    de: {
      header: 'de-AT,de;q=0.9,en;q=0.5',
      prefix: '/de',
      hello: 'Hallo Kim Kurz,',
      team: 'Ihr LT-Summit-Team',
      welcome: 'Willkommen bei LT-Summit',
      confirm: 'Bestätigen Sie Ihre Adresse bei LT-Summit',
      reset: 'Setzen Sie Ihr Passwort bei LT-Summit zurück',
      change: 'Bestätigen Sie Ihre neue Adresse bei LT-Summit',
      changeNotice: 'Ihre Adresse bei LT-Summit wird geändert',
      receipt: 'LT-Summit: Zahlungsbestätigung',
      received: 'Wir haben Ihre Einreichung erhalten: Speech technology in parliament',
      claim: 'Eine Einreichung wurde mit Ihrer Adresse gesendet: Speech technology in parliament',
      accepted: 'Ihre Einreichung wurde angenommen: Speech technology in parliament',
      rejected: 'Ihre Einreichung: Speech technology in parliament',
      sponsorship: 'Ihre Sponsoring-Bewerbung für LT-Summit',
      sponsorshipLine: 'vielen Dank für Ihre Bewerbung als Sponsor von LT-Summit mit Acme Language (Paket silver).',
      paid: 'Zahlung erhalten',
      acceptedNotice: 'Einreichung angenommen',
      acceptedNoticeText: '„Speech technology in parliament“ wurde angenommen. Bitte bestätigen Sie Ihren Vortrag in Ihrem Bereich für Vortragende.',
    },
  } as const;

  type Language = keyof typeof WORDS;

  /** The mail with this subject that reached the SMTP server for this address. */
  function mailTo(smtp: Smtp, to: string, subject: string) {
    return waitFor(() => smtp.received.find((m) => m.to.includes(to) && m.subject === subject));
  }

  describe.each(['en', 'de'] as const)('mails in %s', (language: Language) => {
    const words = WORDS[language];
    const site = () => context.app.config.publicUrl;

    it('welcome, confirmation, password reset, address change and payment receipt, in the language the account keeps', async () => {
      const { app, smtp } = context;
      const account = await registerUser(app, { email: address('kim'), full_name: 'Kim Kurz' });
      // The account registered on a page in this language (the client sends it); the profile shows it.
      expect((await api(app, 'PUT', '/api/user/profile', { token: account.token, body: { language } })).body.language).toBe(language);

      expect((await api(app, 'POST', '/api/auth/resend-confirmation', { token: account.token })).status).toBe(202);
      const confirm = await mailTo(smtp, account.email, words.confirm);
      expect(confirm.text).toContain(words.hello);
      expect(confirm.text).toContain(`${site()}${words.prefix}/confirm-email?token=`);
      expect(confirm.text).toContain(words.team);

      expect((await api(app, 'POST', '/api/auth/forgot-password', { body: { email: account.email } })).status).toBeLessThan(300);
      const reset = await mailTo(smtp, account.email, words.reset);
      expect(reset.text).toContain(`${site()}${words.prefix}/reset-password?token=`);

      await payRegistration(app, account);
      const receipt = await mailTo(smtp, account.email, words.receipt);
      expect(receipt.text).toContain(`${site()}${words.prefix}/dashboard`);
      // The notification in the page says it in the same language.
      const notices = (await api(app, 'GET', '/api/notifications', { token: account.token })).body as { title: string }[];
      expect(notices.map((n) => n.title)).toContain(words.paid);

      const newAddress = address('kim-new');
      const changed = await api(app, 'PUT', '/api/user/profile', { token: account.token, body: { email: newAddress, current_password: account.password } });
      expect(changed.status).toBe(200);
      expect((await mailTo(smtp, newAddress, words.change)).text).toContain(`${site()}${words.prefix}/confirm-email?token=`);
      expect((await mailTo(smtp, account.email, words.changeNotice)).text).toContain(`${site()}${words.prefix}/forgot-password`);
    });

    it('a welcome in the language of the page the account registered on', async () => {
      const { app, smtp } = context;
      const email = address('reg');
      const registered = await api(app, 'POST', '/api/auth/register', {
        body: { email, password: 'correct-horse-battery', full_name: 'Kim Kurz', language },
      });
      expect(registered.status).toBe(201);
      expect(registered.body.user.language).toBe(language);
      const welcome = await mailTo(smtp, email, words.welcome);
      expect(welcome.text).toContain(words.hello);
      expect(welcome.text).toContain(`${site()}${words.prefix}/dashboard`);
      expect(welcome.text).toContain(words.team);
      const notices = (await api(app, 'GET', '/api/notifications', { token: registered.body.access_token })).body as { title: string }[];
      expect(notices.map((n) => n.title)).toContain(words.welcome);

      // Without a language in the body, the request's Accept-Language decides.
      const other = address('reg-header');
      const byHeader = await api(app, 'POST', '/api/auth/register', {
        body: { email: other, password: 'correct-horse-battery', full_name: 'Kim Kurz' },
        headers: { 'accept-language': words.header },
      });
      expect(byHeader.body.user.language).toBe(language);
      await mailTo(smtp, other, words.welcome);
    });

    it('proposal received, claimed, accepted and rejected, and a sponsorship application, in the language of the form', async () => {
      const { app, smtp, admin } = context;
      const headers = { 'accept-language': words.header };
      const speaker = address('speaker');
      const sent = await api(app, 'POST', '/cfp/submit', { body: proposalBody(speaker, { speaker_name: 'Kim Kurz' }), headers });
      expect(sent.status).toBe(201);
      const received = await mailTo(smtp, speaker, words.received);
      expect(received.text).toContain(words.hello);
      expect(received.text).toContain(`${site()}${words.prefix}/set-password?token=`);

      // Someone else sends a proposal with that address: the account's language, whatever the form's.
      expect((await api(app, 'POST', '/cfp/submit', { body: proposalBody(speaker, { speaker_name: 'Kim Kurz' }) })).status).toBe(201);
      expect((await mailTo(smtp, speaker, words.claim)).text).toContain(`${words.prefix}/confirm-email?token=`);

      const decide = (id: number, status: string) => api(app, 'PATCH', `/cfp/submissions/${id}/status`, { token: admin, body: { status } });
      expect((await decide(sent.body.id, 'accepted')).status).toBe(200);
      expect((await mailTo(smtp, speaker, words.accepted)).text).toContain(`${site()}${words.prefix}/speaker`);
      const notice = await app.database.prisma.notification.findFirstOrThrow({ where: { user: { email: speaker } }, orderBy: { id: 'desc' } });
      expect(notice).toMatchObject({ title: words.acceptedNotice, message: words.acceptedNoticeText });
      const another = address('speaker');
      const second = await api(app, 'POST', '/cfp/submit', { body: proposalBody(another, { speaker_name: 'Kim Kurz' }), headers });
      expect((await decide(second.body.id, 'rejected')).status).toBe(200);
      expect((await mailTo(smtp, another, words.rejected)).text).toContain(words.team);

      const sponsor = address('sponsor');
      const applied = await api(app, 'POST', '/public/sponsorship/apply', {
        body: {
          company_name: 'Acme Language',
          contact_name: 'Kim Kurz',
          email: sponsor,
          phone: '+43 1 234 567',
          tier: 'silver',
          website: 'acme.example',
          message: 'We would like to sponsor.',
          is_lt_innovate_member: false,
          member_type: '',
        },
        headers,
      });
      expect(applied.status).toBe(201);
      expect((await mailTo(smtp, sponsor, words.sponsorship)).text).toContain(words.sponsorshipLine);
    });
  });

  it('refuses a language the site does not have, with a detail, and keeps the account as it was', async () => {
    const { app } = context;
    const account = await registerUser(app);
    const refused = await api(app, 'PUT', '/api/user/profile', { token: account.token, body: { language: 'fr' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.detail)).toContain('language must be one of: en, de');
    expect((await api(app, 'GET', '/api/auth/me', { token: account.token })).body.language).toBe('en');
  });
});
