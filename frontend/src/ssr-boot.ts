// The boot script of a server-rendered page (backend/src/http/spa-fallback.ts puts it in place of the entry's).
// The server's HTML is the page's whole first screen, so the page's code (the entry: React, MUI, the store) starts
// only when the visitor needs it (lib/page-start.ts says when): at once where the HTML cannot be what this browser
// shows, otherwise on the first sign of intent. Until then this script keeps the page live and offline-ready at a few
// KB: it registers the service worker and, once the page is idle, watches the socket for a change newer than the
// page, and brings the server's newer page in without starting the code (issue 45). A click or a form sent before the code runs is held and
// given to the page once it is interactive, so the first tap is never lost, and a bar at the top of the screen says
// that the page is getting ready meanwhile.
import { FOCUS_RING } from '@/lib/focus-ring';
import { localeOfPath } from '@/lib/i18n/locales';
import { catchUpPage, pageVersion } from '@/lib/page-catch-up';
import { catchInstallOffer } from '@/lib/install-offer';
import { registerServiceWorker } from '@/lib/offline/service-worker';
import { INTENT_EVENTS, LIVE_INDICATOR, reasonToStartAtOnce } from '@/lib/page-start';
import { pageLoaded } from '@/lib/socket-options';
import { watchSocket } from '@/lib/boot-socket';

const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
if (entry) boot(entry);

function boot(entry: string) {
  const root = document.documentElement;
  let started = false;
  const whenStarted: (() => void)[] = [];

  function start(reason: string) {
    if (started) return;
    started = true;
    root.dataset.started = reason;
    for (const event of INTENT_EVENTS) window.removeEventListener(event, onIntent, true);
    for (const stop of whenStarted.splice(0)) stop();
    void import(/* @vite-ignore */ entry);
  }
  const onIntent = (event: Event) => start(event.type);

  holdActionsUntilInteractive(root, () => start('a click'));
  registerServiceWorker();
  // The browser may offer installation before the page's code runs: kept for the page's hint (lib/install-offer.ts).
  catchInstallOffer();

  const reason = reasonToStartAtOnce(document, localeOfPath(location.pathname));
  if (reason) {
    // After the first frame: the first screen never waits for its code, not even for its download.
    requestAnimationFrame(() => setTimeout(() => start(reason)));
    return;
  }
  for (const event of INTENT_EVENTS) window.addEventListener(event, onIntent, { capture: true, passive: true });
  // A watch that begins after the start (the socket loads once the page is idle) stops at once.
  const onStarted = (stop: () => void) => (started ? stop() : whenStarted.push(stop));
  startWhenPlaceholdersNear(() => start('a placeholder in view'), onStarted);
  void watchProgramme(start, onStarted);
}

/**
 * What the server leaves for the page's code to fill (a list loaded with the page, shown as a progress indicator)
 * starts the code when it comes near the screen, so that a reader who reaches it without touching the page (a screen
 * reader's virtual cursor scrolls it into view) does not meet a placeholder that never ends.
 */
const NEAR_THE_SCREEN = '50% 0px';

function startWhenPlaceholdersNear(start: () => void, onStarted: (stop: () => void) => void) {
  const placeholders = document.querySelectorAll('#root [role="progressbar"]');
  if (placeholders.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: NEAR_THE_SCREEN });
  for (const placeholder of placeholders) observer.observe(placeholder);
  onStarted(() => observer.disconnect());
}

/**
 * Until the page is interactive (`<html data-interactive>`, set once its code has rendered), a click on something
 * that acts (a link of this site, a button) and a form sent are held: the browser's own action is stopped (a link
 * would load a new page instead of opening its dialog), the code is started, and the last one is repeated on the same
 * element once the page answers. Links elsewhere, new tabs and downloads keep the browser's own behaviour.
 */
