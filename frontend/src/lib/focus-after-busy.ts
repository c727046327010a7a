import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place across a save (WCAG 2.4.3): a button that is disabled while its work runs (MUI's
 * `loading`, or `disabled={isLoading}`) loses the focus to the page, and the next Tab would start again at the top.
 * Call the returned `remember` as the work starts (in the submit handler); once `busy` is over, the element that had
 * the focus then gets it back, unless something else has taken it meanwhile.
 */
export function useFocusAfterBusy(busy: boolean): () => void {
  const had = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) return;
    const element = had.current;
    had.current = null;
    const active = document.activeElement;
    if (element?.isConnected && (active === null || active === document.body)) element.focus();
  }, [busy]);
  return useCallback(() => {
    had.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, []);
}
