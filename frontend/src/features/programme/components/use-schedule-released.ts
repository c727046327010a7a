import { useEffect } from 'react';
import { onScheduleReleased, type ScheduleRelease } from '@/lib/public/schedule-released';

/** Calls `listener` when a new version of the programme is released (after the push that carries it). */
export function useScheduleReleased(listener: (release: ScheduleRelease) => void) {
  useEffect(() => onScheduleReleased(listener), [listener]);
}
