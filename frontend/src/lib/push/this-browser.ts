// This browser's side of Web Push (issue 44): whether it can receive pushes, whether the person allowed them, and
// its subscription, made with the server's key through the site's service worker (src/service-worker/sw.ts). The
// worker is registered in production builds only (lib/offline/service-worker.ts): without it there is nothing to
// subscribe with, and the browser counts as one that cannot receive pushes.

import { pageRegistration } from '@/lib/offline/service-worker';
import { fromBase64url, toBase64url } from '@/service-worker/base64url';

/**
 * - `unsupported`: no Push API, or no service worker of the site;
 * - `blocked`: the person (or the browser) refused notifications for this site: only the browser's settings undo it;
 * - `ask`: not asked yet; asking needs a press of the person's;
 * - `allowed`: notifications are allowed.
 */
export type PushPermission = 'unsupported' | 'blocked' | 'ask' | 'allowed';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined') {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : Notification.permission === 'granted' ? 'allowed' : 'ask';
}

/** How long a page waits for the service worker to be registered (it registers once the page has loaded). */
const WORKER_WAIT_MS = 10_000;

/**
 * The site's service worker registration; null without one (the dev server, a failed or blocked registration).
 * `wait`: for the page's own registration (lib/offline/service-worker.ts) and its worker to be ready, at most
 * WORKER_WAIT_MS; no wait once the registration is known to have failed.
 */
export async function workerRegistration({ wait }: { wait: boolean }): Promise<ServiceWorkerRegistration | null> {
  if (pushPermission() === 'unsupported') return null;
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered || !wait) return registered ?? null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WORKER_WAIT_MS)));
  const failed = pageRegistration.then((registration) => (registration ? new Promise<never>(() => undefined) : null));
  try {
    return await Promise.race([navigator.serviceWorker.ready, failed, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's subscription, if it has one (`wait`: for a worker still being registered). */
export async function currentSubscription({ wait = false }: { wait?: boolean } = {}): Promise<PushSubscription | null> {
  const registration = await workerRegistration({ wait });
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Asks the person to allow notifications; call it from their press (browsers ignore it otherwise). */
export async function askPermission(): Promise<PushPermission> {
  if (pushPermission() === 'unsupported') return 'unsupported';
  await Notification.requestPermission();
  return pushPermission();
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Subscribes this browser with the server's key (notifications must be allowed), keeping a subscription it already
 * has with that key; null when the browser cannot (no worker, or its push service refused).
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription | null> {
  const registration = await workerRegistration({ wait: true });
  if (!registration) return null;
  const key = fromBase64url(publicKey);
  try {
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
    // Made with another key (the server's pair was replaced): a browser holds one subscription per worker.
    await existing?.unsubscribe();
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    console.warn('Could not subscribe to push notifications', error);
    return null;
  }
}

/** The subscription as the server takes it (PushSubscription.toJSON(), typed). */
export function subscriptionJson(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? toBase64url(subscription.getKey('p256dh')), auth: json.keys?.auth ?? toBase64url(subscription.getKey('auth')) },
  };
}

/** What names the subscription to the server without a sign-in. */
export const holderOf = (subscription: PushSubscription) => ({ endpoint: subscription.endpoint, keys: { auth: subscriptionJson(subscription).keys.auth } });
