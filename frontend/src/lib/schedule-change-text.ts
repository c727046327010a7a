// How one change of a session reads, on the public 'What changed' list and in the organisers' release panel.
import type { Schemas } from '@/types/api';
import { formatDate, formatTime, formatWeekday } from './format';

type Change = Pick<Schemas['ScheduleChange'], 'kinds' | 'before' | 'after'>;

/** 'Mon 9:00 AM' at the venue. */
function slotTime(iso: string): string {
  return `${formatWeekday(iso)} ${formatTime(iso)}`;
}

/** 'moved from Mon 9:00 AM to Mon 10:00 AM, room changed from Hall A to Hall B' */
export function changeText({ kinds, before, after }: Change): string {
  const parts = kinds.map((kind) => {
    switch (kind) {
      case 'moved':
        return before && after ? `moved from ${slotTime(before.startTime)} to ${slotTime(after.startTime)}` : 'moved';
      case 'room':
        return `room changed from ${before?.room || 'TBA'} to ${after?.room || 'TBA'}`;
      case 'cancelled':
        return 'cancelled';
      case 'reinstated':
        return 'back on the programme';
      case 'removed':
        return 'removed from the programme';
      case 'added':
        return after ? `added to the programme (${slotTime(after.startTime)}, ${after.room || 'TBA'})` : 'added to the programme';
      case 'renamed':
        return before ? `renamed from '${before.title}'` : 'renamed';
      case 'details':
        return 'details updated';
      default:
        return 'changed';
    }
  });
  return parts.join(', ');
}

/** 'Version 3 — Nov 24, 2026, 2:05 PM': a release as its heading names it. */
export function releaseHeading(release: { name: string; released_at: string }): string {
  return `${release.name} — ${formatDate(release.released_at)}, ${formatTime(release.released_at)}`;
}
