// Addresses grant nothing until their owner opens a link mailed to them: a new account's address, a new address for
// an account, and a proposal someone not signed in as an account sent with its address (the attack: an anonymous
// proposal used to make any account a speaker and attach a stranger's text to it).
import { api, login, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/email-confirmation.e2e-spec.ts', () => {
  const context = useAppWithMail();
  let app: TestApp;
  let smtp: Smtp;
  beforeAll(() => ({ app, smtp } = context));

  const mailTo = (email: string, subject: string) => waitFor(() => smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith(subject)).at(-1));
  const linkIn = (text: string) => /\/confirm-email\?token=([\w-]+)/.exec(text)?.[1] ?? '';
  const confirm = (token: string) => api(app, 'POST', '/api/auth/confirm-email', { body: { token } });
  const me = async (token: string) => (await api(app, 'GET', '/api/auth/me', { token })).body;
  const proposal = (email: string) => ({
    title: 'A stranger’s talk',
    abstract: 'x'.repeat(120),
    speaker_name: 'Mallory Stranger',
    speaker_position: 'Impostor',
    speaker_bio: 'Text the account owner never wrote, sixty characters or more of it.',
    email,
    organization: 'Elsewhere Inc',
    presentation_type: 'research_output',
  });

  it('mails a new account a confirmation link that confirms its address once', async () => {
    const ada = await registerUser(app);
    expect(ada.user).toMatchObject({ email_verified: false, pending_email: null });
    const token = linkIn((await mailTo(ada.email, 'Welcome to')).text);
    expect(token).not.toBe('');
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ purpose: 'verify', detail: 'Your email address is confirmed.', user: { email: ada.email, email_verified: true } });
    expect((await me(ada.token)).email_verified).toBe(true);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('This link is invalid, has expired or was already used.');
    expect((await confirm('made-up')).status).toBe(400);
    expect((await api(app, 'POST', '/api/auth/confirm-email', { body: {} })).status).toBe(400);
  });

  it('mails a new confirmation link on request, at most three an hour, and none once confirmed', async () => {
    const dee = await registerUser(app);
    const resend = () => api(app, 'POST', '/api/auth/resend-confirmation', { token: dee.token });
    expect((await resend()).body).toEqual({ detail: `We have sent a new link to ${dee.email}.` });
    const link = linkIn((await mailTo(dee.email, 'Confirm your')).text);
    await resend();
    await resend();
    const fourth = await resend();
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toBe('We have sent you several links in the last hour; please use the newest one. Try again in 60 minutes.');
    expect((await confirm(link)).status).toBe(200);
    expect((await resend()).body).toEqual({ detail: 'Your email address is already confirmed.' });
    expect((await api(app, 'POST', '/api/auth/resend-confirmation')).status).toBe(401);
  });

  it('leaves an existing account alone when someone not signed in as it sends a proposal with its address', async () => {
    const owner = await registerUser(app);
    const sent = await api(app, 'POST', '/cfp/submit', { body: proposal(owner.email) });
    expect(sent.status).toBe(201);
    // Nothing changed for the owner: no role, no profile, no proposal.
    expect(await me(owner.token)).toMatchObject({ role: 'user', is_speaker: false });
    expect((await api(app, 'GET', '/api/speaker/presentations', { token: owner.token })).status).toBe(403);
    expect(await app.database.prisma.speaker.findUnique({ where: { user_id: owner.user.id } })).toBeNull();
    expect((await app.database.prisma.proposal.findUniqueOrThrow({ where: { id: sent.body.id } })).user_id).toBeNull();

    // The owner is asked, at the address, and gets it by opening the link.
    const ask = await mailTo(owner.email, 'A proposal was sent with your address');
    expect(ask.text).toContain('If it is not yours, ignore this mail');
    expect(smtp.received.some((m) => m.to.includes(owner.email) && m.subject.startsWith('We received'))).toBe(false);
    const claimed = await confirm(linkIn(ask.text));
    expect(claimed.body).toMatchObject({ purpose: 'claim', detail: '"A stranger’s talk" is now in your speaker area.', user: { role: 'speaker' } });
    const token = await login(app, owner.email, owner.password);
    const mine = await api(app, 'GET', '/api/speaker/presentations', { token });
    expect(mine.body.map((p: { id: number }) => p.id)).toEqual([sent.body.id]);
  });

  it('gives a proposal to the account its signed-in owner sends it from, at once', async () => {
    const owner = await registerUser(app);
    const sent = await api(app, 'POST', '/cfp/submit', { token: owner.token, body: proposal(owner.email) });
    expect(sent.status).toBe(201);
    expect((await me(owner.token)).role).toBe('speaker');
    // Another signed-in user sending the owner's address is a stranger too.
    const other = await registerUser(app);
    const third = await registerUser(app);
    await api(app, 'POST', '/cfp/submit', { token: other.token, body: proposal(third.email) });
    expect((await me(third.token)).role).toBe('user');
  });

  it('changes the address only with the current password and once the new address confirms; the old one is told', async () => {
    const ben = await registerUser(app);
    const next = `moved-${ben.email}`;
    const put = (body: Record<string, unknown>) => api(app, 'PUT', '/api/user/profile', { token: ben.token, body: { full_name: 'Ben', ...body } });
    const missing = await put({ email: next });
    expect(missing.status).toBe(400);
    expect(missing.body.detail[0]).toMatchObject({ loc: ['body', 'current_password'], msg: 'Enter your current password to change your email address' });
    const wrong = await put({ email: next, current_password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail[0].msg).toBe('Your current password is not correct');

    const asked = await put({ email: next, current_password: ben.password });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: ben.email, pending_email: next });
    const notice = await mailTo(ben.email, 'Your');
    expect(notice.subject).toMatch(/address is being changed$/);
    expect(notice.text).toContain(next);
    expect((await login(app, ben.email, ben.password)).length).toBeGreaterThan(0);

    const confirmed = await confirm(linkIn((await mailTo(next, 'Confirm your new')).text));
    expect(confirmed.body).toMatchObject({ purpose: 'change', user: { email: next, pending_email: null, email_verified: true } });
    expect(await me(ben.token)).toMatchObject({ email: next });
    expect((await api(app, 'POST', '/api/auth/login', { body: { email: ben.email, password: ben.password } })).status).toBe(401);
    expect((await login(app, next, ben.password)).length).toBeGreaterThan(0);
  });

  it('refuses to confirm an address another account took meanwhile', async () => {
    const cy = await registerUser(app);
    const wanted = `wanted-${cy.email}`;
    await api(app, 'PUT', '/api/user/profile', { token: cy.token, body: { email: wanted, current_password: cy.password } });
    const link = linkIn((await mailTo(wanted, 'Confirm your new')).text);
    await registerUser(app, { email: wanted });
    const refused = await confirm(link);
    expect(refused.status).toBe(409);
    expect((await me(cy.token)).email).toBe(cy.email);
  });
});
