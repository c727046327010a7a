// One backup is one tar file: manifest.json, the database (PostgreSQL's custom-format dump, or the embedded
// database's data directory as PGlite writes it), and from DATA_DIR the uploads and the generated JWT secret. The
// outer tar is not compressed: the dump already is, and the uploads are WebP.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export const run = promisify(execFile);

export const FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const POSTGRES_DUMP = 'database.dump';
export const EMBEDDED_DUMP = 'pgdata.tar.gz';
/** What of DATA_DIR a backup keeps, beside the database. */
export const DATA_PARTS = ['uploads', 'jwt-secret'] as const;

/** What is backed up or restored into: the database (DATABASE_URL, else the embedded one in DATA_DIR) and DATA_DIR. */
export interface Place {
  databaseUrl?: string;
  dataDir: string;
}

export interface Manifest {
  format: number;
  created_at: string;
  database: 'postgresql' | 'embedded';
  /** The migrations applied when it was made: a restore into an older release would not know the newest. */
  migrations: string[];
  data: string[];
}

/** backup-2026-11-30T064512Z.tar */
export const archiveName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar`;

/** A dump tool's failure, without its whole command line (it holds the database URL). */
export function toolError(tool: string, error: unknown): Error {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return new Error(`${tool} failed: ${stderr || (error as Error).message}`.replace(/postgres(ql)?:\/\/\S+/g, '<database>'));
}
