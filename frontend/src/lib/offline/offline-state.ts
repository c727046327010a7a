import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/*
 * Whether this page works without the site: the browser says it has no network, or something on the page came from
 * the service worker's stored copies because the network failed. `copyAt` is how current what the page shows is: the
 * time of the oldest stored copy in use, or the moment the network went away. The live connection's `hello` ends it
 * (app/offline.ts): the page is then caught up from the server.
 */
export interface OfflineState {
  network: boolean;
  copyAt: number | null;
}

const initialState: OfflineState = { network: true, copyAt: null };

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    /** The browser's online/offline state, with the time it changed. */
    networkChanged(state, action: PayloadAction<{ online: boolean; at: number }>) {
      state.network = action.payload.online;
      if (!action.payload.online) state.copyAt ??= action.payload.at;
    },
    /** A page or an answer stored at `at` was used because the network failed. */
    offlineCopyUsed(state, action: PayloadAction<number>) {
      if (Number.isFinite(action.payload)) state.copyAt = state.copyAt === null ? action.payload : Math.min(state.copyAt, action.payload);
    },
    /**
     * The site answered from the network (the live connection's `hello`, or any call): what the page shows is being
     * brought up to date (lib/public catches up from its version; private data refetches on `hello`).
     */
    siteReached(state) {
      state.copyAt = null;
    },
  },
});

export const { networkChanged, offlineCopyUsed, siteReached } = offlineSlice.actions;

export interface OfflineRootState {
  // Absent from a store state rendered by an older server.
  offline?: OfflineState;
}

/** Null while online; otherwise how current the page's data is (null: not known). */
export interface OfflineStatus {
  copyAt: number | null;
}

export const selectOffline = (state: OfflineRootState) => state.offline ?? initialState;

export function useOfflineStatus(): OfflineStatus | null {
  const offline = useSelector(selectOffline);
  return !offline.network || offline.copyAt !== null ? { copyAt: offline.copyAt } : null;
}

export function useIsOffline(): boolean {
  return useOfflineStatus() !== null;
}
