// A real SMTP server for tests: it receives mail the app sends and can refuse the first few attempts.
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { ADMIN, createTestDatabase, dropTestDatabase, login, startTestApp, type TestApp } from './harness.js';

export interface Received {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  /** `content` read as text (a calendar file); `bytes` as received (an image). */
  attachments: { filename: string; mimeType: string; content: string; bytes: Buffer }[];
}

/** `refuseFirst` mails get 451 (try again later); with `refuseCode`, that code instead (5xx: never). */
export function startSmtp(options: { refuseFirst?: number; refuseCode?: number } = {}) {
  const received: Received[] = [];
  let refusals = options.refuseFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (refusals > 0) {
          refusals--;
          const code = options.refuseCode ?? 451;
          const error = new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later') as Error & { responseCode: number };
          error.responseCode = code;
          return callback(error);
        }
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        received.push({
          to: (mail.to ?? []).map((t) => t.address ?? ''),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          messageId: mail.messageId ?? '',
          attachments: (mail.attachments ?? []).map((a) => {
            const bytes = typeof a.content === 'string' ? Buffer.from(a.content) : Buffer.from(a.content as ArrayBuffer);
            return { filename: a.filename ?? '', mimeType: a.mimeType, content: bytes.toString('utf8'), bytes };
          }),
        });
        callback();
      });
    },
  });
  // A sender that goes away mid-conversation (an app closed by a test) resets its connection: not the test's concern.
  server.on('error', () => undefined);
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** One app whose mail reaches a real SMTP server here, for a whole test file, and an admin token. */
export function useAppWithMail(env: Record<string, string> = {}): { app: TestApp; admin: string; smtp: Smtp } {
  const context = {} as { app: TestApp; admin: string; smtp: Smtp; dbUrl: string };
  beforeAll(async () => {
    context.smtp = await startSmtp();
    context.dbUrl = await createTestDatabase();
    context.app = await startTestApp({ DATABASE_URL: context.dbUrl, SMTP_URL: context.smtp.url, ...env });
    context.admin = await login(context.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.smtp?.close();
    if (context.dbUrl) await dropTestDatabase(context.dbUrl);
  });
  return context;
}

export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
