import { useEffect } from 'react';
import { getSocket } from '@/lib/socket';

/**
 * Tells the other admins on the Schedule tab which session this form has open, and that it closed. The server keeps
 * presence per connection, so it is told again after a reconnect (`hello` comes once the socket is in its rooms; the
 * tab's own 'presence.join' listener was attached first and runs first).
 */
export function useEditingPresence(sessionId: number | null) {
  useEffect(() => {
    if (sessionId === null) return;
    const socket = getSocket();
    const announce = () => socket.emit('presence.editing', { session_id: sessionId });
    announce();
    socket.on('hello', announce);
    return () => {
      socket.off('hello', announce);
      socket.emit('presence.editing', { session_id: null });
    };
  }, [sessionId]);
}
