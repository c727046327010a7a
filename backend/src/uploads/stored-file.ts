import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `body` as dir/filename, aside first and then renamed, so a reader never sees half a file. */
export async function writeAside(dir: string, filename: string, body: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, filename);
  await writeFile(`${target}.part`, body);
  await rename(`${target}.part`, target);
  return target;
}
