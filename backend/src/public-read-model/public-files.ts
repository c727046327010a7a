// Public reads at versioned addresses written out as files (issue 48, PUBLIC_FILES_DIR), for the load balancer to
// serve as static files (ops/nginx/lb.conf.template): what `/public/...?v=N` names never changes, so once one replica
// has answered it, every later request for it is a `stat` and a `sendfile` at the balancer, with the .gz and .br
// copies beside it (nginx's gzip_static and brotli_static), and its own ETag and 304s.
//
// A file is named the way nginx finds it: `<dir>/<version>/<language><path>/<query>`, the query exactly as sent
// (`v=12&limit=5`). Only addresses nginx names the same way are written: a path of plain segments and a query of
// letters, digits, `=`, `&`, `_` and `-` (no dot or slash can reach the file system); and only JSON. The language is
// the one the answer is in; the balancer looks a file up only when it reads the request's language the same way.
//
// Kept: the newest KEPT_VERSIONS versions seen; older ones are removed. At its first file an instance also removes
// the versions above its own: a restored database counts its versions again from where the backup was, and a file
// written after the backup would name a version it no longer is. (Other replicas' files stay: a restarted replica
// must not take away what the others wrote and remember writing.)
import { Logger } from '@nestjs/common';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeEncodedFiles } from '../common/encoded-files.js';
import type { Language } from '../i18n/languages.js';
import type { Representation } from './representation.js';

/** Versions whose files are kept: a page told of one a moment ago still finds it while the next is written. */
const KEPT_VERSIONS = 3;
const PATH = /^\/public(\/[A-Za-z0-9_-]+)+$/;
/** The same characters and length as the balancer's map of `$args` (lb.conf.template). */
const QUERY = /^[A-Za-z0-9=&_-]{1,200}$/;
const JSON_TYPE = 'application/json; charset=utf-8';

export class PublicFiles {
  private readonly logger = new Logger('PublicFiles');
  /** The files written (or being written), by version. */
  private readonly written = new Map<number, Set<string>>();
  private newest = 0;
  private ready?: Promise<void>;

  constructor(private readonly dir: string) {}

  /** The file of the answer at `version` to `url` in `language`; none when the balancer would not look for one. */
  fileOf(url: string, language: Language, version: number): string | undefined {
    const at = url.indexOf('?');
    if (at < 0) return undefined;
    const pathname = url.slice(0, at);
    const query = url.slice(at + 1);
    if (!PATH.test(pathname) || !QUERY.test(query)) return undefined;
    return path.join(this.dir, String(version), language, pathname, query);
  }

  /** Writes the answer at `version` to `url` once, in the background; a failure is logged, never the request's. */
  keep(url: string, language: Language, version: number, rep: Representation): void {
    if (rep.contentType !== JSON_TYPE || version < this.newest - KEPT_VERSIONS + 1) return;
    const file = this.fileOf(url, language, version);
    if (!file) return;
    const files = this.written.get(version) ?? this.written.set(version, new Set()).get(version)!;
    if (files.has(file)) return;
    files.add(file);
    // Without the directory the balancer finds no files and passes every request on: slower, never wrong.
    this.ready ??= this.remove((v) => v > version).catch((error: unknown) => this.logger.error(`cannot use PUBLIC_FILES_DIR ${this.dir}: ${String(error)}`));
    if (version > this.newest) {
      this.newest = version;
      const oldest = version - KEPT_VERSIONS + 1;
      for (const v of this.written.keys()) if (v < oldest) this.written.delete(v);
      void this.ready.then(() => this.remove((v) => v < oldest)).catch(() => undefined);
    }
    this.ready
      .then(() => writeEncodedFiles(file, rep))
      .catch((error: unknown) => {
        files.delete(file);
        this.logger.warn(`could not write ${file}: ${String(error)}`);
      });
  }

  /** Removes the versions `which` picks. */
  private async remove(which: (version: number) => boolean) {
    await mkdir(this.dir, { recursive: true, mode: 0o755 });
    const entries = await readdir(this.dir);
    await Promise.all(
      entries.filter((name) => /^\d+$/.test(name) && which(Number(name))).map((name) => rm(path.join(this.dir, name), { recursive: true, force: true })),
    );
  }
}
