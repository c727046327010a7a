// The fan-out bench's reference: the same pushes the app sends for one change, made by `web-push` alone with no app
// around. Each of PUSH_N devices gets its own keys (made before the clock starts); each push is encrypted (aes128gcm)
// by web-push's generateRequestDetails with the VAPID headers web-push made once for the push service (as the app
// does: signing each push anew is four fifths of a push's work), and posted with fetch, MAX_IN_FLIGHT at a time, as the
// app's relay does. Prints {totalMs, p50Ms, p99Ms, cpuSeconds} as JSON on stdout.
import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';

const n = Number(process.env.PUSH_N);
const origin = process.env.RECEIVER_ORIGIN;
const MAX_IN_FLIGHT = 64;
const vapid = webpush.generateVAPIDKeys();
const devices = Array.from({ length: n }, (_, i) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${origin}/push/device-${i}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
});
// What the app's notice of one moved session says (backend/src/session-notices: PushMessage).
const payload = JSON.stringify({
  title: 'Session changed',
  body: "'Neural machine translation for public administrations' is now in Room 4.",
  url: '/sessions/12',
  tag: 'session-12',
  session_id: 12,
});

const cpuBefore = process.cpuUsage();
const started = performance.now();
const vapidHeaders = webpush.getVapidHeaders(origin, 'mailto:bench@bench.example', vapid.publicKey, vapid.privateKey, 'aes128gcm');
const done = [];
let next = 0;
async function lane() {
  while (next < n) {
    const device = devices[next++];
    const request = webpush.generateRequestDetails(device, payload, {
      headers: vapidHeaders,
      contentEncoding: 'aes128gcm',
      TTL: 86400,
      urgency: 'normal',
      topic: 'session-12',
    });
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([k, v]) => [k, String(v)]),
      ),
      body: new Uint8Array(request.body),
      redirect: 'manual',
    });
    await response.body?.cancel();
    if (response.status !== 201) throw new Error(`push ${response.status}`);
    done.push(performance.now() - started);
  }
}
await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, lane));
const totalMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
done.sort((a, b) => a - b);
const at = (p) => done[Math.min(done.length - 1, Math.floor((p / 100) * done.length))];
process.stdout.write(JSON.stringify({ totalMs, p50Ms: at(50), p99Ms: at(99), cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
