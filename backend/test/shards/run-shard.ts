// `npm test` runs the spec files in shards. Jest gives each test file a module registry of its own, so a file loads
// the app's whole module graph again before its first test: about 2.4 CPU seconds on this kind of machine, as much as
// a small file's tests take. A shard file imports its share of the spec files one after another into one registry.
// Each spec file keeps its tests in a describe named after it, so its hooks (the app it starts) stay its own.
// The shards are filled greedily by each file's measured seconds (seconds.json; a file not listed counts as
// DEFAULT_SECONDS), the slowest shard first; `npx jest test/x.e2e-spec.ts` still runs one file on its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SHARDS = path.dirname(fileURLToPath(import.meta.url));
const BACKEND = path.resolve(SHARDS, '../..');
const DEFAULT_SECONDS = 10;

/** Every spec file jest.config.js finds, relative to backend/ with forward slashes, sorted. */
export function specFiles(): string[] {
  return ['src', 'test']
    .flatMap((root) => readdirSync(path.join(BACKEND, root), { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file.split(path.sep).join('/')}`))
    .filter((file) => /\.(e2e-)?spec\.ts$/.test(file))
    .sort();
}

/** `files` in `count` shards of about equal seconds, the largest first. */
export function shardsOf(files: string[], count: number, seconds: Record<string, number>): string[][] {
  const cost = (file: string) => seconds[file] ?? DEFAULT_SECONDS;
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file);
    lightest.seconds += cost(file);
  }
  return shards.sort((a, b) => b.seconds - a.seconds).map((shard) => shard.files);
}

/** Runs the share of the shard file at `url` (01.shard.ts is the first of them). */
export async function runShard(url: string): Promise<void> {
  const shardFiles = readdirSync(SHARDS)
    .filter((file) => file.endsWith('.shard.ts'))
    .sort();
  const index = shardFiles.indexOf(path.basename(fileURLToPath(url)));
  const seconds = JSON.parse(readFileSync(path.join(SHARDS, 'seconds.json'), 'utf8')) as Record<string, number>;
  for (const file of shardsOf(specFiles(), shardFiles.length, seconds)[index]) {
    // A file's top-level hooks would apply to every file of its shard: each keeps its tests in describe('<file>').
    if (!readFileSync(path.join(BACKEND, file), 'utf8').includes(`\ndescribe('${file}', () => {`)) {
      throw new Error(`${file}: put its tests in describe('${file}', () => { ... }) after its imports, so its hooks stay its own in a shard`);
    }
    await import(pathToFileURL(path.join(BACKEND, file)).href);
  }
}
