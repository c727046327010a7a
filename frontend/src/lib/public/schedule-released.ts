// New releases of the programme, for open public pages ('Programme updated: Version 3'). The socket exists only in
// the browser (lib/socket reads the document as it loads), and the schedule page is also rendered on the server, so
// the page listens here and app/realtime.ts relays the socket's `schedule.released`.
import type { Schemas } from '@/types/api';

/** The socket's `schedule.released`: the new version's number and name. */
export type ScheduleRelease = Schemas['ClientEvents']['schedule.released'];

type Listener = (release: ScheduleRelease) => void;
const listeners = new Set<Listener>();

/** Calls `listener` for every release from now on; answers the unsubscribe. */
export function onScheduleReleased(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners (called for the socket's `schedule.released`). */
export function scheduleReleased(release: ScheduleRelease): void {
  for (const listener of [...listeners]) listener(release);
}
