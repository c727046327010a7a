// Server-rendered pages written out as files for the load balancer (issue 48, PUBLIC_FILES_DIR with LB_PAGE_CACHE):
// `<dir>/announced/<version>/pages<route>/index.html`, with its .gz and .br copies, once a replica has rendered the
// page at that version. The balancer serves `<dir>/current/pages<uri>/index.html`, and `current` is the link the
// replicas move to the newest version before they push it (public-read-model/announced-versions.ts): so a page asked
// for after a push is found only once rendered at that version, and until then the request goes to a replica.
//
// Every server-rendered page has the same headers (its style policy is in the page: security-headers.ts,
// serverRenderedCsp), which the balancer's configuration adds (ops/nginx/lb.conf.template). nginx's ETag is the
// file's modification time and size: the time is set from the version (VERSION_EPOCH), so two versions of a page never
// share an ETag however quickly they follow each other.
import { Logger } from '@nestjs/common';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { writeEncodedFiles, type EncodedBodies } from '../common/encoded-files.js';

/** A page's address as nginx names its file: plain segments only (no dot, no percent sign), or the home page. */
const ROUTE = /^(\/[A-Za-z0-9_-]+)*$/;
/** A file at version N is dated N seconds after this (Last-Modified; nginx's ETag). */
const VERSION_EPOCH = Date.UTC(2020, 0, 1) / 1000;

/** The directory the balancer keys pages by at `version` (its `current` link points at one of these). */
export const announcedDir = (dir: string, version: number) => path.join(dir, 'announced', String(version));

export class PageFiles {
  private readonly logger = new Logger('PageFiles');
  /** The files written (or being written), by version: the newest few. */
  private readonly written = new Map<number, Set<string>>();

  constructor(private readonly dir: string) {}

  /** The file of the page at `route` (without a trailing slash, '/' for the home page); none for other addresses. */
  fileOf(route: string, version: number): string | undefined {
    const name = route === '/' ? '' : route;
    if (!ROUTE.test(name)) return undefined;
    return path.join(announcedDir(this.dir, version), 'pages', name, 'index.html');
  }

  /** Writes the page once per version, in the background; a failure is logged, never the request's. */
  keep(route: string, version: number, bodies: EncodedBodies): void {
    const file = this.fileOf(route, version);
    if (!file) return;
    const files = this.written.get(version) ?? this.written.set(version, new Set()).get(version)!;
    if (files.has(file)) return;
    files.add(file);
    for (const v of this.written.keys()) if (v < version - 3) this.written.delete(v);
    this.write(file, version, bodies).catch((error: unknown) => {
      files.delete(file);
      this.logger.warn(`could not write ${file}: ${String(error)}`);
    });
  }

  /** Writes the page unless another replica (or this one) already has. */
  private async write(file: string, version: number, bodies: EncodedBodies) {
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (!exists) await writeEncodedFiles(file, bodies, VERSION_EPOCH + version);
  }
}
