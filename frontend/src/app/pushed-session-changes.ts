import { scheduleAdminApi } from '@/features/schedule-editor/api/schedule-admin-api';
import { ownEdits } from '@/features/schedule-editor/model/own-edits';
import { placeFetched } from '@/features/schedule-editor/model/placed-session';
import { api, type TagType } from '@/lib/api';
import type { Schemas } from '@/types/api';
import type { AppStore } from './store';

type SessionsChanged = Schemas['ClientEvents']['sessions.changed'];

/** The most ids one `?ids=` call names (the server's limit). */
const IDS_PER_CALL = 200;
/**
 * What else a programme change touches (the draft and releases panel, the undo history, a session's history, the
 * rooms, the counts) loads again at most this often while changes keep coming: a colleague moving a session every
 * half second does not make every console fetch five lists twice a second.
 */
export const FOLLOW_UP_MS = 1500;
const FOLLOW_UP_TAGS: TagType[] = ['ScheduleEdits', 'Analytics'];

let followUp: ReturnType<typeof setTimeout> | null = null;
function refreshFollowUps(store: AppStore): void {
  followUp ??= setTimeout(() => {
    followUp = null;
    store.dispatch(api.util.invalidateTags(FOLLOW_UP_TAGS));
  }, FOLLOW_UP_MS);
}

/** Fetches the named sessions and patches the organisers' list with them; on any failure the list loads again. */
async function patchFromServer(store: AppStore, ids: readonly number[]): Promise<void> {
  try {
    for (let at = 0; at < ids.length; at += IDS_PER_CALL) {
      const asked = ids.slice(at, at + IDS_PER_CALL);
      const fetched = await store.dispatch(scheduleAdminApi.endpoints.getAdminSessionsByIds.initiate(asked, { subscribe: false, forceRefetch: true })).unwrap();
      store.dispatch(scheduleAdminApi.util.updateQueryData('getAdminSessions', undefined, (list) => placeFetched(list, asked, fetched)));
    }
  } catch {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- cache tags, not text
    store.dispatch(api.util.invalidateTags(['Sessions']));
  }
}

/**
 * `sessions.changed` in an organiser's page. Its own echo (own-edits.ts) changes nothing in the list, which already
 * shows the server's answer. Another organiser's change: with the list loaded, only the named sessions are fetched
 * and patched in (the blocks of the others keep their objects, so they do not render again); a list still loading
 * or not loaded is simply marked stale. The rest follows, coalesced.
 */
export function sessionsChanged(store: AppStore, change: SessionsChanged): void {
  // Every sign-up, departure and move in line announces its session: an open list of its sign-ups loads again.
  store.dispatch(api.util.invalidateTags(change.ids.map((id) => ({ type: 'SessionSignups' as const, id }))));
  if (!ownEdits.isEcho(change)) {
    const list = scheduleAdminApi.endpoints.getAdminSessions.select()(store.getState());
    // eslint-disable-next-line lingui/no-unlocalized-strings -- cache tags, not text
    if (!list.isSuccess) store.dispatch(api.util.invalidateTags(['Sessions']));
    else void patchFromServer(store, change.ids);
  }
  refreshFollowUps(store);
}
