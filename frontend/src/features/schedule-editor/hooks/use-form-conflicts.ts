import { useEffect, useRef, useState } from 'react';
import { useGetSpeakerAvailabilityQuery, type UnavailableSpeaker } from '../api/availability-admin-api';
import { useCheckConflictsMutation, type Conflict } from '../api/schedule-admin-api';
import { venueLocalToIso } from '@/lib/venue-time';
import { t } from '@lingui/core/macro';

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

/** What the server warns about before saving: clashes, and speakers who entered times that do not cover the session. */
export interface FormWarnings {
  conflicts: Conflict[];
  unavailable: UnavailableSpeaker[];
}

const NONE: FormWarnings = { conflicts: [], unavailable: [] };

/**
 * What the session being edited would clash with and which of its speakers are unavailable then, asked of the server
 * (the same rules that flag the calendar) a moment after time, room or speakers change, and again when any speaker's
 * times change (`availability.changed` refetches them). Answers to superseded questions are dropped.
 */
export function useFormConflicts({ id, start, end, room, speakerIds, cancelled }: Slot): FormWarnings {
  const [check] = useCheckConflictsMutation();
  const { fulfilledTimeStamp: timesChanged } = useGetSpeakerAvailabilityQuery();
  const [warnings, setWarnings] = useState<FormWarnings>(NONE);
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
          if (question === asked.current) setWarnings({ conflicts: answer.conflicts, unavailable: answer.unavailable_speakers });
        })
        // A failed check only means no warning; saving still reports real errors.
        .catch(() => {
          if (question === asked.current) setWarnings(NONE);
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [check, id, startTime, endTime, room, speakerKey, askable, timesChanged]);

  return askable ? warnings : NONE;
}

/** 'Hall A is already used by Keynote at this time' / 'Ada Lovelace is also in Panel'. */
export function conflictText(conflict: Conflict, room: string): string {
  const title = conflict.title;
  if (conflict.type === 'room') {
    const name = room.trim();
    return name ? t`${name} is already used by ${title} at this time` : t`The room is already used by ${title} at this time`;
  }
  const speaker = conflict.speaker_name;
  return speaker ? t`${speaker} is also in ${title}` : t`A speaker is also in ${title}`;
}
