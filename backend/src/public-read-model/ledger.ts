// The read model's table: each public record with the version at which it last changed. A recording takes the
// version counter's row lock first, so recorders on every app instance queue there, build from the committed source
// tables, and write gap-free versions in commit order.
import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaService } from '../prisma/database.js';
import type { CollectionName } from './collections.js';

export interface LedgerRow {
  collection: CollectionName;
  id: number;
  version: number;
  sort: string;
  /** Null: the record was removed at this version. */
  body: string | null;
}

export interface LedgerChange {
  version: number;
  rows: LedgerRow[];
}

type Db = PrismaService | Prisma.TransactionClient;

/**
 * Takes the version counter's row lock for this transaction (creating the row the first time) and returns the
 * version recorded last: one round trip, since the edit that waits on it is on its way to visitors' screens.
 */
export async function lockVersion(tx: Prisma.TransactionClient): Promise<number> {
  const [{ version }] = await tx.$queryRaw<{ version: number }[]>`
    INSERT INTO public_version (id, version) VALUES (1, 0)
    ON CONFLICT (id) DO UPDATE SET version = public_version.version
    RETURNING version`;
  return version;
}

/** Writes the changed records (removals as markers) and the new version, in one statement. */
export async function writeChanges(tx: Prisma.TransactionClient, change: LedgerChange): Promise<void> {
  const { rows } = change;
  await tx.$executeRaw`
    WITH written AS (
      INSERT INTO public_records (collection, record_id, version, sort_key, body)
      SELECT * FROM unnest(${rows.map((r) => r.collection)}::text[], ${rows.map((r) => r.id)}::int[], ${rows.map((r) => r.version)}::int[],
                           ${rows.map((r) => r.sort)}::text[], ${rows.map((r) => r.body)}::text[])
      ON CONFLICT (collection, record_id) DO UPDATE SET version = EXCLUDED.version, sort_key = EXCLUDED.sort_key, body = EXCLUDED.body
    )
    UPDATE public_version SET version = ${change.version} WHERE id = 1`;
}

/** The records changed after `since`, up to the current version (0: every record there is). */
export async function readSince(db: Db, since: number): Promise<LedgerChange> {
  const [current] = await db.$queryRaw<{ version: number }[]>`SELECT version FROM public_version WHERE id = 1`;
  const version = current?.version ?? 0;
  if (version <= since) return { version, rows: [] };
  const found = await db.publicRecord.findMany({ where: { version: { gt: since, lte: version } } });
  return {
    version,
    rows: found.map((r) => ({ collection: r.collection as CollectionName, id: r.record_id, version: r.version, sort: r.sort_key, body: r.body })),
  };
}
