import { getSocket } from '@/lib/socket';
import type { Schemas } from '@/types/api';

/**
 * `schedule.updated` is sent to the user's room whenever their saved list changes (another tab, another device,
 * or a session deleted by the organisers). Calls `listener` with each pushed list; returns the function that stops.
 */
export function onScheduleUpdated(listener: (ids: number[]) => void): () => void {
  const socket = getSocket();
  const handle = (payload: Schemas['SavedSessions']) => listener(payload.session_ids);
  socket.on('schedule.updated', handle);
  return () => {
    socket.off('schedule.updated', handle);
  };
}
