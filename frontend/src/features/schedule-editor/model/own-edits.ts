// The organiser's own edits coming back: every create or edit is pushed to all organisers' consoles as
// `sessions.changed` with the versions it made. The console that made it already shows the session as the server
// answered (and placed it at once), so its own echo changes nothing there and is not fetched again.

/** The versions this page's edits bring sessions to, by session id, from the moment each is sent. */
export class OwnEdits {
  private readonly expected = new Map<number, Set<number>>();

  /** An edit of session `id` is on its way; if it succeeds the session will be at `version`. */
  expect(id: number, version: number): void {
    const versions = this.expected.get(id) ?? new Set<number>();
    this.expected.set(id, versions.add(version));
  }

  /** The edit failed (or was refused): no such version is coming from this page. */
  forget(id: number, version: number): void {
    const versions = this.expected.get(id);
    versions?.delete(version);
    if (versions?.size === 0) this.expected.delete(id);
  }

  /**
   * Whether a push names only versions this page's own edits made (each is recognised once). A push without
   * versions (a deletion, a release, a speaker's change) is never an echo.
   */
  isEcho({ ids, versions }: { ids: number[]; versions?: number[] }): boolean {
    if (!versions || versions.length !== ids.length || ids.length === 0) return false;
    if (!ids.every((id, i) => this.expected.get(id)?.has(versions[i]))) return false;
    ids.forEach((id, i) => this.forget(id, versions[i]));
    return true;
  }
}

/** This page's own edits of the programme (one console per page). */
export const ownEdits = new OwnEdits();
