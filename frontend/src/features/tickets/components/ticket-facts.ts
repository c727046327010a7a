// What the ticket card says besides the code: pure, so that it is tested without rendering.
import type { User } from '@/types/api';

/**
 * Whether the server has a ticket for this user (backend/src/tickets/ticket-store.ts): organisers and speakers by
 * their role, attendees once paid. The card asks only then, so an unpaid attendee's dashboard makes no refused call.
 */
export function hasTicket(user: Pick<User, 'role' | 'payment_status'>): boolean {
  return user.role !== 'user' || user.payment_status === 'paid';
}

/** The event's days, YYYY-MM-DD as the venue's calendar has them: 'November 17 – 19, 2025', '17.–19. November 2025'. */
export function eventDays(startsOn: string, endsOn: string, locale: string): string {
  const day = (value: string) => new Date(`${value}T12:00:00Z`);
  const start = day(startsOn);
  const end = day(endsOn);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return startsOn === endsOn ? format.format(start) : format.formatRange(start, end);
}
