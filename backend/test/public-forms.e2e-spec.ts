// The two public forms (spec section 5): the server applies every rule, refuses while a call is closed, and mails a
// confirmation through the outbox.
import { api, type TestApp, useAdminApp } from './harness.js';

describe('test/public-forms.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));
  afterEach(async () => {
    await api(app, 'PATCH', '/api/admin/conference-settings', { token: admin, body: { accepting_cfp: true, accepting_sponsors: true } });
  });

  const text = (n: number) => 'x'.repeat(n);
  const proposal = (overrides: Record<string, unknown> = {}) => ({
    title: 'Machine translation in parliament',
    abstract: text(100),
    speaker_name: 'Ada Lovelace',
    speaker_position: 'Analyst',
    speaker_bio: text(50),
    email: 'Ada@Example.org',
    organization: 'Analytical Engines',
    presentation_type: 'technology_spotlight',
    ...overrides,
  });
  const application = (overrides: Record<string, unknown> = {}) => ({
    company_name: 'Acme Language',
    contact_name: 'Road Runner',
    email: 'sponsor@acme.example',
    phone: '+43 1 234 567',
    tier: 'silver',
    website: 'acme.example',
    message: 'We would like to sponsor.',
    is_lt_innovate_member: false,
    member_type: '',
    ...overrides,
  });

  describe('POST /cfp/submit', () => {
    it('stores a valid proposal as pending and mails the proposer', async () => {
      const response = await api(app, 'POST', '/cfp/submit', { body: proposal() });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ id: expect.any(Number), status: 'pending' });
      const row = await app.database.prisma.proposal.findUniqueOrThrow({ where: { id: response.body.id } });
      expect(row).toMatchObject({ status: 'pending', email: 'ada@example.org', presentation_type: 'technology_spotlight' });
      const mail = await app.database.prisma.mailOutbox.findFirstOrThrow({ where: { to: 'ada@example.org', template: 'proposal-received' } });
      expect(mail.subject).toBe('We received your proposal: Machine translation in parliament');
    });

    it.each([
      ['title', text(4)],
      ['title', text(201)],
      ['abstract', text(99)],
      ['abstract', text(5001)],
      ['speaker_name', 'A'],
      ['speaker_name', text(101)],
      ['speaker_position', 'A'],
      ['speaker_position', text(101)],
      ['speaker_bio', text(49)],
      ['speaker_bio', text(1001)],
      ['email', 'not-an-email'],
      ['organization', ''],
      ['organization', undefined],
      ['presentation_type', 'keynote'],
      ['presentation_type', null],
      ['title', 12345],
    ])('refuses %s = %p with a 400 naming the field', async (field, value) => {
      const before = await app.database.prisma.proposal.count();
      const response = await api(app, 'POST', '/cfp/submit', { body: proposal({ [field]: value }) });
      expect(response.status).toBe(400);
      expect(response.body.detail).toEqual([expect.objectContaining({ loc: ['body', field], msg: expect.stringContaining(field) })]);
      expect(await app.database.prisma.proposal.count()).toBe(before);
    });

    it('counts length after trimming, so padding cannot pass the minimum', async () => {
      const response = await api(app, 'POST', '/cfp/submit', { body: proposal({ title: `  ${text(4)}     ` }) });
      expect(response.status).toBe(400);
    });

    it('is refused with a 403 while the call is closed', async () => {
      await api(app, 'PATCH', '/api/admin/conference-settings', { token: admin, body: { accepting_cfp: false } });
      const response = await api(app, 'POST', '/cfp/submit', { body: proposal() });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: 'The call for speakers is closed.' });
    });
  });

  describe('POST /public/sponsorship/apply', () => {
    it('stores an application, defaulting the tier to gold, and mails the applicant', async () => {
      const response = await api(app, 'POST', '/public/sponsorship/apply', { body: application({ tier: undefined }) });
      expect(response.status).toBe(201);
      const row = await app.database.prisma.sponsorshipApplication.findUniqueOrThrow({ where: { id: response.body.id } });
      expect(row).toMatchObject({ tier: 'gold', website: 'acme.example', is_lt_innovate_member: false, member_type: '' });
      expect(await app.database.prisma.mailOutbox.count({ where: { to: 'sponsor@acme.example', template: 'sponsorship-received' } })).toBe(1);
    });

    it('requires a membership type from members and clears it for non-members', async () => {
      const missing = await api(app, 'POST', '/public/sponsorship/apply', { body: application({ is_lt_innovate_member: true, member_type: '' }) });
      expect(missing.status).toBe(400);
      expect(missing.body.detail[0].loc).toEqual(['body', 'member_type']);

      const member = await api(app, 'POST', '/public/sponsorship/apply', { body: application({ is_lt_innovate_member: true, member_type: 'premium' }) });
      expect(member.status).toBe(201);
      const nonMember = await api(app, 'POST', '/public/sponsorship/apply', { body: application({ member_type: 'premium' }) });
      const rows = await app.database.prisma.sponsorshipApplication.findMany({
        where: { id: { in: [member.body.id, nonMember.body.id] } },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((r) => r.member_type)).toEqual(['premium', '']);
    });

    it.each([
      ['company_name', ''],
      ['contact_name', undefined],
      ['email', 'nope'],
      ['phone', '   '],
      ['tier', 'platinum'],
      ['tier', null],
      ['website', 'not a url'],
      ['is_lt_innovate_member', 'yes'],
    ])('refuses %s = %p with a 400 naming the field', async (field, value) => {
      const response = await api(app, 'POST', '/public/sponsorship/apply', { body: application({ [field]: value }) });
      expect(response.status).toBe(400);
      expect(response.body.detail[0].loc).toEqual(['body', field]);
    });

    it('is refused with a 403 while sponsorships are closed', async () => {
      await api(app, 'PATCH', '/api/admin/conference-settings', { token: admin, body: { accepting_sponsors: false } });
      const response = await api(app, 'POST', '/public/sponsorship/apply', { body: application() });
      expect(response.status).toBe(403);
      expect(response.body.detail).toBe('We are currently not accepting new sponsorship applications.');
    });
  });
});
