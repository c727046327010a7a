// Where uploaded files live: under DATA_DIR/uploads (local-file-store.ts), or in an S3 bucket when S3_URL names one
// (s3-file-store.ts), so that a file one replica stored is there for every other. Keys are the files' URL paths
// without the leading slash ('uploads/speakers/12-ab.webp'), so a bucket's layout is DATA_DIR's.
import type { Readable } from 'node:stream';

/** A stored file as it is read back: its bytes as a stream, and their number when the store tells it. (Its type is told by its name's extension.) */
export interface StoredFile {
  body: Readable;
  length?: number;
}

export abstract class FileStore {
  /** Stores `body` under `key`; readers see the whole file or none of it. */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  abstract get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; one that is not there is no error. */
  abstract delete(key: string): Promise<void>;
}

/** The key of the file served at `/uploads/folder/name`. */
export const uploadKey = (folder: string, name: string) => `uploads/${folder}/${name}`;
