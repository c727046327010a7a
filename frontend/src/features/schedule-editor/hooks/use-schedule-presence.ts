import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '@/lib/session';
import { getSocket, type PresenceEditor } from '@/lib/socket';

/**
 * The other admins on the Schedule tab, and the session each has open in a form. Joins while mounted; joins again
 * on every new connection (`hello` comes once the server has identified the socket: a join sent before that would
 * be refused as anonymous), and leaves on unmount. The state is the server's, never kept from an earlier connection.
 */
export function useSchedulePresence(): PresenceEditor[] {
  const me = useCurrentUser();
  const [editors, setEditors] = useState<PresenceEditor[]>([]);

  useEffect(() => {
    const socket = getSocket();
    const join = () => socket.emit('presence.join', { area: 'schedule' });
    const onState = (payload: { area: string; editors: PresenceEditor[] }) => {
      if (payload.area === 'schedule') setEditors(payload.editors);
    };
    const onDisconnect = () => setEditors([]);
    socket.on('presence.state', onState);
    socket.on('hello', join);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    return () => {
      socket.off('presence.state', onState);
      socket.off('hello', join);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit('presence.leave', {});
    };
  }, []);

  const myId = me?.id;
  return useMemo(() => editors.filter((e) => e.user_id !== myId), [editors, myId]);
}

/** Session id -> 'Ada Lovelace' (or 'Ada Lovelace, Grace Hopper') for the calendar's 'being edited' badges. */
export function editingBySession(editors: readonly PresenceEditor[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const e of editors) {
    if (e.editing_session_id == null) continue;
    const name = e.name || e.email;
    map.set(e.editing_session_id, map.has(e.editing_session_id) ? `${map.get(e.editing_session_id)}, ${name}` : name);
  }
  return map;
}
