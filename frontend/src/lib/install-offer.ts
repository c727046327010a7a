// The browser's offer to install the site as an app (issue 44). Chromium fires `beforeinstallprompt` once the site
// qualifies (its manifest, icons and service worker), often before a page's own code has loaded, and the offer can be
// taken later, once: so it is kept from the start of every page (ssr-boot.ts, app/start-up/state.ts) for the quiet
// hint on the schedule and the dashboard (components/install-app-hint.tsx). Kept, it no longer shows Chromium's own
// install bar on phones: the site offers it where it fits instead. Safari on iPhone fires no such event and installs
// only through its Share menu, which a page can just describe.

/** The event Chromium fires (not in TypeScript's DOM types). */
export interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
}

let offer: InstallOffer | null = null;
let caughtOn: Window | null = null;
const listeners = new Set<() => void>();

function change(next: InstallOffer | null) {
  offer = next;
  for (const listener of listeners) listener();
}

/** Keeps the browser's offer from now on (once per page; later calls do nothing). */
export function catchInstallOffer(): void {
  if (typeof window === 'undefined' || caughtOn === window) return;
  caughtOn = window;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    change(event as InstallOffer);
  });
  // Installed (from the hint or the browser's own menu): there is nothing left to offer.
  window.addEventListener('appinstalled', () => change(null));
}

/** The offer the browser has made and the page has not used, if any. */
export const currentInstallOffer = (): InstallOffer | null => offer;

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the browser's install dialog. An offer is good for one dialog, whatever the answer, so it is gone after. */
export async function takeInstallOffer(): Promise<void> {
  const taken = offer;
  if (!taken) return;
  change(null);
  await taken.prompt();
}

const STANDALONE = '(display-mode: standalone)';

/** Whether the page runs as the installed app (Safari's own flag on iOS, the display mode elsewhere). */
export function runsAsInstalledApp(): boolean {
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia(STANDALONE).matches;
}

/** Other browsers on iOS name themselves in Safari's user agent; they install differently or not at all. */
const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\//;

/** Safari on an iPhone or iPad (an iPad asks for desktop pages as a Mac with a touch screen). */
export function isIosSafari(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints ?? 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent);
}
