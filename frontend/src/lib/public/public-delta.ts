// The public delta, applied one way by the site's pages (public-live.ts) and the embeddable widget
// (widget/schedule-feed.ts): a push (`public.changed`) or a catch-up (`GET /public/changes?since=`) carries, by
// collection, the changed records with their positions in the server's list and the ids removed. `patchList` applies
// one collection's change to a list in that order; `PublicVersions` decides when a push applies and when to ask for
// the changes since the version held. No sorting here: the server says where each record goes.
import type { Schemas } from '@/types/api';

export type PublicDelta = Schemas['PublicDelta'];
export type CollectionChange = PublicDelta['collections'][string];

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
export class PublicVersions {
  private heldVersion: number | null = null;
  private latestVersion = 0;
  private catchingUp: Promise<void> | null = null;
  private source: CatchUpSource | null = null;

  get held(): number | null {
    return this.heldVersion;
  }

  get latest(): number {
    return this.latestVersion;
  }

  /** Starts catching up through `source` (until then versions are only noted). */
  follow(source: CatchUpSource): void {
    this.source = source;
    this.check();
  }

  /** A list arrived, loaded at this version (X-Public-Version). */
  loaded(version: number): void {
    this.heldVersion = this.heldVersion === null ? version : Math.min(this.heldVersion, version);
    this.latestVersion = Math.max(this.latestVersion, version);
    this.check();
  }

  /** The server's version when the connection joined its rooms. */
  hello(version: number): void {
    // Below ours: the server's data was reset (or an instance lags behind): nothing held can be trusted.
    if (this.heldVersion !== null && version < this.heldVersion) return this.reload();
    this.latestVersion = Math.max(this.latestVersion, version);
    this.check();
  }

  pushed(delta: PublicDelta): void {
    const held = this.heldVersion;
    this.latestVersion = Math.max(this.latestVersion, delta.version);
    if (held !== null && delta.version === held + 1 && !this.catchingUp && this.source) {
      this.source.apply(delta);
      this.heldVersion = delta.version;
      return;
    }
    this.check();
  }

  /** No live connection tells the versions: ask for the changes anyway. */
  poll(): void {
    this.check(true);
  }

  private reload(): void {
    this.heldVersion = null;
    this.source?.reload();
  }

  private check(asking = false): void {
    const held = this.heldVersion;
    if (!this.source || held === null || this.catchingUp || (!asking && this.latestVersion <= held)) return;
    this.catchingUp = this.catchUp(this.source, held).finally(() => {
      this.catchingUp = null;
      this.check();
    });
  }

  private async catchUp(source: CatchUpSource, since: number): Promise<void> {
    const delta = await source.changesSince(since).catch(() => null);
    // Offline or failing: the next push, hello or poll tries again.
    if (!delta) {
      this.latestVersion = this.heldVersion ?? this.latestVersion;
      return;
    }
    this.latestVersion = Math.max(this.latestVersion, delta.version);
    if (delta.full) return this.reload();
    source.apply(delta);
    // A list loaded meanwhile at an older version keeps the lower mark (and another round runs).
    const held = this.heldVersion;
    this.heldVersion = held === since ? delta.version : Math.min(held ?? delta.version, delta.version);
  }
}
