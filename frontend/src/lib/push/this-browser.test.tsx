import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '@/lib/offline/service-worker';
import { workerRegistration } from './this-browser';

/** A browser with the Push API whose site has no worker registered yet, and whose worker never becomes ready. */
function browserWithoutWorker() {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(undefined), ready: new Promise(() => undefined) },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('workerRegistration', () => {
  it("answers at once that there is none when the page's registration was not made, instead of waiting 10 s", async () => {
    browserWithoutWorker();
    vi.useFakeTimers();
    // A test build registers nothing (as a browser that blocks service workers ends up): the page's attempt is over.
    registerServiceWorker();
    await expect(workerRegistration({ wait: true })).resolves.toBeNull();
  });
});
