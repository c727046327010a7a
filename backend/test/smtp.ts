// A real SMTP server for tests: it receives mail the app sends and can refuse the first few attempts.
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  attachments: { filename: string; mimeType: string; content: string }[];
}

export function startSmtp(options: { refuseFirst?: number } = {}) {
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
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        received.push({
          to: (mail.to ?? []).map((t) => t.address ?? ''),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          messageId: mail.messageId ?? '',
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename ?? '',
            mimeType: a.mimeType,
            content: typeof a.content === 'string' ? a.content : Buffer.from(a.content as ArrayBuffer).toString('utf8'),
          })),
        });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
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
