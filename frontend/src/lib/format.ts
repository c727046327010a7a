// Formatting shared by every page. Times are shown in the venue's time zone, so a visitor abroad sees the
// programme as it runs in Vienna; the calendar date of a session is its date there.
import { config } from './config';

const zone = { timeZone: config.eventTimeZone } as const;

/** '9:30 AM' (spec: en-US 12-hour with minutes). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleTimeString('en-US', { ...zone, hour: 'numeric', minute: '2-digit', hour12: true });
}

/** 'Monday, November 17, 2025' (spec: the schedule's day buttons). */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { ...zone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** 'Nov 17, 2025' */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { ...zone, month: 'short', day: 'numeric', year: 'numeric' });
}

/** The calendar day (YYYY-MM-DD) at the venue: the key sessions are grouped by. */
export function eventDayKey(iso: string): string {
  return new Date(iso).toLocaleDateString('en-CA', zone);
}

export function capitalize(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A website without its scheme gets https:// (spec: sponsors). */
export function websiteHref(website: string | null | undefined): string | null {
  const trimmed = website?.trim();
  if (!trimmed) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Plain text of an HTML fragment, for previews (spec: excerpts with markup stripped). Block ends become spaces
 * first, or the last word of one paragraph would run into the first of the next ('AI.Ana').
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(/<\/(p|li|div|h[1-6]|blockquote|tr|td|th|dd|dt)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** 'Speaker:' or 'Speakers:' and the names in display_order, joined by commas (spec). */
export function speakerLine(speakers: readonly { name: string; display_order: number }[] | null | undefined) {
  const sorted = [...(speakers ?? [])].sort((a, b) => a.display_order - b.display_order);
  return { label: sorted.length === 1 ? 'Speaker:' : 'Speakers:', names: sorted.map((s) => s.name).join(', '), count: sorted.length };
}
