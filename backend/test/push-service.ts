// A real local push service for the tests (the `web-push-testing` package): it hands out subscriptions as a
// browser's push service would, receives pushes, checks their VAPID signature and decrypts them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

export interface BrowserSubscription {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

export interface LocalPushService {
  origin: string;
  /** A browser's subscription for the server's public key, and the handle to read what reached it. */
  subscribe(applicationServerKey: string): Promise<{ subscription: BrowserSubscription; clientHash: string }>;
  /** The decrypted messages that reached a subscription, oldest first. */
  received(clientHash: string): Promise<string[]>;
  /** Ends a subscription as a browser does when it unsubscribes: later pushes answer 410. */
  expire(clientHash: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const port = await freePort();
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('web-push-testing/package.json')), 'src/bin/server.js');
  const child: ChildProcess = spawn(process.execPath, [bin, String(port)], { stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  const call = async (route: string, body: unknown) => {
    const response = await fetch(`${origin}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return (await response.json().catch(() => ({}))) as { data: Record<string, unknown> };
  };
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origin}/status`, { method: 'POST' }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error('the local push service did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    async subscribe(applicationServerKey) {
      const { data } = await call('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      const { clientHash, ...subscription } = data as unknown as BrowserSubscription & { clientHash: string };
      return { subscription: { ...subscription, expirationTime: subscription.expirationTime ?? null }, clientHash };
    },
    async received(clientHash) {
      const { data } = await call('/get-notifications', { clientHash });
      return data.messages as string[];
    },
    async expire(clientHash) {
      await fetch(`${origin}/expire-subscription/${clientHash}`, { method: 'POST', signal: AbortSignal.timeout(500) }).catch(() => undefined);
    },
    async stop() {
      child.kill();
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}

/** What a push service was sent, as it arrived: the headers the sender chose, and what it was answered. */
export interface RecordedPush {
  path: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  contentEncoding: string | undefined;
  answered: number;
}

export interface RecordingProxy {
  origin: string;
  /** The subscription as sent through the proxy: pushes to it are recorded, then passed on. */
  through<S extends { endpoint: string }>(subscription: S): S;
  /** The pushes to a subscription (its endpoint through the proxy), oldest first. */
  pushesTo(endpoint: string): RecordedPush[];
  /** The next `times` pushes to `endpoint` are answered `status` with `Retry-After: retryAfter` and not passed on. */
  refuse(endpoint: string, times: number, status: number, retryAfter?: string): void;
  stop(): Promise<void>;
}

/**
 * A proxy in front of the local push service, which does not report the headers a push came with: it records them
 * (TTL, Urgency, Topic) and can answer for the push service (429 with Retry-After) before passing pushes on.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const http = await import('node:http');
  const recorded: RecordedPush[] = [];
  const refusals = new Map<string, { times: number; status: number; retryAfter?: string }>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const header = (name: string) => request.headers[name] as string | undefined;
      const record = (answered: number) =>
        recorded.push({ path, ttl: header('ttl'), urgency: header('urgency'), topic: header('topic'), contentEncoding: header('content-encoding'), answered });
      const refusal = refusals.get(path);
      if (refusal && refusal.times > 0) {
        refusal.times--;
        record(refusal.status);
        response.writeHead(refusal.status, refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : {}).end();
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      fetch(`${target}${path}`, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }).then(
        async (answer) => {
          record(answer.status);
          response
            .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' })
            .end(Buffer.from(await answer.arrayBuffer()));
        },
        () => {
          record(502);
          response.writeHead(502).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    origin,
    through: (subscription) => ({ ...subscription, endpoint: `${origin}${pathOf(subscription.endpoint)}` }),
    pushesTo: (endpoint) => recorded.filter((r) => r.path === pathOf(endpoint)),
    refuse: (endpoint, times, status, retryAfter) => refusals.set(pathOf(endpoint), { times, status, retryAfter }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
