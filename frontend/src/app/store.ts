import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/api/auth-slice';
import { persistSession } from '@/features/auth/api/persist-session';
import { api } from '@/lib/api';
import { connectionSlice } from '@/lib/connection';
import { offlineSlice } from '@/lib/offline/offline-state';

const listenerMiddleware = createListenerMiddleware();

const reducer = combineReducers({
  auth: authSlice.reducer,
  connection: connectionSlice.reducer,
  offline: offlineSlice.reducer,
  [api.reducerPath]: api.reducer,
});

/** A store per server render (entry-server.tsx): the queries of one page, no listeners, no session. */
export function createServerStore() {
  return configureStore({ reducer, middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware) });
}

export const store = configureStore({
  reducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(api.middleware),
});

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

// Reducers stay pure; the session reaches localStorage here.
startAppListening({
  predicate: (_action, current, previous) => current.auth !== previous.auth,
  effect: (_action, listenerApi) => persistSession(listenerApi.getOriginalState().auth, listenerApi.getState().auth),
});
