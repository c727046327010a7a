// Clashes in the programme: a room used by two sessions at once, or a speaker due in two places at once. Cancelled
// sessions clash with nothing, and the placeholder room 'TBA' is not a room. Clashes are flagged, not refused: an
// organiser rearranging a day passes through them, and the calendar shows every one until it is resolved.
import { isRoom, roomKey } from '../rooms/room-key.js';

export interface Slot {
  id: number;
  title: string;
  room: string;
  start_time: Date;
  end_time: Date;
  status: string;
  speakers: { id: number; name: string }[];
}

export interface Conflict {
  type: 'room' | 'speaker';
  session_id: number;
  title: string;
  /** For a speaker clash: who is booked twice. */
  speaker_id?: number;
  speaker_name?: string;
}

export const overlaps = (a: Pick<Slot, 'start_time' | 'end_time'>, b: Pick<Slot, 'start_time' | 'end_time'>) =>
  a.start_time < b.end_time && b.start_time < a.end_time;
const counts = (s: Pick<Slot, 'status'>) => s.status !== 'cancelled';

/** What `slot` clashes with among `others` (which may include `slot` itself: it is skipped). */
export function conflictsOf(slot: Slot, others: Iterable<Slot>): Conflict[] {
  if (!counts(slot)) return [];
  const conflicts: Conflict[] = [];
  const room = roomKey(slot.room);
  for (const other of others) {
    if (other.id === slot.id || !counts(other) || !overlaps(slot, other)) continue;
    if (isRoom(room) && roomKey(other.room) === room) {
      conflicts.push({ type: 'room', session_id: other.id, title: other.title });
    }
    for (const speaker of slot.speakers) {
      if (other.speakers.some((s) => s.id === speaker.id)) {
        conflicts.push({ type: 'speaker', session_id: other.id, title: other.title, speaker_id: speaker.id, speaker_name: speaker.name });
      }
    }
  }
  return conflicts;
}

/**
 * Every session's clashes, by id. Sorted by start, each session is compared only with those that begin before it
 * ends, so a week of a few hundred sessions costs a few thousand comparisons.
 */
export function conflictMap(slots: Slot[]): Map<number, Conflict[]> {
  const sorted = slots.filter(counts).sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
  const result = new Map<number, Conflict[]>(slots.map((s) => [s.id, []]));
  for (let i = 0; i < sorted.length; i++) {
    const window: Slot[] = [];
    for (let j = i + 1; j < sorted.length && sorted[j].start_time < sorted[i].end_time; j++) window.push(sorted[j]);
    for (const conflict of conflictsOf(sorted[i], window)) {
      result.get(sorted[i].id)!.push(conflict);
      result.get(conflict.session_id)!.push({ ...conflict, session_id: sorted[i].id, title: sorted[i].title });
    }
  }
  return result;
}
