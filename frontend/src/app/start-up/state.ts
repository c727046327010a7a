// The first part of a page's start-up (main.tsx): the store, with what the server rendered the page with, and what
// runs beside the pages for the whole visit (live updates, token renewal, the offline watch, the session check).
import { startOfflineWatch } from '@/app/offline';
import { startRealtime } from '@/app/realtime';
import { startTokenRenewal } from '@/app/token-renewal';
import { store, type RootState } from '@/app/store';
import { checkSession } from '@/features/auth/api/check-session';
import { registerServiceWorker } from '@/lib/offline/service-worker';
import { catchInstallOffer } from '@/lib/install-offer';
import { notePublicVersion } from '@/lib/public/public-version';
import { hydratingPageRenderedAt } from '@/lib/render-clock';
import { ssrHydrated } from '@/lib/api';
// The endpoints of the queries a server-rendered page carries (entry-server.tsx imports the same): defined before the
// store holds those queries, so a push that arrives before the pages' code has started finds them.
import '@/lib/public/archive-api';
import '@/lib/public/public-api';
import '@/lib/public/schedule-changes-api';

/** What the server rendered this page with (backend/src/http/spa-fallback.ts), when it did. */
function serverRendered(): { state: RootState; version: number; renderedAt?: number } | null {
  const script = document.getElementById('ssr-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as { state: RootState; version: number; renderedAt?: number };
  } catch {
    return null;
  }
}

/** Starts the store and the services; returns the server's state, which the first render must match. */
export function startState(): RootState | undefined {
  const server = serverRendered();
  // Before anything subscribes: the page's queries are already answered, at the server's version.
  if (server) {
    store.dispatch(ssrHydrated(server.state));
    notePublicVersion(String(server.version));
    hydratingPageRenderedAt(server.renderedAt ?? null);
  }
  // Started here rather than in an effect so that StrictMode's double effects cannot run them twice.
  startRealtime(store);
  startTokenRenewal(store);
  startOfflineWatch(store);
  void store.dispatch(checkSession());
  registerServiceWorker();
  catchInstallOffer();
  return server?.state;
}
