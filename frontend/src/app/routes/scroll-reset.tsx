import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { backgroundOf } from '@/lib/public/over-page';

/**
 * What the data router's ScrollRestoration did here: a link or redirect (push, replace) shows the new page from the
 * top, or at the element its #hash names; back and forward (pop) are left to the browser, which puts the page back
 * where it was. A dialog opened at its item's address over the page (lib/public/over-page.ts) leaves the page where it is.
 */
export function ScrollReset() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const overPage = backgroundOf(location) !== null;

  useLayoutEffect(() => {
    // The page the visitor opened or reloaded keeps the browser's own position.
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP' || overPage) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType, overPage]);

  return null;
}
