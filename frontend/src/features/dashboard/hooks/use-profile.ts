import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCurrentUser } from '@/lib/session';
import type { User } from '@/types/api';
import { useGetProfileQuery } from '../api/dashboard-api';
import type { ProfileUpdate } from '../api/types';

/**
 * The profile the dashboard shows. Spec: when saving fails, the edited values are still applied locally for the
 * session; they are kept here, on top of whatever the server sends, until a save succeeds.
 */
export function useProfile() {
  const signedIn = useCurrentUser();
  const query = useGetProfileQuery(signedIn?.id ?? skipToken);
  const [local, setLocal] = useState<ProfileUpdate | null>(null);

  const fromServer: User | null | undefined = query.data;
  const profile = fromServer ? { ...fromServer, ...local } : fromServer;
  // The header and banner must not wait for the profile call: the signed-in user stands in until it answers.
  const user = profile ?? (signedIn ? { ...signedIn, ...local } : null);

  return {
    profile,
    user,
    isLoading: query.isLoading,
    isError: query.isError && !query.data,
    applyLocally: setLocal,
    clearLocal: () => setLocal(null),
  };
}
