import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@/types/api';
import { localScheduleToMerge } from './local-stars';
import { savedSessionsApi } from './saved-sessions-api';

/**
 * Right after signing in or registering: the stars this browser kept for a visitor join the account (the list's
 * first load merges them, then mirrors the account's list). Organisers keep none.
 */
export function joinVisitorStars(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, user: User): void {
  if (user.role === 'admin' || localScheduleToMerge().length === 0) return;
  void dispatch(savedSessionsApi.endpoints.getUserSchedule.initiate(user.id, { subscribe: false, forceRefetch: true }));
}
