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
