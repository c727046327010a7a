// What happens to mail when things go wrong: a permanent refusal goes to the dead letters, where an admin sees why
// and sends it again; a row a dead worker left claimed comes back when its lease ends and goes out once, with the
// same Message-ID; and the app with RUN_WORKER=false leaves the sending to a separate worker, with or without Redis.
import { startWorker } from '../src/worker.js';
import { MAIL_QUEUE } from '../src/mail/mail.tokens.js';
import type { MailQueue } from '../src/mail/mail-queue.js';
import { ADMIN, api, createTestDatabase, dropTestDatabase, login, redisUrl, registerUser, startTestApp, type TestApp } from './harness.js';
import { startSmtp, waitFor } from './smtp.js';

describe('test/mail-delivery.e2e-spec.ts', () => {
  let app: TestApp | undefined;
  let dbUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await smtp?.close();
    await dropTestDatabase(dbUrl);
  });

  const rowFor = (email: string) => app!.database.prisma.mailOutbox.findFirstOrThrow({ where: { to: email } });

  it('puts a permanently refused mail in the dead letters after one attempt, and an admin sends it again', async () => {
    smtp = await startSmtp({ refuseFirst: 1, refuseCode: 550 });
    dbUrl = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: dbUrl, SMTP_URL: smtp.url });
    const user = await registerUser(app);
    const failed = await waitFor(async () => ((await rowFor(user.email)).status === 'failed' ? rowFor(user.email) : undefined));
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain('Mailbox unavailable');

    const admin = await login(app, ADMIN.email, ADMIN.password);
    const list = await api(app, 'GET', '/api/admin/mail/failed', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: failed.id, to: user.email, subject: failed.subject, attempts: 1 })]);
    expect((await api(app, 'GET', '/api/admin/mail/failed', { token: user.token })).status).toBe(403);
    expect((await api(app, 'GET', '/api/admin/mail/failed')).status).toBe(401);

    // The status page shows the dead letter to admins only.
    expect((await api(app, 'GET', '/health', { token: admin })).body.mail_outbox).toMatchObject({ failed: 1 });
    expect((await api(app, 'GET', '/health')).body.mail_outbox).toBeUndefined();

    const retried = await api(app, 'POST', `/api/admin/mail/${failed.id}/retry`, { token: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'pending', attempts: 0 });
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(user.email)));
    expect(mail.messageId).toContain(`outbox-${failed.id}@`);
    await waitFor(async () => ((await rowFor(user.email)).status === 'sent' ? true : undefined));
    expect((await api(app, 'GET', '/api/admin/mail/failed', { token: admin })).body).toEqual([]);

    const again = await api(app, 'POST', `/api/admin/mail/${failed.id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('A mail that is sent cannot be retried');
    expect((await api(app, 'POST', '/api/admin/mail/999999/retry', { token: admin })).status).toBe(404);
  });

  describe.each([
    ['the in-process queue', {}],
    ['BullMQ on Redis', { REDIS_URL: redisUrl() }],
  ])('with %s', (_name, extraEnv) => {
    it('sends a mail a dead worker left claimed once its lease ends, once, and ignores the dead claim', async () => {
      smtp = await startSmtp();
      dbUrl = await createTestDatabase();
      app = await startTestApp({ DATABASE_URL: dbUrl, SMTP_URL: smtp.url, ...extraEnv });
      const prisma = app.database.prisma;
      // As a worker killed in the middle of a send leaves it: claimed (claim 3), its lease over.
      const row = await prisma.mailOutbox.create({
        data: {
          to: 'left@test.example',
          subject: 'Left behind',
          text: 'Hello',
          template: 'test',
          status: 'queued',
          claim: 3,
          lease_until: new Date(Date.now() - 1000),
        },
      });
      const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('left@test.example')));
      expect(mail.messageId).toContain(`outbox-${row.id}@`);
      const sent = await waitFor(async () => {
        const r = await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } });
        return r.status === 'sent' ? r : undefined;
      });
      expect(sent.claim).toBe(4);
      // The dead worker's job turns up late: its claim is no longer the row's, so nothing is sent.
      await app.app.get<MailQueue>(MAIL_QUEUE).add({ outboxId: row.id, claim: 3 });
      await sleep(1000);
      expect(smtp.received.filter((m) => m.to.includes('left@test.example'))).toHaveLength(1);
    });

    it('leaves the sending to the separate worker when RUN_WORKER=false', async () => {
      smtp = await startSmtp();
      dbUrl = await createTestDatabase();
      app = await startTestApp({ DATABASE_URL: dbUrl, SMTP_URL: smtp.url, RUN_WORKER: 'false', ...extraEnv });
      const user = await registerUser(app);
      await sleep(2500);
      expect(smtp.received).toHaveLength(0);
      // Without a shared queue the app claims nothing it cannot send; with Redis it hands rows to the queue.
      expect((await rowFor(user.email)).status).toBe('REDIS_URL' in extraEnv ? 'queued' : 'pending');

      const worker = await startWorker(app.config);
      try {
        const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(user.email)));
        expect(mail.subject).toBe('Welcome to LT-Summit');
        await waitFor(async () => ((await rowFor(user.email)).status === 'sent' ? true : undefined));
        expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      } finally {
        await worker.close();
      }
    });
  });
});
