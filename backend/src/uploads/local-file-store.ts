// The default store: files under DATA_DIR (DATA_DIR/uploads/speakers/…), as one process or a shared volume has them.
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { FileStore, type StoredFile } from './file-store.js';
import { writeAside } from './stored-file.js';

export class LocalFileStore extends FileStore {
  constructor(private readonly dataDir: string) {
    super();
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await writeAside(path.dirname(file), path.basename(file), body);
  }

  async get(key: string): Promise<StoredFile | null> {
    // Opened before anything is answered, so a missing file is a 404 rather than a broken answer.
    const handle = await open(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!handle) return null;
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), length: stats.size };
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** Keys are made by this app from checked segments (uploads.controller.ts); never a path out of DATA_DIR. */
  private pathOf(key: string): string {
    const file = path.resolve(this.dataDir, key);
    if (!file.startsWith(path.resolve(this.dataDir) + path.sep)) throw new Error(`Not a key inside DATA_DIR: ${key}`);
    return file;
  }
}
