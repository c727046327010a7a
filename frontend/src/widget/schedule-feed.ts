// The programme as the site publishes it, kept current: loaded once (GET /public/schedule, with the version it is at,
// and the settings for the venue's time zone the times are shown in), then patched from each pushed change that
// follows that version; after a gap (a missed push, a reconnect) only the changes since the version held are asked
// for (GET /public/changes?since=). One feed per site serves every widget element of the page; its live connection is
// open only while one of them is on the page. Every read is public and answers any origin, without credentials.
import { patchList, publicVersions, type PublicDelta } from '@/lib/public/public-delta';
import { setVenueTimeZone } from '@/lib/venue-zone';
import type { ConferenceSession } from '@/types/api';
import { whileHeld } from './lease';
import { connectLive, type LiveEvents } from './live-connection';

/** While the live connection is down, how often the changes are asked for instead. */
const POLL_MS = 60_000;

export type FeedState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sessions: ConferenceSession[] };

export class ScheduleFeed implements LiveEvents {
  /** The programme in the server's order. */
  private sessions: ConferenceSession[] = [];
  private readonly listeners = new Set<(state: FeedState) => void>();
  private state: FeedState = { status: 'loading' };
  private readonly versions = publicVersions();
  private poll: ReturnType<typeof setInterval> | undefined;
  /** Back from a pause, the server's hello names the version it is at, so what changed meanwhile is caught up. */
  private readonly live = whileHeld(() => {
    const close = connectLive(this.origin, this);
    return () => {
      close();
      this.stopPolling();
    };
  });

  constructor(private readonly origin: string) {
    this.versions.follow({
      apply: (delta) => this.apply(delta),
      reload: () => void this.load(),
      changesSince: (since) => this.read<PublicDelta>(`/public/changes?since=${since}`).then((answer) => answer?.body ?? null),
    });
  }

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
    this.retryIfFailed();
    this.versions.hello(version);
  }

  changed(delta: PublicDelta): void {
    this.versions.pushed(delta);
  }

  down(): void {
    this.poll ??= setInterval(() => {
      this.retryIfFailed();
      this.versions.poll();
    }, POLL_MS);
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }

  /** Nothing could be loaded yet: the next hello or poll tries again. */
  private retryIfFailed(): void {
    if (this.state.status === 'failed') void this.load();
  }

  /** A public read of the site (any origin, no credentials); null when offline or failing. */
  private async read<T>(path: string): Promise<{ body: T; version: number } | null> {
    const response = await fetch(`${this.origin}${path}`, { credentials: 'omit', headers: { Accept: 'application/json' } }).catch(() => null);
    if (!response?.ok) return null;
    const version = Number(response.headers.get('X-Public-Version'));
    return { body: (await response.json()) as T, version: Number.isFinite(version) ? version : 0 };
  }

  private async load(): Promise<void> {
    // The venue's time zone, which the times are shown in, with the programme.
    const [answer, settings] = await Promise.all([
      this.read<{ schedule: ConferenceSession[] }>('/public/schedule').catch(() => null),
      this.read<{ time_zone?: string }>('/public/conference-settings').catch(() => null),
    ]);
    if (settings?.body.time_zone) setVenueTimeZone(settings.body.time_zone);
    if (!answer) {
      // Shown only if nothing was shown yet; the next hello or poll tries again.
      if (this.state.status !== 'ready') this.show({ status: 'failed' });
      return;
    }
    this.sessions = answer.body.schedule;
    this.show({ status: 'ready', sessions: this.sessions });
    this.versions.loaded(answer.version);
  }

  private apply(delta: PublicDelta): void {
    const zone = (delta.collections.settings?.upsert?.[0] as { time_zone?: string } | undefined)?.time_zone;
    if (zone) setVenueTimeZone(zone);
    const change = delta.collections.sessions;
    if (!change && !zone) return;
    if (change) this.sessions = patchList(this.sessions, change);
    this.show({ status: 'ready', sessions: this.sessions });
  }

  private show(state: FeedState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
