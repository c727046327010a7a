// The public versions announced so far, for the load balancer's cache of server-rendered pages (issue 48,
// ops/nginx/lb-pages.js): one empty file per version in `<PUBLIC_FILES_DIR>/announced/`, the newest naming the
// version the balancer keys pages by. The instance that records a version writes its file before the version is
// pushed, so a page asked for after a push is never one kept under an older version; the balancer keeps a page only
// when the replica's answer is at that version (X-Public-Version), so a replica that has not caught up yet is passed
// through, not kept. A directory of names rather than one file: instances writing at once can only add a newer name,
// never put an older number back.
import { Logger } from '@nestjs/common';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Names kept below the newest: the balancer reads the directory on each page request. */
const KEPT = 3;

export class AnnouncedVersions {
  private readonly logger = new Logger('AnnouncedVersions');
  private readonly dir: string;
  private newest = 0;

  constructor(publicFilesDir: string) {
    this.dir = path.join(publicFilesDir, 'announced');
  }

  /**
   * Adds `version`'s name (and removes names well below it). A failure is logged: the balancer then keys pages by an
   * older version, and an operator must see it (docs/operations.md).
   */
  async announce(version: number): Promise<void> {
    if (version <= this.newest) return;
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o755 });
      await writeFile(path.join(this.dir, String(version)), '', { mode: 0o644 });
      this.newest = version;
      const old = (await readdir(this.dir)).filter((name) => /^\d+$/.test(name) && Number(name) < version - KEPT);
      await Promise.all(old.map((name) => rm(path.join(this.dir, name), { force: true })));
    } catch (error) {
      this.logger.error(`cannot announce public version ${version} in ${this.dir}: ${String(error)}`);
    }
  }
}
