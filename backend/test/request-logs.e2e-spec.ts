// Logs that follow a change (issue 48): the app's JSON log lines, read as they are written, carry the request id of
// the change they belong to, from the HTTP request through the event relay to the socket push, the device's web push
// (through a real local push service) and the mail (received by a real SMTP server). A request id a client sends is
// kept when it is a plain token, and replaced, never logged, when it is not.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import net from 'node:net';
import { startWorker } from '../src/worker.js';
import {
  ADMIN,
  api,
  closeTestApps,
  connectSocket,
  createTestDatabase,
  login,
  newSpeakerAccount,
  nextEvent,
  redisUrl,
  startTestApp,
  type TestApp,
} from './harness.js';
import { startLocalPushService, type LocalPushService } from './push-service.js';
import { startSmtp, waitFor, type Smtp } from './smtp.js';

type Line = Record<string, unknown> & { msg?: string; context?: string; req_id?: string };

/** A destination for an app's log lines that keeps them, as written and parsed. */
function collector() {
  const raw: string[] = [];
  const lines: Line[] = [];
  return { raw, lines, stream: { write: (line: string) => void (raw.push(line), lines.push(JSON.parse(line) as Line)) } };
}

describe('test/request-logs.e2e-spec.ts', () => {
  const { raw, lines, stream: logStream } = collector();
  let app: TestApp;
  let dbUrl: string;
  let smtp: Smtp;
  let push: LocalPushService;
  let admin: string;
  beforeAll(async () => {
    push = await startLocalPushService();
    smtp = await startSmtp();
    dbUrl = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: dbUrl, SMTP_URL: smtp.url, PUSH_SERVICE_ORIGINS: push.origin, LOG_LEVEL: 'info' }, { logStream });
    admin = await login(app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await closeTestApps([app], dbUrl, 'request-logs.e2e-spec.ts');
    await smtp?.close();
    await push?.stop();
  });

  /** The lines of one request's work (a relay pass that handled several changes names each of their ids). */
  const linesOf = (requestId: string) => lines.filter((line) => typeof line.req_id === 'string' && line.req_id.split(',').includes(requestId));

  it("follows an organiser's decision by its x-request-id from the request to the relay, the socket, the device and the mail", async () => {
    const email = `logged-speaker-${Date.now()}@test.example`;
    const speaker = await newSpeakerAccount(app, email);
    const key = (await api(app, 'GET', '/api/push/key')).body.public_key as string;
    const device = await push.subscribe(key);
    const subscribed = await api(app, 'POST', '/api/push/subscriptions', { token: speaker.token, body: { ...device.subscription, topics: ['decisions'] } });
    expect(subscribed.status).toBe(201);
    const socket = await connectSocket(app.url, speaker.token);
    const requestId = `decision-${randomUUID()}`;
    try {
      const notified = nextEvent<{ title: string }>(socket, 'notification.created');
      const decided = await api(app, 'PATCH', `/cfp/submissions/${speaker.proposalId}/status`, {
        token: admin,
        body: { status: 'accepted' },
        headers: { 'x-request-id': requestId },
      });
      expect(decided.status).toBe(200);
      expect(decided.headers.get('x-request-id')).toBe(requestId);
      expect(await notified).toMatchObject({ title: 'Proposal accepted' });
    } finally {
      socket.disconnect();
    }
    await waitFor(() => smtp.received.find((m) => m.to.includes(email) && m.subject.startsWith('Your proposal was accepted')));
    await waitFor(async () => (await push.received(device.clientHash)).length > 0);

    // The mail's and the push's lines are written once the SMTP server and the push service have taken them.
    const sentLines = await waitFor(() => {
      const mine = linesOf(requestId);
      const mail = mine.find((l) => l.context === 'SendMail' && /^Sent mail \d+/.test(l.msg ?? ''));
      const webPush = mine.find((l) => l.context === 'PushRelay' && new RegExp(`^Push \\d+ to device \\d+ sent$`).test(l.msg ?? ''));
      return mail && webPush && { mail, webPush };
    });
    const mine = linesOf(requestId);
    expect(mine.find((l) => l.msg === 'request')).toMatchObject({ method: 'PATCH', route: '/cfp/submissions/:id/status', status: 200, level: 'info' });
    expect(mine.find((l) => l.context === 'EventRelay' && /^Delivered event row \d+: .*proposal\.decided/.test(l.msg ?? ''))).toBeTruthy();
    expect(mine.find((l) => l.context === 'Realtime' && l.msg === `Pushed notification.created to user:${speaker.user.id}`)).toBeTruthy();
    expect(sentLines.mail.level).toBe('info');
    // Every line is one JSON object with a time and a level by name.
    expect(mine.every((l) => typeof l.time === 'string' && typeof l.level === 'string')).toBe(true);
  });

  it('keeps the id of a request whose body arrives after its headers (a slow upload) on what the change does', async () => {
    const speaker = await newSpeakerAccount(app, `slow-body-${Date.now()}@test.example`);
    const requestId = `slow-${randomUUID()}`;
    const body = JSON.stringify({ status: 'rejected' });
    const status = await new Promise<number>((resolve, reject) => {
      const sending = request(`${app.url}/cfp/submissions/${speaker.proposalId}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': requestId },
      });
      sending.on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      sending.on('error', reject);
      sending.flushHeaders();
      setTimeout(() => sending.end(body), 200);
    });
    expect(status).toBe(200);
    await waitFor(() => linesOf(requestId).find((l) => l.context === 'EventRelay' && /proposal\.decided/.test(l.msg ?? '')));
  });

  it('answers and logs a generated id for a request without one, and for one whose id is too long or not a plain token', async () => {
    const hostile = ['x'.repeat(200), 'forged" "level":"fatal', 'two words', `ünïcode-${'a'.repeat(8)}`];
    for (const sent of [undefined, ...hostile]) {
      const answer = await api(app, 'GET', '/api/auth/me', { headers: sent === undefined ? {} : { 'x-request-id': sent } });
      expect(answer.status).toBe(401);
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const line = await waitFor(() => linesOf(id!).find((l) => l.msg === 'request'));
      expect(line).toMatchObject({ method: 'GET', route: '/api/auth/me', status: 401 });
    }
    for (const sent of hostile) expect(raw.some((line) => line.includes(sent))).toBe(false);
  });

  it('never takes a line break in x-request-id into a log line', async () => {
    const { port } = new URL(app.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: broken\n"level":"fatal"\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    // Node's HTTP parser refuses it (400) before the app sees it: nothing of it reaches a log line.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw.some((line) => line.includes('broken'))).toBe(false);
  });

  // Last: Nest's loggers are the process's, so from here on every `new Logger()` line goes to the worker's stream.
  describe('with the mail sent by a separate worker through Redis', () => {
    const worker = collector();
    let refusing: Smtp;
    let sender: TestApp;
    let senderDb: string;
    let running: Awaited<ReturnType<typeof startWorker>>;
    beforeAll(async () => {
      refusing = await startSmtp({ refuseFirst: 1, refuseCode: 550 });
      senderDb = await createTestDatabase();
      const env = { DATABASE_URL: senderDb, SMTP_URL: refusing.url, RUN_WORKER: 'false', REDIS_URL: redisUrl(), LOG_LEVEL: 'info' };
      sender = await startTestApp(env, { logStream });
      running = await startWorker(sender.config, { logStream: worker.stream });
    });
    afterAll(async () => {
      await running?.close();
      await closeTestApps([sender], senderDb, 'request-logs.e2e-spec.ts');
      await refusing?.close();
    });

    it("logs a mail the SMTP server refused with the id of the request that wrote it, carried in the queue job's data", async () => {
      const requestId = `register-${randomUUID()}`;
      const email = `refused-${Date.now()}@test.example`;
      const registered = await api(sender, 'POST', '/api/auth/register', {
        body: { email, password: 'correct-horse-battery', full_name: 'Refused Person' },
        headers: { 'x-request-id': requestId },
      });
      expect(registered.status).toBe(201);
      const failed = await waitFor(() => worker.lines.find((l) => l.context === 'SendMail' && l.req_id === requestId));
      expect(failed).toMatchObject({ level: 'error', msg: expect.stringMatching(/^Mail \d+ \(welcome\) failed for good after 1 attempt\(s\): .*550/) });
      expect(linesOf(requestId).find((l) => l.msg === 'request')).toMatchObject({ method: 'POST', route: '/api/auth/register', status: 201 });
    });
  });
});
