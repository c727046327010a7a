// `npm run backup` and `npm run restore FILE` (docs/operations.md): the database named by DATABASE_URL (else the
// embedded one) and DATA_DIR, as the app would use them.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATA_DIR } from '../config/config.js';
import type { Place } from './archive.js';
import { backup } from './backup.js';
import { restore } from './restore.js';

const USAGE = 'Usage: backup/main.js backup | restore FILE';

/** Runs a command; what it says goes to `out` (the console). Its exit code: 0 done, 1 refused or failed, 2 misused. */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env, out: Pick<Console, 'log' | 'error'> = console): Promise<number> {
  const place: Place = { databaseUrl: env.DATABASE_URL || undefined, dataDir: path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR) };
  const [command, file] = args;
  try {
    if (command === 'backup' && !file) {
      out.log(await backup(place, path.resolve(env.BACKUP_DIR || 'backups')));
      return 0;
    }
    if (command === 'restore' && file) {
      const manifest = await restore(place, file);
      out.log(`Restored the backup of ${manifest.created_at} (${manifest.migrations.length} migrations; ${manifest.data.join(', ') || 'no files'}).`);
      return 0;
    }
    out.error(USAGE);
    return 2;
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
