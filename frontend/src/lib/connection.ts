import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/** The state of the live-updates socket, kept current from its events by app/realtime.ts. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface ConnectionState {
  status: ConnectionStatus;
}

const initialState: ConnectionState = { status: 'connecting' };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionStatusChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.status = action.payload;
    },
  },
});

export const { connectionStatusChanged } = connectionSlice.actions;

export const selectConnectionStatus = (state: { connection: ConnectionState }) => state.connection.status;

export function useConnectionStatus(): ConnectionStatus {
  return useSelector(selectConnectionStatus);
}
