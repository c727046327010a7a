// The embedded database is one process's: while the app runs on DATA_DIR it holds this file (its pid), so a backup
// or restore run beside it refuses instead of opening the same data directory twice.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFile = (dataDir: string) => path.join(dataDir, 'pgdata.pid');

export function holdEmbeddedLock(dataDir: string): () => void {
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}

/** The pid of a live process holding the embedded database, if any. */
export function embeddedHolder(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
