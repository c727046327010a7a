const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor's system asks for less motion (`prefers-reduced-motion`); false where it cannot be asked. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}
