// The public delta, applied one way by the site's pages (public-live.ts) and the embeddable widget
// (widget/schedule-feed.ts): a push (`public.changed`) or a catch-up (`GET /public/changes?since=`) carries, by
// collection, the changed records with their positions in the server's list and the ids removed. `patchList` applies
// one collection's change to a list in that order; `publicVersions` decides when a push applies and when to ask for
// the changes since the version held. No sorting here: the server says where each record goes.
import type { Schemas } from '@/types/api';

export type PublicDelta = Schemas['PublicDelta'];
export type CollectionChange = PublicDelta['collections'][string];

/** A push as a reader of `locale` applies it: that language's records where they differ from the default's. */
export function deltaIn(delta: PublicDelta, locale: string): PublicDelta {
  const translated = delta.languages?.[locale];
  return translated ? { ...delta, collections: translated } : delta;
}

/**
 * The list (in the server's order, or the first `limit` records of it) with the change applied: removed and changed
 * records leave, then the changed ones go in at their positions, lowest first. A record placed beyond the records
 * held (a list showing only the first few) is left out.
 */
export function patchList<T extends { id: number }>(list: readonly T[], change: CollectionChange, limit = Infinity): T[] {
  const upserts = change.upsert as T[];
  const leaving = new Set<number>(change.remove);
  for (const record of upserts) leaving.add(record.id);
  const next = list.filter((record) => !leaving.has(record.id));
  const order = upserts.map((_, i) => i).sort((a, b) => change.positions[a] - change.positions[b]);
  for (const i of order) {
    const at = change.positions[i];
    if (at <= next.length) next.splice(at, 0, upserts[i]);
  }
  return next.length > limit ? next.slice(0, limit) : next;
}

/** What the version follower acts on: the data held, however it is kept. */
export interface CatchUpSource {
  /** Patches what is held with a push or a catch-up (the delta follows the version held). */
  apply(delta: PublicDelta): void;
  /** Loads everything again (too far behind, or the server's data was reset); each list reports `loaded`. */
  reload(): void;
  /** `GET /public/changes?since=`; null when offline or failing. */
  changesSince(since: number): Promise<PublicDelta | null>;
}

/**
 * How current the data held is. `held`: the version everything held is current to (the lowest version any list was
 * loaded at, or caught up to; null until something is loaded). `latest`: the newest version the server named (hello,
 * pushes, lists). A push that follows `held` is applied; when `latest` is ahead, the changes in between are asked for,
 * one request at a time, until nothing is missing.
 */
export interface PublicVersions {
  readonly held: number | null;
  readonly latest: number;
  /** Starts catching up through `source` (until then versions are only noted). */
  follow(source: CatchUpSource): void;
  /** A list arrived, loaded at this version (X-Public-Version). */
  loaded(version: number): void;
  /** The server's version when the connection joined its rooms. */
  hello(version: number): void;
  pushed(delta: PublicDelta): void;
  /** No live connection tells the versions: ask for the changes anyway. */
  poll(): void;
}

export function publicVersions(): PublicVersions {
  let held: number | null = null;
  let latest = 0;
  let catchingUp: Promise<void> | null = null;
  let source: CatchUpSource | null = null;

  const reload = () => {
    held = null;
    source?.reload();
  };

  const check = (asking = false) => {
    const since = held;
    if (!source || since === null || catchingUp || (!asking && latest <= since)) return;
    catchingUp = catchUp(source, since).finally(() => {
      catchingUp = null;
      check();
    });
  };

  async function catchUp(from: CatchUpSource, since: number): Promise<void> {
    const delta = await from.changesSince(since).catch(() => null);
    // Offline or failing: the next push, hello or poll tries again.
    if (!delta) {
      latest = held ?? latest;
      return;
    }
    latest = Math.max(latest, delta.version);
    if (delta.full) return reload();
    from.apply(delta);
    // A list loaded meanwhile at an older version keeps the lower mark (and another round runs).
    held = held === since ? delta.version : Math.min(held ?? delta.version, delta.version);
  }

  return {
    get held() {
      return held;
    },
    get latest() {
      return latest;
    },
    follow(to) {
      source = to;
      check();
    },
    loaded(version) {
      held = held === null ? version : Math.min(held, version);
      latest = Math.max(latest, version);
      check();
    },
    hello(version) {
      // Below ours: the server's data was reset (or an instance lags behind): nothing held can be trusted.
      if (held !== null && version < held) return reload();
      latest = Math.max(latest, version);
      check();
    },
    pushed(delta) {
      latest = Math.max(latest, delta.version);
      if (held !== null && delta.version === held + 1 && !catchingUp && source) {
        source.apply(delta);
        held = delta.version;
        return;
      }
      check();
    },
    poll: () => check(true),
  };
}
