// How many attendees saved a session against what its room holds, as the calendar and the list show it: a small
// '♥ 42' on each block, turned red ('♥ 42/30') while more saved it than the room holds. The server decides the flag
// (AdminSession.interest); this only shows it.
import type { AdminSession } from '../api/schedule-admin-api';
import { roomOf } from './calendar-layout';
import { CLASH_STYLE } from '../components/session-style';
import { plural, t } from '@lingui/core/macro';

/** The over-capacity flag shares the clashes' red: both ask an organiser to act. */
export const OVER_CAPACITY_STYLE = { edge: CLASH_STYLE.edge };

type Interested = Pick<AdminSession, 'saved_count' | 'room' | 'interest'>;

export const isOverCapacity = (session: Pick<AdminSession, 'interest'>) => session.interest != null;

/** '1 attendee' / '42 attendees'. */
export const attendeesText = (count: number) => plural(count, { one: '# attendee', other: '# attendees' });

/** '1 attendee saved this' / '42 attendees saved this'. */
export const savedText = (count: number) => plural(count, { one: '# attendee saved this', other: '# attendees saved this' });

/** For screen readers and tooltips: the count, and when over capacity, what the room holds. */
export function interestText(session: Interested): string {
  if (session.interest) {
    const saved = savedText(session.interest.saved);
    const room = roomOf(session);
    const capacity = session.interest.capacity;
    return t`${saved}; ${room} holds ${capacity}`;
  }
  return session.saved_count > 0 ? savedText(session.saved_count) : '';
}

/** '42 attendees saved this; Room A holds 30. Larger rooms free then: Hall (200), Aula (300).' */
export function suggestionText(session: Interested): string {
  if (!session.interest) return '';
  const rooms = session.interest.suggested_rooms;
  const free = rooms.map((r) => `${r.name} (${r.capacity})`).join(', ');
  const then = rooms.length ? t`Larger rooms free then: ${free}.` : t`No larger room is free then.`;
  return `${interestText(session)}. ${then}`;
}
