// A signed-in account for component tests of what depends on who is signed in.
import { sessionRefreshed } from '@/lib/session';
import type { User } from '@/types/api';
import type { renderWithApp } from './render';

export const ACCOUNT: User = {
  ...{ id: 7, full_name: 'Ada Example', email: 'ada@example.org', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'pending', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

type Store = ReturnType<typeof renderWithApp>['store'];

/** Signs `user` in in a test's store, before the first render (`prepare`) or later (the session check ending). */
export const signIn = (store: Store, user: User = ACCOUNT) => store.dispatch(sessionRefreshed({ user, access_token: `token-of-${user.id}` }));
