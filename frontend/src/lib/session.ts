import { createAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { AuthResponse, Role, User } from '@/types/api';
import { TOKEN_KEY } from './session-keys';

/*
 * The signed-in session is read everywhere (api token, socket auth, nav bar, every area), so its shape,
 * selectors and the two actions shared code dispatches live here; the reducer that owns it is in features/auth.
 * That keeps shared code and the other features from importing the auth feature.
 */

export interface AuthState {
  user: User | null;
  token: string | null;
  /** 'checking' until the start-up session check (me, then refresh) has finished. */
  status: 'checking' | 'idle';
  /** True right after the user signed out here: protected pages then send them home, not to /login. */
  signedOut?: boolean;
}

export interface SessionRootState {
  auth: AuthState;
}

export { TOKEN_KEY, USER_EMAIL_KEY } from './session-keys';

/** A refresh (lib/api.ts) brought a new access token and the user. */
export const sessionRefreshed = createAction<AuthResponse>('auth/sessionRefreshed');
/** The access token was refused and could not be refreshed. */
export const sessionExpired = createAction('auth/sessionExpired');

export const selectAuth = (state: SessionRootState) => state.auth;
export const selectCurrentUser = (state: SessionRootState) => state.auth.user;
export const selectToken = (state: SessionRootState) => state.auth.token;
export const selectSessionChecking = (state: SessionRootState) => state.auth.status === 'checking';

export function useCurrentUser(): User | null {
  return useSelector(selectCurrentUser);
}

export function useSignedOut(): boolean {
  return useSelector((state: SessionRootState) => Boolean(state.auth.signedOut));
}

export function useSessionChecking(): boolean {
  return useSelector(selectSessionChecking);
}

/** Where each role lands after signing in, and where the nav bar's Dashboard link points. */
export function homePathForRole(role: Role): string {
  if (role === 'admin') return '/admin';
  if (role === 'speaker') return '/speaker';
  return '/dashboard';
}

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
