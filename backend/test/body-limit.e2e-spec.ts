// A body over the limit (1 MB) as a browser meets it: the upload goes on while the server answers. Refused before it
// was read, with the connection closed at once, the rest of the upload met a reset (EPIPE) about one time in four,
// and the browser showed a network error instead of "too large". The server reads and discards the rest (up to a
// bound), then answers 413 with its detail.
import net from 'node:net';
import { useTestApp } from './harness.js';

describe('test/body-limit.e2e-spec.ts', () => {
  const context = useTestApp();

  /** What a client that sends the body in pieces, each when the socket takes it, meets: the answer, or the failure. */
  function upload(path: string, bytes: number): Promise<{ sent: number; response: string; failure?: string }> {
    const { hostname, port } = new URL(context.app.url);
    return new Promise((resolve) => {
      const socket = net.connect(Number(port), hostname);
      let response = '';
      let sent = 0;
      let failure: string | undefined;
      socket.on('data', (data) => {
        response += data.toString();
        // The whole answer is in: close our side, as a browser done with the connection would.
        const [head, body] = response.split('\r\n\r\n');
        const length = /\r\ncontent-length: (\d+)/i.exec(head ?? '')?.[1];
        if (body !== undefined && length !== undefined && Buffer.byteLength(body) >= Number(length)) socket.end();
      });
      socket.on('error', (error: NodeJS.ErrnoException) => (failure = error.code ?? error.message));
      socket.on('close', () => resolve({ sent, response, failure }));
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`);
      const piece = Buffer.alloc(16 * 1024, 'a');
      const sendMore = () => {
        while (sent < bytes && !socket.destroyed) {
          const size = Math.min(piece.length, bytes - sent);
          sent += size;
          if (!socket.write(piece.subarray(0, size))) return void socket.once('drain', sendMore);
        }
        // All sent: the answer follows, and the test closes its side once it has it. Not before: a client that
        // half-closes while the server is still answering (as no browser does) has its request dropped by Node.
      };
      // After a moment, as a browser's upload on a real network would (the server has refused by then).
      setTimeout(sendMore, 100);
    });
  }

  it('reads an oversized body to its end before answering 413 with a detail, so the upload is not reset', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { sent, response, failure } = await upload('/public/sponsorship/apply', 2 * 1024 * 1024);
      expect({ failure, sent }).toEqual({ failure: undefined, sent: 2 * 1024 * 1024 });
      expect(response).toMatch(/^HTTP\/1\.1 413 /);
      expect(response).toContain('"detail":"Request body is too large"');
    }
  });
});
