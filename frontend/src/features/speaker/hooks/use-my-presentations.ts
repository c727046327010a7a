import { skipToken } from '@reduxjs/toolkit/query';
import { useCurrentUser } from '@/lib/session';
import { useGetMyPresentationsQuery } from '../api/speaker-api';
import { useLingui } from '@lingui/react/macro';

/** The signed-in speaker's proposals; spec: fetched only when the user has an email. */
export function useMyPresentations() {
  const user = useCurrentUser();
  const { t } = useLingui();
  const query = useGetMyPresentationsQuery(user?.email ? user.id : skipToken);
  const noEmail = !!user && !user.email;
  return {
    user,
    proposals: query.data,
    isLoading: query.isLoading,
    error: noEmail ? { status: 400, data: { detail: t`User email not available` } } : query.error,
  };
}
