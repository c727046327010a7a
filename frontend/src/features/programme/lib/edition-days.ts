// Whether the event runs: the venue's date against the edition's days. Part of /schedule's first load, so it uses the
// date formatting the page has anyway (lib/format.ts); "Now and next" itself (now-next.ts) loads only while it runs.
import { eventDayKey } from '@/lib/format';

/** 'YYYY-MM-DD': the venue's date at an instant. */
export const venueDayKey = (at: number): string => eventDayKey(new Date(at).toISOString());

/** Whether the venue's date at `at` is one of the edition's days (first to last, both included). */
export function duringEdition(at: number, startsOn: string, endsOn: string): boolean {
  const today = venueDayKey(at);
  return today >= startsOn && today <= endsOn;
}
