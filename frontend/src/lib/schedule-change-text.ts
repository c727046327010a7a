// How one change of a session reads, on the public 'What changed' list and in the organisers' release panel.
import type { Schemas } from '@/types/api';
import { formatDate, formatTime, formatWeekday } from './format';
import { t } from '@lingui/core/macro';

type Change = Pick<Schemas['ScheduleChange'], 'kinds' | 'before' | 'after'>;

/** 'Mon 9:00 AM' at the venue. */
function slotTime(iso: string): string {
  return `${formatWeekday(iso)} ${formatTime(iso)}`;
}

/** 'moved from Mon 9:00 AM to Mon 10:00 AM, room changed from Hall A to Hall B' */
export function changeText({ kinds, before, after }: Change): string {
  const parts = kinds.map((kind) => {
    switch (kind) {
      case 'moved': {
        if (!before || !after) return t`moved`;
        const from = slotTime(before.startTime);
        const to = slotTime(after.startTime);
        return t`moved from ${from} to ${to}`;
      }
      case 'room': {
        const from = before?.room || t`TBA`;
        const to = after?.room || t`TBA`;
        return t`room changed from ${from} to ${to}`;
      }
      case 'cancelled':
        return t`cancelled`;
      case 'reinstated':
        return t`back on the programme`;
      case 'removed':
        return t`removed from the programme`;
      case 'added': {
        if (!after) return t`added to the programme`;
        const slot = slotTime(after.startTime);
        const room = after.room || t`TBA`;
        return t`added to the programme (${slot}, ${room})`;
      }
      case 'renamed': {
        if (!before) return t`renamed`;
        const title = before.title;
        // '' is one apostrophe in a message (a single one would quote the placeholder).
        return t`renamed from ''${title}''`;
      }
      case 'details':
        return t`details updated`;
      default:
        return t`changed`;
    }
  });
  return parts.join(', ');
}

/** 'Version 3 — Nov 24, 2026, 2:05 PM': a release as its heading names it. */
export function releaseHeading(release: { name: string; released_at: string }): string {
  return `${release.name} — ${formatDate(release.released_at)}, ${formatTime(release.released_at)}`;
}
