// A release's changelog: how the programme it publishes differs from the one released before, session by session.
import { slotChanges, slotOf, type ChangeKind, type StoredReleaseChange } from './schedule-changes.js';
import type { SessionView } from './session.view.js';

export type ReleaseChange = Omit<StoredReleaseChange, 'audit_id'>;

/**
 * What visitors read besides the slot and title; `version`, `date`, `time` and `duration` follow from the rest. Of the
 * speakers only who speaks and in what order: their profiles are public at once in either mode (PublishedProgramme),
 * so a renamed speaker is no change for a release to publish.
 */
const details = (s: SessionView) => JSON.stringify([s.description, s.type, s.track, s.capacity, s.language, s.speakers.map((speaker) => speaker.id)]);

function kindsOf(before: SessionView | undefined, after: SessionView | undefined): ChangeKind[] {
  if (!before) return ['added'];
  if (!after) return ['removed'];
  const kinds = slotChanges(before, after);
  if (before.title !== after.title) kinds.push('renamed');
  if (details(before) !== details(after)) kinds.push('details');
  return kinds;
}

/** Every session added, removed or changed from `previous` to `next`, in programme order (start time, then id). */
export function changelog(previous: readonly SessionView[], next: readonly SessionView[]): ReleaseChange[] {
  const before = new Map(previous.map((s) => [s.id, s]));
  const after = new Map(next.map((s) => [s.id, s]));
  const changes: (ReleaseChange & { at: string })[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    const kinds = kindsOf(was, now);
    if (kinds.length === 0) continue;
    const shown = (now ?? was)!;
    changes.push({
      session_id: id,
      title: shown.title,
      kinds,
      before: was ? slotOf(was) : null,
      after: now ? slotOf(now) : null,
      at: shown.startTime,
    });
  }
  changes.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.session_id - b.session_id));
  return changes.map(({ at: _at, ...change }) => change);
}

/** The kinds of change of each session in `next` that differs from `previous` (a session missing from `next` is left out). */
export function changeKindsById(previous: readonly SessionView[], next: readonly SessionView[]): Map<number, ChangeKind[]> {
  const shown = new Set(next.map((s) => s.id));
  return new Map(
    changelog(
      previous.filter((s) => shown.has(s.id)),
      next,
    ).map((c) => [c.session_id, c.kinds]),
  );
}