function holdActionsUntilInteractive(root: HTMLElement, start: () => void) {
  let held: (() => void) | null = null;
  const interactive = () => root.hasAttribute('data-interactive');
  const starting = startingBar();

  const onClick = (event: MouseEvent) => {
    if (interactive() || event.defaultPrevented || event.button !== 0) return;
    const target = (event.target as Element | null)?.closest<HTMLElement>('a[href], button, [role="button"], [role="tab"], [role="menuitem"], summary');
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    if (target instanceof HTMLAnchorElement) {
      const elsewhere = target.origin !== location.origin || (target.target && target.target !== '_self') || target.hasAttribute('download');
      if (elsewhere || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    const path = pathOf(target);
    held = () => (target.isConnected ? target : sameAt(path, target))?.click();
    starting.show();
    start();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (interactive()) return;
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null);
    starting.show();
    start();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  const observer = new MutationObserver(() => {
    if (!interactive()) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    starting.hide();
    // After the page's own effects of this commit (its listeners are attached by then).
    const action = held;
    held = null;
    if (action) setTimeout(action);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
}

/** Marks the bar the boot script shows while a held action waits for the page's code. */
const STARTING_BAR = 'data-starting';
const BAR_TRANSITION = 'width 3s cubic-bezier(0.1, 0.7, 0.3, 1)';
const STARTING_BAR_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '0',
  left: '0',
  height: '3px',
  width: '0',
  zIndex: '2000',
  pointerEvents: 'none',
  background: FOCUS_RING.outlineColor,
  transition: BAR_TRANSITION,
};

/**
 * A thin bar across the top of the screen while a held tap waits for the page's code (a second or more on a slow
 * phone's first visit), and the page marked busy for assistive technology. Styled through the CSSOM, which the
 * page's CSP allows where a style attribute or element would need a hash.
 */
function startingBar() {
  let bar: HTMLElement | null = null;
  const main = () => document.getElementById('root');
  return {
    show() {
      if (bar) return;
      bar = document.createElement('div');
      bar.setAttribute(STARTING_BAR, '');
      bar.setAttribute('aria-hidden', 'true');
      Object.assign(bar.style, STARTING_BAR_STYLE);
      document.body.append(bar);
      // From nothing to most of the way, slowing down: the page's start takes as long as it takes.
      const shown = bar;
      requestAnimationFrame(() => requestAnimationFrame(() => (shown.style.width = '85%')));
      main()?.setAttribute('aria-busy', 'true');
    },
    hide() {
      bar?.remove();
      bar = null;
      main()?.removeAttribute('aria-busy');
    },
  };
}

/** Shows a connection state on the navigation's dot (components/live-indicator.tsx), in the page's language. */
function showLive(status: 'connected' | 'disconnected') {
  for (const dot of document.querySelectorAll<HTMLElement>(`[${LIVE_INDICATOR}]`)) {
    dot.dataset.status = status;
    const label = dot.getAttribute(`data-label-${status}`);
    if (label) {
      dot.setAttribute('aria-label', label);
      dot.title = label;
    }
  }
}

/** Where an element is in the page: the index of it and of each ancestor among its siblings, from the root down. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

/**
 * The element now at `path`, if it is the same kind with the same text as `was`: where the page's code rendered a
 * part afresh instead of taking over the server's elements (a part whose data changed while it started), the held
 * click goes to its new copy.
 */
function sameAt(path: number[], was: Element): HTMLElement | null {
  let node: Element | undefined = document.documentElement;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === was.tagName && node.textContent === was.textContent ? node : null;
}

/**
 * Once the page has loaded and the browser is idle, listens on the socket like the page's code would: a change
 * pushed, or a programme newer than the page's when the socket joins (`hello`), brings the page up to date without
 * its code (lib/page-catch-up.ts: the server's current page, morphed in). Where the server has no such page to give
 * (its renderer paused), the code starts and catches up itself. This socket (lib/boot-socket.ts, not socket.io-client)
 * closes when the code starts.
 */
async function watchProgramme(start: (why: string) => void, onStarted: (stop: () => void) => void) {
  await pageLoaded;
  let closed = false;
  let socket: { close(): void } | null = null;
  const close = () => {
    if (closed) return;
    closed = true;
    socket?.close();
  };
  onStarted(close);
  if (closed) return;

  // One catch-up at a time; a change that arrives meanwhile asks for one more after it.
  let running = false;
  let again = false;
  const catchUp = async (why: string) => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const result = await catchUpPage(() => !closed && !document.documentElement.dataset.started).catch(() => 'unavailable' as const);
        if (closed) return;
        if (result === 'unavailable') {
          close();
          start(why);
          return;
        }
      } while (again);
    } finally {
      running = false;
    }
  };
  socket = watchSocket({
    // The navigation's dot says whether changes arrive: they do, through this socket, until the page's code takes over.
    connect: () => !closed && showLive('connected'),
    disconnect: () => !closed && showLive('disconnected'),
    event: (name, data) => {
      if (closed) return;
      if (name !== 'hello') {
        // Anything pushed to a visitor concerns what the page shows (the programme, settings, news, speakers).
        void catchUp(`${name} pushed`);
        return;
      }
      const held = pageVersion();
      const { version } = (data ?? {}) as { version?: number };
      if (!Number.isFinite(held) || (typeof version === 'number' && version > held)) void catchUp('a newer programme');
    },
  });
}
