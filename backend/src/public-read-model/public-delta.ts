// The public delta, as pushed (`public.changed`) and as served (`GET /public/changes?since=`): the records a version
// changed, by collection, each with its position in the collection's list, and the ids it removed. One grouping makes
// both; the push carries the records as they were built, the catch-up writes them from their stored JSON. Neither is
// parsed or serialised twice.
import type { PublicDelta } from '../events/domain-events.js';
import type { CollectionName } from './collections.js';
import type { LedgerRow } from './ledger.js';

interface Group<R> {
  upsert: R[];
  positions: number[];
  remove: number[];
}

/** Where a record with this sort key stands in its collection's list: how many live records sort before it. */
export type Position = (collection: CollectionName, sort: string) => number;

/**
 * Positions in the lists as `held` now (records by id, removed ones with a null body), in the lists' plain string
 * order of sort keys: a client inserts a changed record at its place without knowing how the server orders a list.
 */
export function positionsIn(held: ReadonlyMap<CollectionName, ReadonlyMap<number, { sort: string; body: string | null }>>): Position {
  const sorted = new Map<CollectionName, string[]>();
  return (collection, sort) => {
    let keys = sorted.get(collection);
    if (!keys) {
      keys = [...(held.get(collection)?.values() ?? [])].flatMap((r) => (r.body === null ? [] : [r.sort])).sort();
      sorted.set(collection, keys);
    }
    let [low, high] = [0, keys.length];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (keys[mid] < sort) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

function grouped<R>(rows: Iterable<LedgerRow>, position: Position, record: (row: LedgerRow & { body: string }) => R): [CollectionName, Group<R>][] {
  const groups = new Map<CollectionName, Group<R>>();
  for (const row of rows) {
    let group = groups.get(row.collection);
    if (!group) groups.set(row.collection, (group = { upsert: [], positions: [], remove: [] }));
    if (row.body === null) {
      group.remove.push(row.id);
    } else {
      group.upsert.push(record(row as LedgerRow & { body: string }));
      group.positions.push(position(row.collection, row.sort));
    }
  }
  return [...groups];
}

/** A changed record as one language's readers get it (in its base collection), with its record when built. */
export interface ResolvedRow {
  row: LedgerRow;
  record: unknown;
}

/** The delta as pushed, with each changed row's record (as built, so no JSON is parsed for most pushes). */
export function deltaObject(version: number, changed: readonly ResolvedRow[], position: Position): PublicDelta {
  const records = new Map(changed.map((c) => [c.row, c.record]));
  return {
    version,
    full: false,
    collections: Object.fromEntries(
      grouped(
        changed.map((c) => c.row),
        position,
        (row) => records.get(row),
      ),
    ),
  };
}

/** The delta as served: `{"version":…,"full":…,"collections":{…}}` written from the stored JSON, without parsing it. */
export function deltaJson(version: number, rows: Iterable<LedgerRow>, position: Position, full = false): string {
  const parts = grouped(rows, position, (row) => row.body).map(
    ([name, g]) => `${JSON.stringify(name)}:{"upsert":[${g.upsert.join(',')}],"positions":${JSON.stringify(g.positions)},"remove":${JSON.stringify(g.remove)}}`,
  );
  return `{"version":${version},"full":${full},"collections":{${parts.join(',')}}}`;
}
