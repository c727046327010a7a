// The widget's own styles, inside its shadow root: the host page's rules do not reach in, and these do not leak out.
// Font and text colour are inherited from the page, so the schedule reads as part of it.
export const WIDGET_CSS = `
:host { display: block; font: inherit; color: inherit; line-height: 1.4; }
.schedule { max-width: 48rem; }
h2 { font-size: 1.25em; margin: 0 0 0.5em; }
h3 { font-size: 1em; margin: 1em 0 0.25em; padding-bottom: 0.25em; border-bottom: 1px solid rgba(127, 127, 127, 0.4); }
ul { list-style: none; margin: 0; padding: 0; }
li { display: grid; grid-template-columns: 10.5em 1fr; gap: 0 1em; padding: 0.5em 0; border-bottom: 1px solid rgba(127, 127, 127, 0.2); }
p { margin: 0; }
.time { grid-row: span 3; font-variant-numeric: tabular-nums; white-space: nowrap; }
.title { font-weight: 600; }
.meta { font-size: 0.9em; opacity: 0.85; }
.cancelled .title > span:first-child, .cancelled .time { text-decoration: line-through; }
.badge { display: inline-block; margin-left: 0.5em; padding: 0 0.4em; border-radius: 0.25em; font-size: 0.8em; font-weight: 600; color: #fff; background: #b3261e; }
.note { margin: 0.5em 0; font-style: italic; }
.more { margin-top: 0.75em; }
a { color: inherit; }
@media (max-width: 30em) { li { grid-template-columns: 1fr; } .time { grid-row: auto; } }
`;

/** Constructed style sheets where the browser has them (not subject to the page's style-src); a <style> otherwise. */
export function applyStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = WIDGET_CSS;
  root.append(style);
}
