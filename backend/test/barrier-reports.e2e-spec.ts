// The accessibility statement's "report a barrier" form (issue 49): a report reaches the organisers' contact address
// as mail a real SMTP server receives, naming the sender to answer; bad input is refused with `detail`; and the
// enforcement body the statement names is a site setting with a default in each language.
import { api } from './harness.js';
import { useAppWithMail, waitFor } from './smtp.js';

describe('test/barrier-reports.e2e-spec.ts', () => {
  const context = useAppWithMail();
  const SUBJECT = 'Accessibility barrier reported on LT-Summit';
  const report = (body: Record<string, unknown>) => api(context.app, 'POST', '/public/accessibility/report', { body });
  const mailTo = (to: string, marker: string) =>
    waitFor(() => context.smtp.received.find((m) => m.to.includes(to) && m.subject === SUBJECT && m.text.includes(marker)));

  it("reaches the organisers' contact address with the sender to answer, where it happened and what they wrote", async () => {
    const sent = await report({
      email: 'Reader@Example.org',
      name: 'Rita Reader',
      page: '/schedule',
      message: 'The day tabs cannot be reached with the keyboard.\nI use a screen reader.',
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ received: true });
    const mail = await mailTo('info@lt-summit.example.org', 'day tabs');
    expect(mail.text).toContain('From: Rita Reader <reader@example.org>');
    expect(mail.text).toContain('Where: /schedule');
    expect(mail.text).toContain('The day tabs cannot be reached with the keyboard.\nI use a screen reader.');
    expect(mail.text).toContain('Answer them by writing to reader@example.org.');
  });

  it('follows the contact address the organisers set, and needs only an address and a message', async () => {
    const { app, admin } = context;
    const set = await api(app, 'PUT', '/api/admin/site-content/contact_email', { token: admin, body: { value: 'access@organisers.example' } });
    expect(set.status).toBe(200);
    try {
      expect((await report({ email: 'anon@example.org', message: 'The map has no text alternative.' })).status).toBe(202);
      const mail = await mailTo('access@organisers.example', 'map has no text');
      expect(mail.text).toContain('From: anon@example.org');
      expect(mail.text).toContain('Where: not said');
    } finally {
      await api(app, 'PUT', '/api/admin/site-content/contact_email', { token: admin, body: { value: null } });
    }
  });

  it.each([
    ['email', { message: 'x' }],
    ['email', { email: 'not-an-address', message: 'x' }],
    ['message', { email: 'a@example.org' }],
    ['message', { email: 'a@example.org', message: '   ' }],
    ['message', { email: 'a@example.org', message: 'x'.repeat(5001) }],
    ['name', { email: 'a@example.org', message: 'x', name: 'Line\nbreak' }],
    ['page', { email: 'a@example.org', message: 'x', page: '/a\r\nBcc: b@example.org' }],
  ])('refuses a report with a wrong %s with 400 naming the field', async (field, body) => {
    const response = await report(body);
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual([expect.objectContaining({ loc: ['body', field] })]);
  });

  it('names an enforcement body in each language until the organisers set their own', async () => {
    const { app, admin } = context;
    const english = (await api(app, 'GET', '/public/site-content')).body.accessibility;
    const german = (await api(app, 'GET', '/public/site-content?lang=de')).body.accessibility;
    expect(english.enforcement_body).toMatch(/Complaints office/);
    expect(german.enforcement_body).toMatch(/Beschwerdestelle/);
    expect(german.enforcement_url).toBe(english.enforcement_url);
    const own = { enforcement_body: 'Equality Ombudsman', enforcement_url: 'https://ombudsman.example/complaints' };
    expect((await api(app, 'PUT', '/api/admin/site-content/accessibility', { token: admin, body: { value: own } })).status).toBe(200);
    await waitFor(async () =>
      (await api(app, 'GET', '/public/site-content')).body.accessibility.enforcement_body === own.enforcement_body ? true : undefined,
    );
    const bad = await api(app, 'PUT', '/api/admin/site-content/accessibility', {
      token: admin,
      body: { value: { ...own, enforcement_url: 'javascript:alert(1)' } },
    });
    expect(bad.status).toBe(400);
  });
});
