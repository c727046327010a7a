// Repeated public reads answered before the framework sees them. Phones revalidate (If-None-Match) and ask for
// compressed bytes, so most public traffic is the same few answers again and again. Once a public GET has been
// answered through its route (public-read-routes.ts: query checked, language resolved, ready bytes built), the
// answer is remembered by its exact address and Accept-Language; while the read model stays at the version it was
// answered at, the same request is answered here from those bytes: its 304 or its gzip, br or plain body, with the
// route's own headers, written once per encoding. A request the lane does not know, or one answered at an older
// version, goes on to Fastify as before; the route then remembers the new answer.
//
// Safe because a remembered answer depends on nothing else: the public routes read no cookies or tokens, are not
// rate limited, and their answer is a pure function of the address, the language, the encoding and the version.
import { Injectable } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PublicReadModel } from './public-read-model.service.js';
import { ENCODINGS, notModified, notModifiedHeaders, pickEncoding, type Encoding, type FixedHeaders, type Representation } from './representation.js';

/** Distinct addresses and languages remembered; past it the lane starts again empty (item addresses are open-ended). */
export const FAST_LANE_ENTRIES = 2_000;

interface Remembered {
  version: number;
  tag: string;
  etags: Representation['etags'];
  /** Raw header lists ([name, value, ...]) per encoding, for the 200 (with the body's length) and for the 304. */
  ok: Record<Encoding, string[]>;
  notModified: Record<Encoding, string[]>;
  body: Record<Encoding, Buffer>;
}

function rawHeaders(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).flat();
}

@Injectable()
export class PublicFastLane {
  /** By address, then by Accept-Language ('' when none was sent). */
  private readonly answers = new Map<string, Map<string, Remembered>>();
  /** Answers held, over all addresses and languages (FAST_LANE_ENTRIES at most). */
  private held = 0;
  private readonly encodings = new Map<string, Encoding>();

  constructor(private readonly model: PublicReadModel) {}

  /**
   * What the route just answered for `request` with the headers it sent with it; `version` is the read model's version
   * when the route began, so an answer built while the model moved on is not remembered.
   */
  remember(request: Pick<IncomingMessage, 'url' | 'headers'>, rep: Representation, fixed: FixedHeaders, version: number): void {
    if (version !== this.model.version || request.url === undefined) return;
    if (this.held >= FAST_LANE_ENTRIES) {
      this.answers.clear();
      this.held = 0;
    }
    const build = (encoding: Encoding, withBody: boolean) =>
      rawHeaders({
        ...(withBody ? fixed : notModifiedHeaders(fixed)),
        etag: rep.etags[encoding],
        'x-public-version': String(version),
        ...(withBody && {
          'content-type': rep.contentType,
          ...(encoding !== 'identity' && { 'content-encoding': encoding }),
          'content-length': String(rep[encoding].length),
        }),
      });
    const per = <T>(f: (encoding: Encoding) => T) => Object.fromEntries(ENCODINGS.map((e) => [e, f(e)])) as Record<Encoding, T>;
    let byLanguage = this.answers.get(request.url);
    if (!byLanguage) this.answers.set(request.url, (byLanguage = new Map()));
    const language = request.headers['accept-language'] ?? '';
    if (!byLanguage.has(language)) this.held++;
    byLanguage.set(language, {
      version,
      tag: rep.tag,
      etags: rep.etags,
      ok: per((e) => build(e, true)),
      notModified: per((e) => build(e, false)),
      body: per((e) => rep[e]),
    });
  }

  /** pickEncoding, remembered per header value: browsers send one of a handful. */
  private encodingOf(acceptEncoding: string | undefined): Encoding {
    const key = acceptEncoding ?? '';
    let encoding = this.encodings.get(key);
    if (encoding === undefined) {
      if (this.encodings.size >= 64) this.encodings.clear();
      encoding = pickEncoding(acceptEncoding);
      this.encodings.set(key, encoding);
    }
    return encoding;
  }

  /** Answers a GET it remembers at the current version; false sends the request on to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const byLanguage = this.answers.get(request.url);
    if (!byLanguage) return false;
    // Node has made `request.headers` already (it checks the Host header of every request).
    const { 'accept-language': acceptLanguage = '', 'accept-encoding': acceptEncoding, 'if-none-match': ifNoneMatch } = request.headers;
    const remembered = byLanguage.get(acceptLanguage);
    if (!remembered || remembered.version !== this.model.version) return false;
    const encoding = this.encodingOf(acceptEncoding);
    if (notModified(ifNoneMatch, remembered)) {
      response.writeHead(304, remembered.notModified[encoding]);
      response.end();
    } else {
      response.writeHead(200, remembered.ok[encoding]);
      response.end(remembered.body[encoding]);
    }
    return true;
  }

  /** Puts the lane in front of the server's request listeners (Fastify's, and Socket.IO's before it). */
  install(server: Server): void {
    const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      // While the server closes, Fastify answers everything (it closes kept-alive connections as it drains).
      if (server.listening && this.answer(request, response)) return;
      for (const listener of listeners) listener.call(server, request, response);
    });
  }
}
