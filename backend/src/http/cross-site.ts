// Forged requests (CSRF): a hostile page can make a visitor's browser send a form to this site, cookies included (the
// refresh cookie signs in), but it cannot hide where the request comes from: browsers send `Origin` with every such
// request, and `Sec-Fetch-Site`. So a request that changes something is refused (403) when a browser says it comes
// from another site; the site's own origin and PUBLIC_URL's are its own. A request with neither header is not a
// browser's (the API's clients, a payment provider's webhook) and passes. Reads stay open to every origin: the
// embeddable schedule widget reads the public API from other sites' pages.
//
// The auth routes, which set the sign-in cookie, also take JSON only (415 otherwise): a page on another site cannot
// send JSON without the site's consent (CORS), while a plain HTML form can send the urlencoded body it once accepted.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CROSS_SITE_DETAIL = 'Requests from other sites are not accepted here';
export const JSON_ONLY_DETAIL = 'This request must be sent as JSON (Content-Type: application/json)';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const AUTH_ROUTES = '/api/auth/';

/** The origin the request was sent to, as the browser names it (behind TRUST_PROXY, the proxy's forwarded one). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Whether a browser says this request comes from a page of another site (or an opaque one: `Origin: null`). */
export function fromAnotherSite(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== ownOrigin(request) && !allowed.has(origin);
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

const hasBody = (request: FastifyRequest) => Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
const isJson = (request: FastifyRequest) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

function refuse(reply: FastifyReply, status: number, detail: string) {
  void reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ detail });
}

/** A Fastify onRequest hook: refuses, before the body is read, what changes something from another site. */
export function refuseCrossSiteWrites(publicUrl: string) {
  const allowed = new Set([new URL(publicUrl).origin]);
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (READS.has(request.method)) return done();
    if (fromAnotherSite(request, allowed)) return refuse(reply, 403, CROSS_SITE_DETAIL);
    if (request.url.startsWith(AUTH_ROUTES) && hasBody(request) && !isJson(request)) return refuse(reply, 415, JSON_ONLY_DETAIL);
    done();
  };
}
