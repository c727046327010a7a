import { useEffect, useRef, useState } from 'react';
import { useCheckConflictsMutation, type Conflict } from '../../../api/schedule-admin-api';
import { venueLocalToIso } from '../../../lib/venue-time';

/** How long the form waits after the last keystroke before asking the server about clashes. */
const DEBOUNCE_MS = 400;

interface Slot {
  id?: number;
  start: string;
  end: string;
  room: string;
  speakerIds: number[];
  /** A cancelled session clashes with nothing. */
  cancelled: boolean;
}

/**
 * What the session being edited would clash with, asked of the server (the same rule that flags the calendar) a
 * moment after time, room or speakers change. Answers to superseded questions are dropped.
 */
const NONE: Conflict[] = [];

export function useFormConflicts({ id, start, end, room, speakerIds, cancelled }: Slot): Conflict[] {
  const [check] = useCheckConflictsMutation();
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const asked = useRef(0);
  const speakerKey = speakerIds.join(',');

  const startTime = venueLocalToIso(start);
  const endTime = venueLocalToIso(end);
  // A cancelled session, or one without a valid time span, clashes with nothing: nothing to ask.
  const askable = !cancelled && Boolean(startTime && endTime && endTime > startTime);

  useEffect(() => {
    const question = ++asked.current;
    if (!askable || !startTime || !endTime) return;
    const timer = setTimeout(() => {
      const speaker_ids = speakerKey ? speakerKey.split(',').map(Number) : [];
      check({ ...(id ? { id } : {}), startTime, endTime, room: room.trim(), speaker_ids })
        .unwrap()
        .then((answer) => {
          if (question === asked.current) setConflicts(answer.conflicts);
        })
        // A failed check only means no warning; saving still reports real errors.
        .catch(() => {
          if (question === asked.current) setConflicts([]);
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [check, id, startTime, endTime, room, speakerKey, askable]);

  return askable ? conflicts : NONE;
}

/** 'Hall A is already used by Keynote at this time' / 'Ada Lovelace is also in Panel'. */
export function conflictText(conflict: Conflict, room: string): string {
  if (conflict.type === 'room') return `${room.trim() || 'The room'} is already used by ${conflict.title} at this time`;
  return `${conflict.speaker_name ?? 'A speaker'} is also in ${conflict.title}`;
}
