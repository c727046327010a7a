// The programme as the site publishes it, kept current: loaded once (GET /public/schedule, with the version it is
// at), then patched from each pushed change that follows that version; after a gap (a missed push, a reconnect) only
// the changes since the version held are asked for (GET /public/changes?since=). One feed per site serves every
// widget element of the page; its live connection is open only while one of them is on the page. Both reads are
// public and answer any origin, without credentials.
import type { ConferenceSession } from '@/types/api';
import { whileHeld } from './lease';
import { connectLive, type LiveEvents, type PublicDelta } from './live-connection';

/** While the live connection is down, how often the changes are asked for instead. */
const POLL_MS = 60_000;

export type FeedState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sessions: ConferenceSession[] };

export class ScheduleFeed implements LiveEvents {
  private readonly sessions = new Map<number, ConferenceSession>();
  private readonly listeners = new Set<(state: FeedState) => void>();
  private state: FeedState = { status: 'loading' };
  /** The public version the sessions held are at (null until loaded). */
  private held: number | null = null;
  /** The newest version the server has named. */
  private latest = 0;
  private catchingUp: Promise<void> | null = null;
  private poll: ReturnType<typeof setInterval> | undefined;
  /** Back from a pause, the server's hello names the version it is at, so what changed meanwhile is caught up. */
  private readonly live = whileHeld(() => {
    const close = connectLive(this.origin, this);
    return () => {
      close();
      this.stopPolling();
    };
  });

  constructor(private readonly origin: string) {}

  start(): void {
    void this.load();
  }

  /** Tells `listener` the state now and on every change until the returned function is called. */
  subscribe(listener: (state: FeedState) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    const release = this.live();
    return () => {
      this.listeners.delete(listener);
      release();
    };
  }

  hello(version: number): void {
    this.stopPolling();
    this.latest = Math.max(this.latest, version);
    // Below ours: the server's data was reset; nothing held can be trusted.
    if (this.held !== null && version < this.held) void this.load();
    else this.behind();
  }

  changed(delta: PublicDelta): void {
    this.latest = Math.max(this.latest, delta.version);
    if (this.held !== null && delta.version === this.held + 1 && !this.catchingUp) this.apply(delta);
    else this.behind();
  }

  down(): void {
    this.poll ??= setInterval(() => this.behind(true), POLL_MS);
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }

  private async load(): Promise<void> {
    this.held = null;
    try {
      const response = await fetch(`${this.origin}/public/schedule`, { credentials: 'omit', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      const version = Number(response.headers.get('X-Public-Version'));
      const { schedule } = (await response.json()) as { schedule: ConferenceSession[] };
      this.sessions.clear();
      for (const session of schedule) this.sessions.set(session.id, session);
      this.held = Number.isFinite(version) ? version : 0;
      this.show({ status: 'ready', sessions: [...this.sessions.values()] });
      this.behind();
    } catch {
      // Shown only if nothing was shown yet; the next hello or poll tries again.
      if (this.state.status !== 'ready') this.show({ status: 'failed' });
    }
  }

  /**
   * Asks for the changes after the version held when the server has named a newer one, or when `asking` (no live
   * connection to name it); one request at a time.
   */
  private behind(asking = false): void {
    if (this.held === null) {
      if (this.state.status === 'failed') void this.load();
      return;
    }
    if ((!asking && this.latest <= this.held) || this.catchingUp) return;
    this.catchingUp = this.catchUp().finally(() => {
      this.catchingUp = null;
      if (this.held !== null && this.latest > this.held) this.behind();
    });
  }

  private async catchUp(): Promise<void> {
    const response = await fetch(`${this.origin}/public/changes?since=${this.held}`, { credentials: 'omit', headers: { Accept: 'application/json' } }).catch(
      () => null,
    );
    // Offline or failing: the next push, reconnect or poll tries again.
    if (!response?.ok) {
      this.latest = this.held ?? 0;
      return;
    }
    const delta = (await response.json()) as PublicDelta;
    if (delta.full) return this.load();
    this.latest = Math.max(this.latest, delta.version);
    this.apply(delta);
  }

  private apply(delta: PublicDelta): void {
    this.held = delta.version;
    const change = delta.collections.sessions;
    if (!change) return;
    for (const id of change.remove) this.sessions.delete(id);
    for (const session of change.upsert as ConferenceSession[]) this.sessions.set(session.id, session);
    this.show({ status: 'ready', sessions: [...this.sessions.values()] });
  }

  private show(state: FeedState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
