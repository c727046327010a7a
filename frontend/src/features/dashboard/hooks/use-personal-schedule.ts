import { useMemo, useState } from 'react';
import { errorMessage, httpStatus } from '@/lib/api-errors';
import { byStart } from '@/lib/schedule-days';
import { overlapsAmong } from '@/lib/favourites/overlaps';
import { useGetPublicSessionsQuery } from '@/lib/public/public-api';
import type { ConferenceSession } from '@/types/api';
import { useAddToScheduleMutation, useGetUserScheduleQuery, useRemoveFromScheduleMutation } from '@/lib/favourites/saved-sessions-api';
import { useLingui } from '@lingui/react/macro';

/**
 * The conference sessions and the signed-in user's saved ones. Saved ids are matched against the fetched sessions
 * (spec), so a session the organisers deleted never lingers as a dangling entry.
 */
export function usePersonalSchedule(userId: number) {
  const { t } = useLingui();
  const sessionsQuery = useGetPublicSessionsQuery();
  const savedQuery = useGetUserScheduleQuery(userId);
  const [add, addState] = useAddToScheduleMutation();
  const [remove, removeState] = useRemoveFromScheduleMutation();
  const [saveError, setSaveError] = useState<string | null>(null);

  const sessions = useMemo(() => byStart(sessionsQuery.data ?? []), [sessionsQuery.data]);
  const savedIds = useMemo(() => new Set(savedQuery.data ?? []), [savedQuery.data]);
  const saved = useMemo(() => sessions.filter((s) => savedIds.has(s.id)), [sessions, savedIds]);
  // Saved sessions that run at the same time, flagged in the list.
  const overlaps = useMemo(() => overlapsAmong(saved), [saved]);

  async function toggle(session: ConferenceSession) {
    setSaveError(null);
    const change = { userId, sessionId: session.id };
    const result = savedIds.has(session.id) ? await remove(change) : await add(change);
    if ('error' in result && result.error) {
      // A 4xx says what is wrong (e.g. the session was just deleted); a server fault only that it did not work.
      const status = httpStatus(result.error) ?? 500;
      const saveFailed = t`Could not update your schedule. Please try again.`;
      setSaveError(status < 500 ? errorMessage(result.error, saveFailed) : saveFailed);
    }
  }

  return {
    sessions,
    saved,
    overlapsOf: (session: ConferenceSession) => overlaps.get(session.id) ?? [],
    isSaved: (session: ConferenceSession) => savedIds.has(session.id),
    toggle,
    isLoading: sessionsQuery.isLoading || savedQuery.isLoading,
    // A failed refetch keeps the last good data on screen; only a list never loaded is an error.
    isError: (sessionsQuery.isError && !sessionsQuery.data) || (savedQuery.isError && !savedQuery.data),
    isUpdating: addState.isLoading || removeState.isLoading,
    saveError,
    clearSaveError: () => setSaveError(null),
  };
}
