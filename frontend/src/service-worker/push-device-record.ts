// What this browser last told the server about its push subscription (issue 44), kept where both the pages and the
// service worker read it (Cache Storage; a worker cannot read localStorage). When the push service replaces the
// subscription (`pushsubscriptionchange`) the worker subscribes again and posts the new one with these settings.
// It imports nothing from the app, because the worker is built on its own.

/** Not under the offline caches' prefix: a new worker deletes those, and this must outlive a deployment. */
const CACHE = 'push-device';
const KEY = '/push-device/settings';

export interface PushDeviceRecord {
  topics: string[];
  reminder_minutes: number | null;
  language: string;
  /** A visitor's stars (an anonymous device); absent for an account's device, which follows the account. */
  session_ids?: number[];
}

export async function readPushDeviceRecord(): Promise<PushDeviceRecord | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const answer = await (await caches.open(CACHE)).match(KEY);
    return answer ? ((await answer.json()) as PushDeviceRecord) : null;
  } catch {
    return null;
  }
}

export async function writePushDeviceRecord(record: PushDeviceRecord): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const body = JSON.stringify(record);
    await (await caches.open(CACHE)).put(KEY, new Response(body, { headers: { 'content-type': 'application/json' } }));
  } catch {
    // Without storage the worker posts a replaced subscription with the server's defaults.
  }
}

export async function forgetPushDeviceRecord(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(CACHE).catch(() => false);
}
