import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredToken, sessionExpired, sessionRefreshed, type AuthState } from '@/lib/session';
import type { AuthResponse, User } from '@/types/api';

const initialState: AuthState = {
  user: null,
  token: readStoredToken(),
  status: 'checking',
};

function signIn(state: AuthState, { user, access_token }: AuthResponse) {
  state.token = access_token;
  state.user = user;
  state.signedOut = false;
}

function signOut(state: AuthState) {
  state.token = null;
  state.user = null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<AuthResponse>) {
      signIn(state, action.payload);
    },
    /** The start-up check found the stored token still valid. */
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** The server pushed a change to the signed-in user (payment done, promoted to speaker...). */
    userUpdated(state, action: PayloadAction<User>) {
      if (state.user && state.user.id === action.payload.id) state.user = action.payload;
    },
    loggedOut(state) {
      signOut(state);
      state.signedOut = true;
    },
    sessionCheckFinished(state) {
      state.status = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionRefreshed, (state, action) => signIn(state, action.payload)).addCase(sessionExpired, signOut);
  },
});

export const { credentialsReceived, userLoaded, userUpdated, loggedOut, sessionCheckFinished } = authSlice.actions;
