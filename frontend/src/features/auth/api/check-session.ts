import { createAsyncThunk } from '@reduxjs/toolkit';
import { httpStatus } from '@/lib/api-errors';
import { refreshSession } from '@/lib/api';
import { selectToken, sessionExpired, type SessionRootState } from '@/lib/session';
import { authApi } from './auth-api';
import { sessionCheckFinished, userLoaded } from './auth-slice';

/**
 * Runs once at start-up: a stored token is checked with /api/auth/me; without one, or when it is refused, the
 * httpOnly refresh cookie may still hold a session. Failing is normal for visitors, so it is only logged.
 */
export const checkSession = createAsyncThunk<void, void, { state: SessionRootState }>('auth/checkSession', async (_, { dispatch, getState }) => {
  try {
    const token = selectToken(getState());
    if (token) {
      const me = await dispatch(authApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
      if (me.data) {
        dispatch(userLoaded(me.data));
        return;
      }
      if (httpStatus(me.error) !== 401) {
        console.warn('Session check failed; continuing signed out', me.error);
        return;
      }
    }
    const refreshed = await refreshSession(dispatch);
    if (!refreshed) {
      if (token) dispatch(sessionExpired());
      console.warn('No active session; continuing signed out');
    }
  } finally {
    dispatch(sessionCheckFinished());
  }
});
