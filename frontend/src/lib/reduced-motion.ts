/** Whether the visitor's system asks for less motion (`prefers-reduced-motion`); false where it cannot be asked. */
const QUERY = '(prefers-reduced-motion: reduce)'; // eslint-disable-line lingui/no-unlocalized-strings -- a media query, not text

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}
