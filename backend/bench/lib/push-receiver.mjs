// Parent side of push-receiver.child.mjs: a local push service that counts what reached each device, pinned to a
// core. `endpoint(i)` is device i's address on it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, spawnPinned, stopChild } from './proc.mjs';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'push-receiver.child.mjs');

/** {origin, endpoint(i), stats(), reset(), stop()}; `delayMs`: how long it takes to answer each push. */
export async function startPushReceiver(core, { delayMs = 0 } = {}) {
  const child = spawnPinned(core, [process.execPath, CHILD], {
    env: { ...process.env, RECEIVER_DELAY_MS: String(delayMs) },
    stdio: ['ignore', 'inherit', 'inherit'],
    ipc: true,
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the push receiver exited with ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  log(`push receiver pid ${child.pid} on ${origin} (core ${core})`);
  return {
    origin,
    pid: child.pid,
    endpoint: (i) => `${origin}/push/device-${i}`,
    /** {devices: how many got at least one push, duplicates: pushes beyond the first, times: each device's first, ms}. */
    stats: async () => (await fetch(`${origin}/stats`)).json(),
    reset: () => fetch(`${origin}/reset`, { method: 'POST' }),
    stop: () => stopChild(child, 2000),
  };
}

/** A subscription's keys, as a browser makes them: a P-256 public key and a 16-byte secret (base64url). */
export async function subscriptionKeys() {
  const { createECDH, randomBytes } = await import('node:crypto');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
