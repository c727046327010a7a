// Which sockets may speak for a signed-in user. The schedule widget connects from organisers' other sites, so the
// server takes WebSocket connections from any origin; those get public pushes only. A token is honoured only from a
// page of this site (its Origin is the site's public address, or names the host the request was sent to, as behind
// the dev server's proxy) or from a client that is not a browser page (no Origin header: apps, tests). The socket never
// reads cookies, so another site's page cannot borrow a visitor's sign-in either way.
type HeaderValue = string | string[] | undefined;

const first = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value);

export function mayActForUser(headers: Record<string, HeaderValue>, publicUrl: string): boolean {
  const origin = first(headers.origin);
  if (origin === undefined) return true;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    // 'null' (sandboxed frames, file: pages) and anything unreadable.
    return false;
  }
  if (from.origin === new URL(publicUrl).origin) return true;
  const host = first(headers.host);
  return host !== undefined && from.host === host.toLowerCase();
}
