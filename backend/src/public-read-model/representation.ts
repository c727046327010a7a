// A public response as ready bytes: the body, its gzip and brotli forms (made once, off the event loop), a strong
// ETag per encoding, and the conditional-request and negotiation rules applied when it is sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Public data at its plain address: a browser may reuse it briefly and serve it stale while it revalidates (its page
 * catches up by the version it names); a shared cache (a CDN, the load balancer) must ask every time, so it never
 * serves a programme older than one a push has announced.
 */
export const PUBLIC_CACHE = 'public, max-age=5, stale-while-revalidate=30, s-maxage=0, proxy-revalidate';
/**
 * Public data at a versioned address (`?v=N`, N the version it is at): what that address names never changes, so any
 * cache keeps it (ops/nginx caches these at the load balancer).
 */
export const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** A versioned address this instance cannot answer as named (it has not reached that version yet): kept by nobody. */
export const NOT_STORED = 'no-store';
/** Answers that depend on the asker's own version: always revalidated. */
export const REVALIDATE = 'public, no-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Representation {
  /** Without quotes or encoding suffix: the content version (or a key derived from it). */
  tag: string;
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The quoted strong ETag of each encoding. */
  etags: Readonly<Record<Encoding, string>>;
}

export const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];
const etagOf = (tag: string, encoding: Encoding) => (encoding === 'identity' ? `"${tag}"` : `"${tag}-${encoding === 'br' ? 'br' : 'gz'}"`);

export async function represent(tag: string, body: string | Buffer, contentType: string): Promise<Representation> {
  const identity = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  const etags = { identity: etagOf(tag, 'identity'), gzip: etagOf(tag, 'gzip'), br: etagOf(tag, 'br') };
  return { tag, contentType, identity, gzip: gz, br, etags };
}

/** br, else gzip, else the plain bytes; an encoding refused with q=0 is skipped. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** If-None-Match names this content (in any encoding, weak or strong): nothing changed for this client. */
export function notModified(ifNoneMatch: string | undefined, { tag, etags }: Pick<Representation, 'tag' | 'etags'>): boolean {
  if (!ifNoneMatch) return false;
  // What browsers send: the one ETag they stored, as it was given (compared with the ETags made once, not new strings).
  if (ifNoneMatch === etags.br || ifNoneMatch === etags.gzip || ifNoneMatch === etags.identity) return true;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return value === tag || value === `${tag}-gz` || value === `${tag}-br`;
  });
}

/** Headers a route sends with every answer, whatever the request: built once, applied with one call. */
export type FixedHeaders = Readonly<Record<string, string>>;

/**
 * What a 304 repeats of the answer's fixed headers: those RFC 9110 (15.4.5) asks for (caching and Vary) and CORS, which
 * a script that revalidates itself is checked against. The browser keeps every other header of the answer it stored
 * (RFC 9111 4.3.4), the security headers included, so a revalidation is a few hundred bytes instead of a kilobyte.
 */
const REPEATED_ON_304 = /^(cache-control|expires|vary|content-location|access-control-)/;

export function notModifiedHeaders(fixed: FixedHeaders): FixedHeaders {
  return Object.fromEntries(Object.entries(fixed).filter(([name]) => REPEATED_ON_304.test(name)));
}

export function sendRepresentation(request: FastifyRequest, reply: FastifyReply, rep: Representation, fixed: FixedHeaders, version: number) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const unchanged = notModified(request.headers['if-none-match'], rep);
  reply
    .headers(unchanged ? notModifiedHeaders(fixed) : fixed)
    .header('etag', rep.etags[encoding])
    .header('x-public-version', String(version));
  if (unchanged) return reply.code(304).send();
  reply.header('content-type', rep.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(rep[encoding]);
}
