// The SMTP server the deployment sends to: it records each message's Message-ID and recipient, and can refuse for a
// while (451, "try again later") as a mail provider having trouble does.
import { SMTPServer } from 'smtp-server';

export function startSmtp() {
  const received = [];
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        if (state.refusing) {
          state.refused++;
          const error = new Error('Try again later');
          error.responseCode = 451;
          return callback(error);
        }
        const head = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0];
        const header = (name) => new RegExp(`^${name}:\\s*(.+)$`, 'mi').exec(head)?.[1].trim() ?? '';
        received.push({ messageId: header('Message-ID'), to: header('To'), subject: header('Subject') });
        callback();
      });
    },
  });
  // A sender killed mid-conversation (the suite kills workers) resets its connection: that is expected here.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('[smtp]', error);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address();
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        state,
        /** Message-IDs received more than once, and how often. */
        duplicates: () => {
          const counts = new Map();
          for (const m of received) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
          return [...counts].filter(([, n]) => n > 1);
        },
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
