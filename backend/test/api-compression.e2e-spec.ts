// The API's answers as a browser receives them: compressed (br, else gzip) when it offers that and the answer is worth
// it, plain otherwise; never for the sign-in routes, whose answers carry tokens; and request bodies are read as sent.
import { request } from 'node:http';
import { brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { ADMIN, useAdminApp } from './harness.js';

describe('test/api-compression.e2e-spec.ts', () => {
  const ctx = useAdminApp();

  /** The bytes as sent (fetch would decode them), with the response headers. */
  function rawCall(route: string, headers: Record<string, string>, body?: Buffer) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
      const req = request(`${ctx.app.url}${route}`, { method: body ? 'POST' : 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  beforeAll(async () => {
    for (let i = 0; i < 20; i++) {
      const start = new Date(Date.UTC(2025, 10, 17, 8 + (i % 8), 0)).toISOString();
      const created = await ctx.asAdmin('POST', '/api/admin/sessions', {
        title: `Compressed talk ${i}`,
        description: 'A description long enough to make the list worth compressing. '.repeat(3),
        startTime: start,
        endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
        room: `Room ${i % 3}`,
      });
      expect(created.status).toBe(201);
    }
  });

  it("sends the organisers' session list as br or gzip when offered, the same JSON as the plain answer", async () => {
    const auth = { authorization: `Bearer ${ctx.admin}` };
    const plain = await rawCall('/api/admin/sessions', auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.bytes.toString()) as unknown;

    const br = await rawCall('/api/admin/sessions', { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(list);

    const gz = await rawCall('/api/admin/sessions', { ...auth, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.bytes).toString())).toEqual(list);
  });

  it("leaves the sign-in routes' answers plain, and reads a request body as sent", async () => {
    const offer = { 'accept-encoding': 'gzip, br' };
    const me = await rawCall('/api/auth/me', { ...offer, authorization: `Bearer ${ctx.admin}` });
    expect(me.status).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();

    const json = { 'content-type': 'application/json', ...offer };
    const signIn = await rawCall('/api/auth/login', json, Buffer.from(JSON.stringify({ email: ADMIN.email, password: ADMIN.password })));
    expect(signIn.status).toBe(200);
    expect(signIn.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(signIn.bytes.toString())).toHaveProperty('access_token');

    // A compressed body is not unpacked: it is refused as the JSON it is not, with a detail, never a 500.
    const packed = await rawCall(
      '/api/admin/news',
      { ...json, 'content-encoding': 'gzip', authorization: `Bearer ${ctx.admin}` },
      gzipSync(JSON.stringify({ title: 'Packed', content: 'x' })),
    );
    expect(packed.status).toBeGreaterThanOrEqual(400);
    expect(packed.status).toBeLessThan(500);
    expect(JSON.parse(packed.bytes.toString())).toHaveProperty('detail');
  });
});
