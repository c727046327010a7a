/**
 * Keeps the keyboard's place across work (WCAG 2.4.3), for every control of the app at once: a button disabled while
 * its work runs (MUI's `loading`, or `disabled={isLoading}`) loses the focus to the page, and the next Tab would
 * start again at the top. When the control that last took the focus is disabled, and enabled again while the focus is
 * still nowhere (on the page itself), it gets the focus back. Anything that takes the focus meanwhile (the user
 * moving on, a dialog opening) wins; a control that went away for good is left to its component.
 *
 * Installed once for the document (main.tsx); answers the uninstall.
 */
export function keepFocusThroughBusy(doc: Document): () => void {
  let last: Element | null = null;
  let waiting: HTMLElement | null = null;
  const nowhere = () => doc.activeElement === null || doc.activeElement === doc.body;

  const tookFocus = (event: FocusEvent) => {
    last = event.target instanceof Element ? event.target : null;
    waiting = null;
  };
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement)) continue;
      if (target.hasAttribute('disabled')) {
        if (target === last && (doc.activeElement === target || nowhere())) waiting = target;
      } else if (target === waiting) {
        waiting = null;
        if (target.isConnected && nowhere()) target.focus();
      }
    }
  });
  doc.addEventListener('focusin', tookFocus);
  observer.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    doc.removeEventListener('focusin', tookFocus);
    observer.disconnect();
  };
}
