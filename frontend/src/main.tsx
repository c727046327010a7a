import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { startOfflineWatch } from '@/app/offline';
import { startRealtime } from '@/app/realtime';
import { startTokenRenewal } from '@/app/token-renewal';
import { AppRouter } from '@/app/router';
import { store, type RootState } from '@/app/store';
import { checkSession } from '@/features/auth/api/check-session';
import { registerServiceWorker } from '@/lib/offline/service-worker';
import { notePublicVersion } from '@/lib/public/public-version';
import { ssrHydrated } from '@/lib/api';
import { activateLocale } from '@/lib/i18n/i18n';
import { basenameOf, localeOfPath } from '@/lib/i18n/locales';

/** What the server rendered this page with (backend/src/common/spa-fallback.ts), when it did. */
function serverRendered(): { state: RootState; version: number } | null {
  const script = document.getElementById('ssr-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as { state: RootState; version: number };
  } catch {
    return null;
  }
}

const server = serverRendered();
// Before anything subscribes: the page's queries are already answered, at the server's version.
if (server) {
  store.dispatch(ssrHydrated(server.state));
  notePublicVersion(String(server.version));
}

// Started here rather than in an effect so that StrictMode's double effects cannot run them twice.
startRealtime(store);
startTokenRenewal(store);
startOfflineWatch(store);
void store.dispatch(checkSession());
registerServiceWorker();

const root = document.getElementById('root')!;
const locale = localeOfPath(location.pathname);
const app = (
  <StrictMode>
    <AppProviders serverState={server?.state}>
      <AppRouter basename={basenameOf(locale)} />
    </AppProviders>
  </StrictMode>
);

// The page's messages before its first render (a chunk of their own, preloaded by the server's page).
function mount() {
  if (server && root.firstElementChild) {
    // The first render matches the server's (its state, an anonymous visitor); the browser's own state follows.
    // In a transition, so hydration also works in slices and yields to the browser between them (total blocking time).
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, info) => console.error('Hydration', error, info.componentStack),
      });
    });
  } else {
    // A transition, so React renders the first screen in slices and yields to the browser between them instead of
    // holding the main thread for the whole tree (issue 12: total blocking time of the first load).
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
}

void activateLocale(locale).then(mount);
