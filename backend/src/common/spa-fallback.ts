import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.js';

// Paths that belong to the API: a 404 there stays a JSON 404.
const API_PREFIXES = ['/api/', '/public/', '/cfp/submit', '/cfp/submissions', '/health', '/socket.io', '/uploads/', '/calendar/'];

type Encoding = 'br' | 'gzip' | 'identity';

interface IndexPage {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

/** The first of br, gzip the request accepts (q > 0), else identity. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Serves the client's index.html for every page route, with the event's name (PRODUCT_NAME) filled in. The page is
 * read and compressed once (it only changes with a new build, which means a restart) and sent `no-cache` with an
 * ETag, so a returning browser revalidates it in one round trip and then uses its cached hashed assets.
 */
export class SpaFallback {
  private readonly indexFile: string;
  private readonly productName: string;
  private page: IndexPage | null = null;

  constructor(distDir: string, productName: string) {
    this.indexFile = path.join(distDir, 'index.html');
    this.productName = escapeHtml(productName);
  }

  get available(): boolean {
    return this.load() !== null;
  }

  serves(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0];
    if (API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))) return false;
    if (path.extname(pathname)) return false;
    return this.available;
  }

  send(reply: FastifyReply) {
    const page = this.load();
    if (!page) return reply.callNotFound();
    const request = reply.request;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === page.etag)) {
      return reply.status(304).send();
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.status(200).send(page.bodies[encoding]);
  }

  private load(): IndexPage | null {
    if (this.page) return this.page;
    if (!existsSync(this.indexFile)) return null;
    const html = Buffer.from(readFileSync(this.indexFile, 'utf8').replaceAll('__PRODUCT_NAME__', this.productName));
    this.page = {
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      bodies: {
        identity: html,
        gzip: gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }),
        br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      },
    };
    return this.page;
  }
}
