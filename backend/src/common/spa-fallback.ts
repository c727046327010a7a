import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.js';

// Paths that belong to the API: a 404 there stays a JSON 404.
const API_PREFIXES = ['/api/', '/public/', '/cfp/submit', '/cfp/submissions', '/health', '/socket.io', '/uploads/', '/calendar/'];

/** Serves the client's index.html for every page route, with the event's name (PRODUCT_NAME) filled in. */
export class SpaFallback {
  private readonly indexFile: string;
  private readonly productName: string;

  constructor(distDir: string, productName: string) {
    this.indexFile = path.join(distDir, 'index.html');
    this.productName = escapeHtml(productName);
  }

  get available(): boolean {
    return existsSync(this.indexFile);
  }

  serves(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0];
    if (API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))) return false;
    if (path.extname(pathname)) return false;
    return this.available;
  }

  send(reply: FastifyReply) {
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(readFileSync(this.indexFile, 'utf8').replaceAll('__PRODUCT_NAME__', this.productName));
  }
}
