import { useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, httpStatus } from '@/lib/api-errors';
import { useIsOffline } from '@/lib/offline/offline-state';
import { selectAuth, type AuthState } from '@/lib/session';
import { syncVisitorStars } from '@/lib/push/visitor-stars-sync';
import { noStars, subscribeLocalStars, toggleVisitorStar, visitorStars } from './local-stars';
import { useAddToScheduleMutation, useGetUserScheduleQuery, useRemoveFromScheduleMutation } from './saved-sessions-api';

/**
 * Whose stars a page shows:
 * - `account`: a signed-in attendee's or speaker's saved sessions (the dashboard's list, their calendar feed), live
 *   across their devices;
 * - `browser`: a visitor's, kept in this browser until they sign in or register;
 * - `waiting`: a stored sign-in is being checked; the star shows as on the server's render and takes no click yet;
 * - `off`: organisers star nothing (their picks would count as attendees' interest in the rooms and analytics).
 */
export type StarMode = 'account' | 'browser' | 'waiting' | 'off';

export function starModeOf(auth: AuthState): StarMode {
  if (auth.user) return auth.user.role === 'admin' ? 'off' : 'account';
  return auth.token && auth.status === 'checking' ? 'waiting' : 'browser';
}

const NONE: readonly number[] = [];

/** Who browses and what they starred (no way to change it: see useStars). */
export function useStarredIds() {
  const auth = useSelector(selectAuth);
  const mode = starModeOf(auth);
  const userId = auth.user?.id;
  const local = useSyncExternalStore(subscribeLocalStars, visitorStars, noStars);
  const saved = useGetUserScheduleQuery(mode === 'account' && userId ? userId : skipToken);
  const ids: readonly number[] = mode === 'account' ? (saved.data ?? NONE) : mode === 'browser' ? local : NONE;
  /** Whether `ids` are known: a press now toggles what the person sees. */
  const ready = mode === 'browser' || (mode === 'account' && saved.data !== undefined);
  return { mode, ids, userId, ready };
}

/** The stars of whoever browses, and the toggle; `toggle` answers an error to show, or null. */
export function useStars() {
  const { t } = useLingui();
  const { mode, ids, userId, ready } = useStarredIds();
  const [add] = useAddToScheduleMutation();
  const [remove] = useRemoveFromScheduleMutation();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  // Account changes wait for the connection (the offline banner says so); a visitor's stay in the browser.
  const offline = useIsOffline() && mode === 'account';

  async function toggle(sessionId: number): Promise<string | null> {
    if (mode === 'browser') {
      toggleVisitorStar(sessionId);
      // A device subscribed without an account is told about the visitor's stars (issue 44).
      void syncVisitorStars(dispatch, visitorStars());
    }
    if (mode !== 'account' || !userId || offline) return null;
    const change = { userId, sessionId };
    const result = ids.includes(sessionId) ? await remove(change) : await add(change);
    if (!('error' in result) || !result.error) return null;
    // A 4xx says what is wrong (e.g. the session was just deleted); a server fault only that it did not work.
    const failed = t`Could not update your schedule. Please try again.`;
    return (httpStatus(result.error) ?? 500) < 500 ? errorMessage(result.error, failed) : failed;
  }

  return { mode, ids, ready, offline, toggle };
}
