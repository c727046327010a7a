import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * What the data router's ScrollRestoration did here: a link or redirect (push, replace) shows the new page from the
 * top, or at the element its #hash names; back and forward (pop) are left to the browser, which puts the page back
 * where it was.
 */
export function ScrollReset() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useLayoutEffect(() => {
    // The page the visitor opened or reloaded keeps the browser's own position.
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
