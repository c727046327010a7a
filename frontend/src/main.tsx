// A page's start-up, in parts each initialised in a task of its own (issue 31: total blocking time). Imported
// statically, the whole app's modules were initialised in one task of about 300 ms on a phone's CPU after the first
// paint; now the store and services, the providers (MUI's theme and styles) and the router with the shell's layouts
// are each imported with import() and initialised one after another, with a task boundary between, so the browser
// can paint and answer input in between. The vendor chunk still holds their libraries
// (vite-plugins/start-up-graph.ts).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLocale } from '@/lib/i18n/i18n';
import { basenameOf, localeOfPath, withoutLocale } from '@/lib/i18n/locales';
import { keepFocusThroughBusy } from '@/lib/focus-after-busy';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const locale = localeOfPath(location.pathname);

async function start() {
  // The page's messages before its first render (a chunk of their own, preloaded by the server's page).
  await activateLocale(locale);
  // One chunk holds the three parts (fetched by the first import); each import() initialises its part when called.
  const { startState } = await import('@/app/start-up/state');
  await nextTask();
  const serverState = startState();
  await nextTask();
  const { AppProviders } = await import('@/app/providers');
  await nextTask();
  const { AppRouter, preloadPageAt, preloadServerRenderedPage } = await import('@/app/router');
  // The server-rendered page's own code before hydrating it: hydration then takes over the server's HTML in one go.
  if (serverState) await preloadServerRenderedPage(withoutLocale(location.pathname));
  // A signed-in page's code while the session is checked, and before the first render for up to half a second: a
  // page whose code is there renders at once, where one that is not shows a spinner that React keeps for at least
  // 300 ms (issue 45: the organisers' calendar). On a slow network the shell shows first.
  else await Promise.race([preloadPageAt(withoutLocale(location.pathname), location.search), new Promise((resolve) => setTimeout(resolve, 500))]);
  await nextTask();

  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProviders serverState={serverState}>
        <AppRouter basename={basenameOf(locale)} />
      </AppProviders>
    </StrictMode>
  );
  if (serverState && root.firstElementChild) {
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

// A control disabled while it works gives the keyboard its place back afterwards, everywhere (WCAG 2.4.3).
keepFocusThroughBusy(document);
void start();
