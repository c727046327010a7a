// A server-rendered page brought to the live version without its code (issue 45). The boot script (ssr-boot.ts)
// calls it when the socket says the programme moved on: the server renders the page at its current version (it
// waits for that render: backend/src/page-render/public-page-renderer.ts), and the difference is morphed into the
// page in place, so what the visitor reads, where the focus is and how far they scrolled stay; the embedded state
// the page's code will start from is replaced with the new one. A few KB of the page instead of the whole app.

/** What a catch-up did: nothing newer yet, the page brought up to date, or no server-rendered page to take it from. */
export type CatchUpResult = 'current' | 'updated' | 'unavailable';

const STATE = 'ssr-state';
/** The rules of the pages brought in, beside the page's own style element. */
let caughtUpRules: CSSStyleSheet | null = null;

/** The version of the data the page shows (its embedded state's). */
export function pageVersion(doc: Document = document): number {
  return Number(doc.getElementById(STATE)?.dataset.version);
}

/**
 * Fetches this address as the server renders it now and, if it is newer than the page, morphs it in. `stillWanted`
 * is asked just before the page changes: once the page's code has started, the code keeps it current instead.
 */
export async function catchUpPage(stillWanted: () => boolean): Promise<CatchUpResult> {
  const response = await fetch(location.pathname + location.search, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'text/html' } });
  // A 404 is a page too: the item the address names has gone, and the page now says so.
  if (!response.ok && response.status !== 404) return 'unavailable';
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const nextRoot = next.getElementById('root');
  const nextState = next.getElementById(STATE);
  if (!nextRoot || !nextState) return 'unavailable';
  if (!(pageVersion(next) > pageVersion())) return 'current';
  const { default: morphdom } = await import('morphdom');
  const root = document.getElementById('root');
  const state = document.getElementById(STATE);
  if (!root || !state || !stillWanted()) return 'current';
  adoptRules(next);
  const styled = withoutStyleAttributes(nextRoot);
  morphdom(root, nextRoot, { childrenOnly: true });
  restyle(root, styled);
  state.textContent = nextState.textContent;
  state.dataset.version = nextState.dataset.version;
  if (next.title) document.title = next.title;
  return 'updated';
}

/** Where a style attribute of the new page waits while it is morphed in. */
const STYLE_ATTRIBUTE = 'data-catch-up-style';

/**
 * The page's CSP allows the style attributes the page was served with (by their hashes), not new ones: the new
 * page's are set through the CSSOM instead, which it allows. Returns whether there were any.
 */
function withoutStyleAttributes(next: HTMLElement): boolean {
  const styled = next.querySelectorAll('[style]');
  for (const element of styled) {
    element.setAttribute(STYLE_ATTRIBUTE, element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  }
  return styled.length > 0;
}

function restyle(root: HTMLElement, styled: boolean) {
  if (!styled) return;
  for (const element of root.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(STYLE_ATTRIBUTE);
  }
}

/**
 * The new page's style rules, for what it shows that the page did not (a 'Cancelled' pill): through the CSSOM, which
 * the page's CSP allows where a new style element would need its hash. The page's own style element is told the
 * new rules' names, so that the page's code, once started, does not insert them again.
 */
function adoptRules(next: Document) {
  const style = next.querySelector<HTMLStyleElement>('style[data-emotion]');
  const own = document.querySelector<HTMLStyleElement>('style[data-emotion]');
  if (!style || !own || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
  const sheet = caughtUpRules ?? new CSSStyleSheet();
  sheet.replaceSync(style.textContent ?? '');
  if (!caughtUpRules) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  caughtUpRules = sheet;
  const names = new Set([...(own.dataset.emotion ?? '').split(' '), ...(style.dataset.emotion ?? '').split(' ')].filter(Boolean));
  own.dataset.emotion = [...names].join(' ');
}
