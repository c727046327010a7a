import type { Socket } from 'socket.io-client';
import { getSocket } from '@/lib/socket';
import type { UserScheduleResponse } from './types';

// `schedule.updated` is sent to the user's room whenever their saved list changes (another tab, another device,
// or a session deleted by the organisers). lib/socket.ts does not list it yet, so this file types it locally.
interface ScheduleEvents {
  'schedule.updated': (payload: UserScheduleResponse) => void;
}

/** Calls `listener` with every pushed list of the signed-in user; returns the function that stops listening. */
export function onScheduleUpdated(listener: (ids: number[]) => void): () => void {
  const socket = getSocket() as unknown as Socket<ScheduleEvents>;
  const handle = (payload: UserScheduleResponse) => listener(payload.session_ids ?? []);
  socket.on('schedule.updated', handle);
  return () => {
    socket.off('schedule.updated', handle);
  };
}
