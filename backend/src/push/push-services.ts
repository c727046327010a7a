// A subscription's endpoint is an address the server will POST to, named by whoever subscribes: without a rule it
// would let anyone make the server call their own or an internal address. So only the browsers' push services are
// accepted, over https; PUSH_SERVICE_ORIGINS replaces the list (a deployment's own push service, the tests' local
// one), and then exactly those origins are accepted.

/** The browsers' push services, by host: Chromium's, Firefox's, Safari's and Edge's (a host per region there). */
const BROWSER_PUSH_HOSTS: (string | RegExp)[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** The longest endpoint accepted: the services' are well under 1 KB. */
export const MAX_ENDPOINT_LENGTH = 1024;

/** Whether an endpoint names an accepted push service (`origins`: PUSH_SERVICE_ORIGINS when set). */
export function isPushServiceEndpoint(endpoint: string, origins?: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  if (origins) return origins.includes(url.origin);
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return BROWSER_PUSH_HOSTS.some((host) => (typeof host === 'string' ? url.hostname === host : host.test(url.hostname)));
}
