// Session times as attendees read them: in the venue's time zone, en-US, 12-hour (spec).
export const EVENT_TIME_ZONE = 'Europe/Vienna';

const dayAndTime = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const timeOnly = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

/** 'Tue, Nov 18, 9:00 AM - 10:30 AM' */
export function formatSlot(start: Date, end: Date): string {
  return `${dayAndTime.format(start)} - ${timeOnly.format(end)}`;
}
