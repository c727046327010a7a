// Names, titles and addresses are one line (issue 43, item 7): a line break in a speaker's name would start a line of
// its own in the receipt mailed to whatever address the sender names, and in mailings (a relay for someone else's
// text). Control characters there are refused with 400 naming the field; texts of several lines keep their breaks.
import { api, proposalBody, useAdminApp, type AdminCall, type TestApp } from './harness.js';

describe('test/one-line-fields.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));
  const asAdmin: AdminCall = (...args) => context.asAdmin(...args);

  const INJECTED = 'Eve\r\nBcc: victim@evil.example';
  const refusal = (field: string) => ({ detail: [expect.objectContaining({ loc: ['body', field], msg: `${field} must not contain control characters` })] });
  let n = 0;
  const address = () => `one-line-${Date.now()}-${n++}@test.example`;

  it('refuses a proposal whose name, title or position has a line break, and mails nothing', async () => {
    const mails = await app.database.prisma.mailOutbox.count();
    for (const field of ['speaker_name', 'title', 'speaker_position', 'organization']) {
      const sent = await api(app, 'POST', '/cfp/submit', { body: proposalBody(address(), { [field]: `${INJECTED} and more` }) });
      expect([field, sent.status]).toEqual([field, 400]);
      expect(sent.body).toEqual(refusal(field));
    }
    const tab = await api(app, 'POST', '/cfp/submit', { body: proposalBody(address(), { speaker_name: 'Eve\tTab' }) });
    expect(tab.body).toEqual(refusal('speaker_name'));
    expect(await app.database.prisma.mailOutbox.count()).toBe(mails);
    expect(await app.database.prisma.proposal.count({ where: { speaker_name: { contains: 'Eve' } } })).toBe(0);
  });

  it('refuses an address with a line break in a quoted local part', async () => {
    const sent = await api(app, 'POST', '/cfp/submit', { body: proposalBody('"eve\r\nbcc: victim"@evil.example') });
    expect(sent.status).toBe(400);
    expect(sent.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'email'] })]);
  });

  it('keeps the line breaks of texts of several lines', async () => {
    const abstract = `First paragraph of the talk.\r\n\r\n${'Second paragraph. '.repeat(6)}`;
    const sent = await api(app, 'POST', '/cfp/submit', { body: proposalBody(address(), { abstract, speaker_bio: `Line one.\n${'b'.repeat(60)}` }) });
    expect(sent.status).toBe(201);
  });

  it('refuses control characters in the names of accounts, sponsorship applications and what organisers write', async () => {
    const register = await api(app, 'POST', '/api/auth/register', { body: { email: address(), password: 'long-enough-password', full_name: INJECTED } });
    expect(register.body).toEqual(refusal('full_name'));
    const apply = await api(app, 'POST', '/public/sponsorship/apply', {
      body: { company_name: 'Acme', contact_name: INJECTED, email: address(), phone: '+43 1 234', sponsorship_level: 'Gold' },
    });
    expect(apply.body).toEqual(refusal('contact_name'));
    const start = { startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T10:00:00Z' };
    expect((await asAdmin('POST', '/api/admin/sessions', { title: INJECTED, ...start })).body).toEqual(refusal('title'));
    const mailing = await asAdmin('POST', '/api/admin/mailings', { subject: INJECTED, body: 'Hello', audience: { group: 'accepted' } });
    expect(mailing.status).toBe(400);
    expect(mailing.body.detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', 'subject'], msg: 'subject must not contain control characters' })]),
    );
  });

  it('says so in German on a German page', async () => {
    const sent = await api(app, 'POST', '/cfp/submit', { body: proposalBody(address(), { speaker_name: INJECTED }), headers: { 'accept-language': 'de' } });
    expect(sent.body.detail[0]).toMatchObject({ loc: ['body', 'speaker_name'], msg: 'speaker_name darf keine Steuerzeichen enthalten' });
  });
});
