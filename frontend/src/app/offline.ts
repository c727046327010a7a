import { networkChanged, offlineCopyUsed, siteReached } from '@/lib/offline/offline-state';
import { forgetUserData, pageCopyTime } from '@/lib/offline/service-worker';
import { getSocket, reconnectNow } from '@/lib/socket';
import { startAppListening, type AppStore } from './store';

/**
 * Keeps the offline state (lib/offline/offline-state.ts) current, once at start-up: the page itself may be a stored
 * copy; the browser says when the network goes and comes back (and the live connection then retries at once); the
 * live connection's `hello` means the page is being caught up (app/realtime.ts). Calls say the same in lib/api.ts.
 * A user who signs out, or whose session ends, leaves no stored data behind.
 */
export function startOfflineWatch(store: AppStore): void {
  const { dispatch } = store;
  const pageCopy = pageCopyTime();
  if (pageCopy !== null) dispatch(offlineCopyUsed(pageCopy));
  if (!navigator.onLine) dispatch(networkChanged({ online: false, at: Date.now() }));

  window.addEventListener('offline', () => dispatch(networkChanged({ online: false, at: Date.now() })));
  window.addEventListener('online', () => {
    dispatch(networkChanged({ online: true, at: Date.now() }));
    reconnectNow();
  });
  getSocket().on('hello', () => dispatch(siteReached()));

  startAppListening({
    predicate: (_action, current, previous) => previous.auth.user !== null && previous.auth.user.id !== current.auth.user?.id,
    effect: () => forgetUserData(),
  });
}
