import { START_BETWEEN_DAYS, START_WHEN_MEDIA } from '@/lib/page-start';

/**
 * Marks a server-rendered page whose first screen the browser lays out for itself: its code starts at once
 * (ssr-boot.ts) where the media query matches, or on the days given (inclusive, "YYYY-MM-DD"), instead of waiting
 * for the visitor's first touch. Renders nothing visible.
 */
export function StartsAtOnceWhen({ media, days }: { media?: string; days?: readonly [from: string, to: string] }) {
  return <span hidden {...{ [START_WHEN_MEDIA]: media, [START_BETWEEN_DAYS]: days?.join('/') }} />;
}
