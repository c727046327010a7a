// Public reads at versioned addresses (issue 48): once the page knows the public version it is at (a server-rendered
// page's embedded state, a list's X-Public-Version, a push), it asks for public lists at `?v=N`. What such an address
// names never changes, so the load balancer serves it from its files or cache instead of passing it to a replica
// (docs/operations.md, "Cached at the edge"), and no answer there is older than a version the page was told of.
//
// Left at their plain addresses: a page's first reads before any version is known, and the ones the server's preload
// hints already fetched (the browser matches a preload by its exact address; asking at another would fetch twice).
// Only the read model's lists have versioned addresses (backend/src/public-read-model/public-read-routes.ts); the
// others (catch-up since a version, the featured speakers, the feeds) stay plain.
import { publicVersion } from './public-version';

/** The public reads whose answer is a function of address, language and version, as the server serves them. */
const VERSIONED = [
  /^\/public\/sessions(\/first|\/\d+)?$/,
  /^\/public\/schedule(\/opening|\/changes)?$/,
  /^\/public\/speakers(\/\d+(\/sessions)?)?$/,
  /^\/public\/sponsors$/,
  /^\/public\/news(\/\d+|\/latest)?$/,
  /^\/public\/(rooms|conference-settings|hero-content|site-content|site-flags|videos)$/,
];

/** The data addresses this page's HTML told the browser to preload, each used once at its plain address. */
let preloaded: Set<string> | null = null;

function preloadedOnce(address: string): boolean {
  preloaded ??= new Set(
    typeof document === 'undefined'
      ? []
      : [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((link) => link.getAttribute('href') ?? ''),
  );
  return preloaded.delete(address);
}

/** `address` (a path with its query, as sent) at the version the page knows, or as it is. */
export function atKnownVersion(address: string, version = publicVersion.latest): string {
  const [path, query = ''] = address.split('?', 2);
  if (!VERSIONED.some((pattern) => pattern.test(path)) || new URLSearchParams(query).has('v')) return address;
  if (preloadedOnce(address) || version <= 0) return address;
  return `${address}${query ? '&' : '?'}v=${version}`;
}

/** For tests: forget which preloads were used. */
export function resetPreloadsForTest() {
  preloaded = null;
}
