import { deleteUserDatabases } from './user-databases';
import { OFFLINE_COPY_HEADER, OFFLINE_COPY_META, USER_CACHE_PREFIX } from '@/service-worker/offline-routes';

let settle: (registration: ServiceWorkerRegistration | null) => void = () => undefined;
/**
 * How this page's registration of the worker went: its registration, or null when none was made (not a production
 * build, no support) or it failed or was refused (a browser or a test harness that blocks service workers).
 */
export const pageRegistration = new Promise<ServiceWorkerRegistration | null>((resolve) => (settle = resolve));

/**
 * Registers the service worker (src/service-worker/sw.ts, built as /sw.js) once the page has loaded, so that it
 * never competes with the first screen. Production builds only: the dev server has no /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return settle(null);
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(
      // A blocked registration resolves with nothing.
      (registration: ServiceWorkerRegistration | undefined) => settle(registration ?? null),
      (error: unknown) => {
        console.warn('Offline copies unavailable', error);
        settle(null);
      },
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Deletes the signed-in user's stored data (sign-out, an ended session), whichever version of the worker kept it. */
export async function forgetUserData(): Promise<void> {
  await deleteUserDatabases();
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('Could not delete the stored copies of your data', error);
  }
}

/** When the stored copy this answer came from was made (epoch ms), or null for an answer from the network. */
export function offlineCopyTime(response: Response | undefined): number | null {
  const stored = response?.headers.get(OFFLINE_COPY_HEADER);
  return stored ? Date.parse(stored) : null;
}

/**
 * When the stored copy this page was loaded from was made, or null for a page from the network. Only a page rendered
 * on the server carries data (its store state, main.tsx); the client page's data says for itself how old it is.
 */
export function pageCopyTime(): number | null {
  if (!document.getElementById('ssr-state')) return null;
  const stored = document.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.getAttribute('content');
  return stored ? Date.parse(stored) : null;
}
