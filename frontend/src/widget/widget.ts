// The embeddable schedule: organisers paste
//   <div data-conference-schedule data-day="2025-11-18" data-room="Hall A" data-lang="de"></div>
//   <script src="https://SITE/widget.js" async></script>
// into another site's page (or frame /embed/schedule). Each such element shows the live programme of the site the
// script came from, filtered by day and/or room, in a shadow root so neither page's styles touch the other's, in the
// language it asks for (data-lang on it or on the script tag, else the page's <html lang>, else English; see
// messages.ts). Built on its own (vite.config.ts, scheduleWidget) as one small classic script without React.
//
// Pages rendered by a framework add such elements after the script ran, remove them, or change their filters: the
// document is watched, so whenever an element is on the page it shows the schedule its attributes ask for, and the
// one live connection shared by all of them is open only while one of them is there.
import { filtersOf } from './filters';
import { widgetLocale } from './messages';
import { mountView, type WidgetView } from './render';
import { ScheduleFeed, type FeedState } from './schedule-feed';
import { applyStyles } from './styles';

const SELECTOR = '[data-conference-schedule]';

/** The script tag that loaded this script: read while it runs (document.currentScript is unset afterwards). */
const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[src$="/widget.js"]');
/** The site that served it. */
const origin = new URL(script?.src || location.href, location.href).origin;

interface Mounted {
  show(view: WidgetView): void;
  state: FeedState;
  leave(): void;
}

let feed: ScheduleFeed | null = null;
const mounted = new Map<Element, Mounted>();
/** Shadow roots this copy of the script made: an element taken out and put back reuses its own. */
const ours = new WeakSet<ShadowRoot>();

/** The attributes are read on every render, so a changed data-day, data-room or language applies at once. */
function render(host: Element, widget: Mounted) {
  const locale = widgetLocale(host, script?.getAttribute('data-lang'), document.documentElement.getAttribute('lang'));
  widget.show({ state: widget.state, ...filtersOf(host), origin, locale });
}

function mount(host: Element) {
  if (mounted.has(host) || !host.isConnected) return;
  let root = host.shadowRoot;
  // Mounted by another copy of the script (included twice): that one keeps it.
  if (root && !ours.has(root)) return;
  if (!root) {
    try {
      root = host.attachShadow({ mode: 'open' });
    } catch {
      // An element that cannot hold a shadow root (a <ul>, say): left as it is rather than stopping the others.
      return;
    }
    ours.add(root);
  }
  applyStyles(root);
  const widget: Mounted = { show: mountView(root), state: { status: 'loading' }, leave: () => undefined };
  mounted.set(host, widget);
  if (!feed) {
    feed = new ScheduleFeed(origin);
    feed.start();
  }
  widget.leave = feed.subscribe((state) => {
    widget.state = state;
    render(host, widget);
  });
}

function unmount(host: Element) {
  const widget = mounted.get(host);
  if (!widget) return;
  mounted.delete(host);
  widget.leave();
  host.shadowRoot?.replaceChildren();
}

function mountWithin(node: Node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  if (element.matches(SELECTOR)) mount(element);
  element.querySelectorAll(SELECTOR).forEach(mount);
}

// Watching the document itself sees elements the parser adds too, so the script may run before <body> exists.
new MutationObserver((records) => {
  let removed = false;
  for (const record of records) {
    if (record.type === 'attributes' && record.attributeName === 'lang') {
      // The page's language (or a part's) changed: every element that has no data-lang of its own may follow it.
      for (const [host, widget] of mounted) render(host, widget);
    } else if (record.type === 'attributes') {
      const host = record.target as Element;
      const widget = mounted.get(host);
      if (!host.matches(SELECTOR)) unmount(host);
      else if (widget) render(host, widget);
      else mount(host);
    } else {
      record.addedNodes.forEach(mountWithin);
      removed ||= record.removedNodes.length > 0;
    }
  }
  // Checked after the whole batch: an element moved elsewhere (removed, then added) stays mounted.
  if (removed) for (const host of mounted.keys()) if (!host.isConnected) unmount(host);
}).observe(document, {
  childList: true,
  subtree: true,
  attributes: true,
  attributeFilter: ['data-conference-schedule', 'data-day', 'data-room', 'data-lang', 'lang'],
});

document.querySelectorAll(SELECTOR).forEach(mount);
