/// <reference lib="webworker" />
// The service worker's part in Web Push (issue 44): a push shows its notification unless a page of the site is in
// front of the person (the page's own notice tells it then, not both); a click opens the address it names, in a tab
// of the site if one is open, and its "Mute this session" tells the server to push nothing more of that session here;
// a subscription the push service replaced is made again and posted to the server.
import { addressToOpen, MUTE_ACTION, notificationFor, sessionToMute } from './push-notifications';
import { readPushDeviceRecord } from './push-device-record';
import { toBase64url } from './base64url';

declare const self: ServiceWorkerGlobalScope;

/** Whether a page of the site is open, visible and focused: its in-app notice shows the change. */
async function pageInFront(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.visibilityState === 'visible' && client.focused);
}

async function showPush(event: PushEvent): Promise<void> {
  const shown = notificationFor(event.data?.text() ?? null);
  if (!shown || (await pageInFront())) return;
  await self.registration.showNotification(shown.title, shown.options);
}

/** A tab of the site goes to the address and comes to the front; without one, a new window opens it. */
async function openAddress(data: unknown): Promise<void> {
  const url = addressToOpen(data, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    // A tab this worker does not control cannot be sent elsewhere (navigate answers null): a new window then.
    const there = tab.url === url ? tab : await tab.navigate(url).catch(() => null);
    if (there) {
      await there.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(url);
}

async function postJson(path: string, method: string, body: unknown): Promise<Response> {
  return fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' });
}

const holderOf = (subscription: PushSubscription) => ({ endpoint: subscription.endpoint, keys: { auth: toBase64url(subscription.getKey('auth')) } });

/** "Mute this session": this device is told nothing more of it (its subscription's secret names the device). */
async function muteSession(sessionId: number): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription();
  if (subscription) await postJson(`/api/push/subscriptions/muted/${sessionId}`, 'PUT', holderOf(subscription));
}

/**
 * The push service ended this browser's subscription and may have made another: subscribe again with the server's
 * key (unless the browser already did) and post it with what the page last chose, naming the old one by its secret:
 * the server hands the old one's account, choices and muted sessions to the new one and ends the old one, so an
 * account's device stays the account's without a sign-in here.
 */
async function subscribeAgain(event: Event & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null }): Promise<void> {
  const { public_key } = (await (await fetch('/api/push/key')).json()) as { public_key: string };
  const key = Uint8Array.from(atob(public_key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const fresh = event.newSubscription ?? (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const record = await readPushDeviceRecord();
  const old = event.oldSubscription;
  const replaces = old && old.endpoint !== fresh.endpoint ? holderOf(old) : undefined;
  await postJson('/api/push/subscriptions', 'POST', { ...fresh.toJSON(), ...record, ...(replaces && { replaces }) });
}

export function handlePushEvents(): void {
  self.addEventListener('push', (event) => event.waitUntil(showPush(event)));
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const sessionId = sessionToMute(event.notification.data);
    if (event.action === MUTE_ACTION && sessionId !== null) {
      event.waitUntil(muteSession(sessionId));
      return;
    }
    // Both the notification and its "Open" action open the address.
    event.waitUntil(openAddress(event.notification.data));
  });
  self.addEventListener('pushsubscriptionchange', (event) => (event as ExtendableEvent).waitUntil(subscribeAgain(event)));
}
