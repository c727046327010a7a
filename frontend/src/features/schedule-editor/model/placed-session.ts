// A session as the server answered an edit of it, put into the calendar's list: the session itself replaced, and its
// clashes mirrored on the sessions it clashes with (a clash is mutual: the server flags both), so the others' flags
// follow without loading the whole list again.
import type { AdminSession } from '../api/schedule-admin-api';

/** Applies `saved` to `list` (an Immer draft or a plain array, changed in place). */
export function placeSaved(list: AdminSession[], saved: AdminSession): void {
  const at = list.findIndex((s) => s.id === saved.id);
  if (at < 0) return;
  list[at] = saved;
  for (const other of list) {
    if (other.id === saved.id) continue;
    const kept = other.conflicts.filter((c) => c.session_id !== saved.id);
    const mirrored = saved.conflicts.filter((c) => c.session_id === other.id).map((c) => ({ ...c, session_id: saved.id, title: saved.title }));
    if (kept.length !== other.conflicts.length || mirrored.length) other.conflicts = [...kept, ...mirrored];
  }
}
