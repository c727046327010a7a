// Mail leaves through a real SMTP conversation: a welcome mail on registration reaches an SMTP server,
// and a server that refuses at first gets the same mail again later, exactly once.
import { createTestDatabase, dropTestDatabase, redisUrl, registerUser, startTestApp, type TestApp } from './harness.js';
import { startSmtp, waitFor } from './smtp.js';

describe('test/mail.e2e-spec.ts', () => {
  describe.each([
    ['the in-process queue', {}],
    ['BullMQ on Redis', { REDIS_URL: redisUrl() }],
  ])('mail through %s', (_name, extraEnv) => {
    let app: TestApp;
    let dbUrl: string;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;

    afterEach(async () => {
      await app?.close();
      await smtp?.close();
      await dropTestDatabase(dbUrl);
    });

    it('sends a welcome mail on registration to a real SMTP server', async () => {
      smtp = await startSmtp();
      dbUrl = await createTestDatabase();
      app = await startTestApp({ DATABASE_URL: dbUrl, SMTP_URL: smtp.url, MAIL_FROM: 'Conference <team@conf.test>', ...extraEnv });
      const user = await registerUser(app, { full_name: 'Grace Hopper' });
      const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(user.email)));
      expect(mail.subject).toBe('Welcome to LT-Summit');
      expect(mail.text).toContain('Hello Grace Hopper');
      const row = await waitFor(async () => {
        const r = await app.database.prisma.mailOutbox.findFirst({ where: { to: user.email } });
        return r?.status === 'sent' ? r : undefined;
      });
      expect(row.attempts).toBe(1);
      expect(mail.messageId).toContain(`outbox-${row.id}@`);
    });

    it('retries a mail the SMTP server refused, and delivers it once', async () => {
      smtp = await startSmtp({ refuseFirst: 1 });
      dbUrl = await createTestDatabase();
      app = await startTestApp({ DATABASE_URL: dbUrl, SMTP_URL: smtp.url, ...extraEnv });
      const user = await registerUser(app);
      await waitFor(() => smtp.received.find((m) => m.to.includes(user.email)));
      const row = await waitFor(async () => {
        const r = await app.database.prisma.mailOutbox.findFirst({ where: { to: user.email } });
        return r?.status === 'sent' ? r : undefined;
      });
      expect(row.attempts).toBe(2);
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    });
  });
});
