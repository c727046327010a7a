// `npm run backup` and `npm run restore FILE` (docs/operations.md): the database named by DATABASE_URL (else the
// embedded one) and DATA_DIR, as the app would use them.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATA_DIR } from '../config/config.js';
import { parseS3Url } from '../config/s3-url.js';
import type { Place } from './archive.js';
import { backup } from './backup.js';
import { restore } from './restore.js';

const USAGE = 'Usage: backup/main.js backup | restore FILE';

/** Runs a command; what it says goes to `out` (the console). Its exit code: 0 done, 1 refused or failed, 2 misused. */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env, out: Pick<Console, 'log' | 'error'> = console): Promise<number> {
  const place: Place = { databaseUrl: env.DATABASE_URL || undefined, dataDir: path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR) };
  const [command, file] = args;
  try {
    const bucket = uploadsBucket(env);
    if (command === 'backup' && !file) {
      out.log(await backup(place, path.resolve(env.BACKUP_DIR || 'backups')));
      if (bucket) out.error(`The uploaded files are in ${bucket} (S3_URL), not in this archive: keep the bucket by its own means (docs/operations.md).`);
      return 0;
    }
    if (command === 'restore' && file) {
      const manifest = await restore(place, file);
      out.log(`Restored the backup of ${manifest.created_at} (${manifest.migrations.length} migrations; ${manifest.data.join(', ') || 'no files'}).`);
      if (bucket && manifest.data.includes('uploads')) {
        out.error(`The app reads uploaded files from ${bucket} (S3_URL): copy DATA_DIR/uploads into it (docs/operations.md).`);
      }
      return 0;
    }
    out.error(USAGE);
    return 2;
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  }
}

/** The bucket S3_URL names, in words without its credentials; undefined when uploads are kept in DATA_DIR. */
function uploadsBucket(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.S3_URL) return undefined;
  const settings = parseS3Url(env.S3_URL);
  return 'problem' in settings ? 'a bucket' : `bucket '${settings.bucket}' at ${settings.endpoint}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
