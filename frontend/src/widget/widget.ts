// The embeddable schedule: organisers paste
//   <div data-conference-schedule data-day="2025-11-18" data-room="Hall A"></div>
//   <script src="https://SITE/widget.js" async></script>
// into another site's page (or frame /embed/schedule). Each such element shows the live programme of the site the
// script came from, filtered by day and/or room, in a shadow root so neither page's styles touch the other's. Built
// on its own (vite.config.ts, scheduleWidget) as one small classic script without React.
import { filtersOf } from './filters';
import { mountView } from './render';
import { ScheduleFeed } from './schedule-feed';
import { applyStyles } from './styles';

const SELECTOR = '[data-conference-schedule]';

/** The site that served this script: read while it runs (document.currentScript is unset afterwards). */
function siteOrigin(): string {
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.src || document.querySelector<HTMLScriptElement>('script[src$="/widget.js"]')?.src || location.href;
  return new URL(src, location.href).origin;
}

const origin = siteOrigin();
let feed: ScheduleFeed | null = null;

function mountAll() {
  for (const host of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    // Mounted already (the script included twice, or another copy of it).
    if (host.shadowRoot) continue;
    const root = host.attachShadow({ mode: 'open' });
    applyStyles(root);
    const show = mountView(root, origin);
    const { filters, error } = filtersOf(host);
    if (!feed) {
      feed = new ScheduleFeed(origin);
      feed.start();
    }
    feed.subscribe((state) => show({ state, filters, error, origin }));
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll, { once: true });
else mountAll();
