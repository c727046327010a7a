import { DECLARATION, prefixer, type Middleware } from 'stylis';

/**
 * The declarations the browsers the site supports still need prefixed (Safari: user-select, backdrop-filter,
 * text-size-adjust, masks, print colours).
 */
const STILL_PREFIXED = new Set(['user-select', 'backdrop-filter', 'text-size-adjust', 'mask', 'mask-image', 'print-color-adjust', 'box-decoration-break']);

/**
 * Emotion's prefixer for those declarations only, for the server-rendered page's styles (entry-server.tsx): the
 * legacy flexbox, transition and transform prefixes were a fifth of a page's CSS, for browsers long gone.
 */
export const modernPrefixer: Middleware = (element, index, children, callback) => {
  if (element.type === DECLARATION && STILL_PREFIXED.has(element.props as string)) return prefixer(element, index, children, callback);
  return undefined;
};
