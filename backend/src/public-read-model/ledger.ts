// The read model's table: each public record with the version at which it last changed. Recording takes the version
// counter's row lock first, so recorders on every app instance queue there, build from the committed source tables,
// and write gap-free versions in commit order.
import { createHash } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaService } from '../prisma/database.js';
import { COLLECTIONS, type CollectionName, type Snapshot } from './collections.js';

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

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const keyOf = (collection: string, id: number) => `${collection}/${id}`;

/**
 * Builds every collection and writes the records that differ from the stored ones under the next version.
 * Returns null when nothing a visitor can see changed (the version stays).
 */
export function recordChanges(prisma: PrismaService, build: (tx: Prisma.TransactionClient) => Promise<Partial<Snapshot>>): Promise<LedgerChange | null> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`INSERT INTO public_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`;
      const [{ version }] = await tx.$queryRaw<{ version: number }[]>`SELECT version FROM public_version WHERE id = 1 FOR UPDATE`;
      const fresh = await build(tx);
      // Only the collections built are compared: one missing from `fresh` was not rebuilt, not emptied.
      const built = COLLECTIONS.filter((c) => fresh[c] !== undefined);
      const stored = await tx.$queryRaw<{ collection: CollectionName; record_id: number; sort_key: string; hash: string }[]>`
        SELECT collection, record_id, sort_key, md5(body) AS hash FROM public_records
        WHERE body IS NOT NULL AND collection = ANY(${built}::text[])`;
      const left = new Map(stored.map((r) => [keyOf(r.collection, r.record_id), r]));
      const next = version + 1;
      const rows: LedgerRow[] = [];
      for (const collection of built) {
        for (const record of fresh[collection] ?? []) {
          const key = keyOf(collection, record.id);
          const old = left.get(key);
          left.delete(key);
          if (old && old.sort_key === record.sort && old.hash === md5(record.body)) continue;
          rows.push({ collection, id: record.id, version: next, sort: record.sort, body: record.body });
        }
      }
      for (const gone of left.values()) rows.push({ collection: gone.collection, id: gone.record_id, version: next, sort: gone.sort_key, body: null });
      if (rows.length === 0) return null;

      await tx.publicRecord.deleteMany({ where: { OR: rows.map((r) => ({ collection: r.collection, record_id: r.id })) } });
      await tx.publicRecord.createMany({
        data: rows.map((r) => ({ collection: r.collection, record_id: r.id, version: r.version, sort_key: r.sort, body: r.body })),
      });
      await tx.publicVersion.update({ where: { id: 1 }, data: { version: next } });
      return { version: next, rows };
    },
    // Behind other instances' recordings on a busy machine, the lock can take a while.
    { timeout: 30_000, maxWait: 30_000 },
  );
}

/** The records changed after `since`, up to the current version (0: every record there is). */
export async function readSince(prisma: PrismaService, since: number): Promise<LedgerChange> {
  const [current] = await prisma.$queryRaw<{ version: number }[]>`SELECT version FROM public_version WHERE id = 1`;
  const version = current?.version ?? 0;
  if (version <= since) return { version, rows: [] };
  const found = await prisma.publicRecord.findMany({ where: { version: { gt: since, lte: version } } });
  return {
    version,
    rows: found.map((r) => ({ collection: r.collection as CollectionName, id: r.record_id, version: r.version, sort: r.sort_key, body: r.body })),
  };
}
