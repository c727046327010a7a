// An answer written out for nginx to serve as a static file, with the compressed copies its gzip_static and
// brotli_static look for beside it (public-read-model/public-files.ts, http/page-files.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface EncodedBodies {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Writes `file` and its `.gz` and `.br` copies, each whole or not at all (a temporary file renamed), the compressed
 * copies first and the plain file last: nginx looks for the plain one. `modifiedAt` (seconds): the files' time.
 */
export async function writeEncodedFiles(file: string, bodies: EncodedBodies, modifiedAt?: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
  for (const [suffix, bytes] of [
    ['.gz', bodies.gzip],
    ['.br', bodies.br],
    ['', bodies.identity],
  ] as const) {
    const temporary = `${file}${suffix}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes, { mode: 0o644 });
    if (modifiedAt !== undefined) await utimes(temporary, modifiedAt, modifiedAt);
    await rename(temporary, file + suffix);
  }
}
