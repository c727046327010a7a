// The public version the load balancer keys server-rendered pages by (issue 48, ops/nginx, LB_PAGE_CACHE):
// `<PUBLIC_FILES_DIR>/current`, a symbolic link to `announced/<version>`, where the replicas write the pages they render
// at that version (http/page-files.ts) and from where nginx serves them as files. The link is replaced while the
// recording holds the version counter's lock, before the version is committed and pushed: so it only ever moves the
// way versions are recorded, and a page asked for after a push is never one rendered at an older version. (A
// recording that then fails to commit leaves the link at a version no replica answers yet: no page is written under it
// until the next recording, which takes that number again.) After a restore, the first announcement (at start-up)
// removes the versions above the restored one: their pages are of a programme the restored database never had.
import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { announcedDir } from '../http/page-files.js';

/** Versions' directories kept below the current one: a request that resolved the link a moment ago finds its own. */
const KEPT = 3;

export class AnnouncedVersions {
  private readonly logger = new Logger('AnnouncedVersions');
  private readonly announced: string;

  constructor(private readonly dir: string) {
    this.announced = path.join(dir, 'announced');
  }

  /**
   * Points `current` at `version` (call it under the version counter's lock) and removes the other versions'
   * directories but the few below it. A failure is logged, never thrown: the balancer then keys pages by an older
   * version, which an operator must see (docs/operations.md).
   */
  async announce(version: number): Promise<void> {
    try {
      await mkdir(announcedDir(this.dir, version), { recursive: true, mode: 0o755 });
      const temporary = path.join(this.dir, `current.${randomBytes(6).toString('hex')}.tmp`);
      // Relative, so that it resolves wherever the directory is mounted (the balancer's container).
      await symlink(path.join('announced', String(version)), temporary);
      await rename(temporary, path.join(this.dir, 'current'));
      const others = (await readdir(this.announced)).filter((name) => /^\d+$/.test(name) && (Number(name) < version - KEPT || Number(name) > version));
      await Promise.all(others.map((name) => rm(path.join(this.announced, name), { recursive: true, force: true })));
    } catch (error) {
      this.logger.error(`cannot announce public version ${version} in ${this.dir}: ${String(error)}`);
    }
  }
}
