// A session as the server answered an edit of it, put into the calendar's list: the session itself replaced, and its
// clashes mirrored on the sessions it clashes with (a clash is mutual: the server flags both), so the others' flags
// follow without loading the whole list again.
import { current, isDraft } from '@reduxjs/toolkit';
import type { AdminSession } from '../api/schedule-admin-api';

/**
 * The list as it is now, to read from: reading an Immer draft's elements makes a draft of each one (300 of them per
 * pushed session), while only the few that change need one.
 */
const readable = (list: AdminSession[]): readonly AdminSession[] => (isDraft(list) ? current(list) : list);

/** Applies `saved` to `list` (an Immer draft or a plain array, changed in place). */
export function placeSaved(list: AdminSession[], saved: AdminSession): void {
  const base = readable(list);
  const at = base.findIndex((s) => s.id === saved.id);
  if (at < 0) return;
  list[at] = saved;
  base.forEach((other, i) => {
    if (other.id === saved.id) return;
    const named = other.conflicts.some((c) => c.session_id === saved.id);
    const mirrored = saved.conflicts.filter((c) => c.session_id === other.id).map((c) => ({ ...c, session_id: saved.id, title: saved.title }));
    if (!named && !mirrored.length) return;
    list[i].conflicts = [...other.conflicts.filter((c) => c.session_id !== saved.id), ...mirrored];
  });
}

/**
 * Sessions another organiser changed, as `GET /api/admin/sessions?ids=` answered them, put into `list`: each one
 * placed like a saved edit (added when new), unless the list already has a newer version of it (answers may arrive
 * out of order); an asked-for id the answer left out was removed, and goes with the clashes that named it.
 */
export function placeFetched(list: AdminSession[], asked: readonly number[], fetched: readonly AdminSession[]): void {
  for (const session of fetched) {
    const known = readable(list).find((s) => s.id === session.id);
    if (known && known.version > session.version) continue;
    if (!known) list.push(session);
    placeSaved(list, session);
  }
  const answered = new Set(fetched.map((s) => s.id));
  for (const id of asked) {
    if (answered.has(id)) continue;
    const at = readable(list).findIndex((s) => s.id === id);
    if (at < 0) continue;
    list.splice(at, 1);
    readable(list).forEach((other, i) => {
      if (other.conflicts.some((c) => c.session_id === id)) list[i].conflicts = other.conflicts.filter((c) => c.session_id !== id);
    });
  }
}
