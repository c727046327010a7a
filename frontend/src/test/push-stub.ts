// The browser's side of Web Push in a component test (jsdom has none): Notification's permission and question,
// the site's service worker registration and its PushManager, and one subscription. The server's calls still go
// through the fetch stub (./fetch-stub.ts).
import { onTestFinished, vi } from 'vitest';

export const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-browser';
/** A P-256 point's length of base64url (the fake browser never checks it). */
export const PUSH_P256DH = `B${'A'.repeat(86)}`;
export const PUSH_AUTH = 'c2VjcmV0LXNlY3JldC0xMg';
/** The server's public key as GET /api/push/key answers it. */
export const SERVER_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

type Permission = NotificationPermission;

interface PushStubOptions {
  /** What Notification.permission says before anything is asked. */
  permission?: Permission;
  /** What the person answers when the browser asks. */
  answer?: Permission;
  /** The browser holds a subscription already. */
  subscribed?: boolean;
  /** The site's service worker is registered. */
  worker?: boolean;
}

export interface PushStub {
  /** How often the browser asked the person. */
  questions: number;
  /** The options each pushManager.subscribe was called with. */
  subscribed: PushSubscriptionOptionsInit[];
  subscription: PushSubscription | null;
  unsubscribed: number;
}

function fakeSubscription(stub: PushStub, key: BufferSource | string | null | undefined): PushSubscription {
  const json = { endpoint: PUSH_ENDPOINT, expirationTime: null, keys: { p256dh: PUSH_P256DH, auth: PUSH_AUTH } };
  return {
    endpoint: PUSH_ENDPOINT,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: key instanceof Uint8Array ? key.buffer : null },
    getKey: () => null,
    toJSON: () => json,
    unsubscribe: async () => {
      stub.subscription = null;
      stub.unsubscribed++;
      return true;
    },
  } as unknown as PushSubscription;
}

export function stubPush({ permission = 'default', answer = 'granted', subscribed = false, worker = true }: PushStubOptions = {}): PushStub {
  const stub: PushStub = { questions: 0, subscribed: [], subscription: null, unsubscribed: 0 };
  let current = permission;
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return current;
      }
      static async requestPermission() {
        stub.questions++;
        current = answer;
        return answer;
      }
    },
  );
  vi.stubGlobal('PushManager', class {});
  const pushManager = {
    getSubscription: async () => stub.subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      stub.subscribed.push(options);
      stub.subscription = fakeSubscription(stub, options.applicationServerKey);
      return stub.subscription;
    },
  };
  if (subscribed) stub.subscription = fakeSubscription(stub, null);
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (worker ? registration : undefined),
      ready: worker ? Promise.resolve(registration) : new Promise(() => undefined),
    },
  });
  onTestFinished(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
  return stub;
}

/** The bytes of a base64url text, as pushManager.subscribe is given the server's key. */
export const bytesOf = (base64url: string) => Array.from(Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
