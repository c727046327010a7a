// Formatting shared by every page. Times are shown in the venue's time zone (lib/venue-zone.ts), so a visitor abroad
// sees the programme as it runs at the venue; the calendar date of a session is its date there.
import { intlLocale } from './i18n/active-locale';
import { venueTimeZone } from './venue-zone';

// One formatter each per language and zone, made on first use: toLocaleDateString builds a new one on every call, which cost
// ~0.2 s of a phone's first render of the programme (issue 12, total blocking time). `locale` fixes the Intl locale
// (the grouping key); otherwise the caller's (the embeddable widget's own language) or the page's (lib/i18n) decides.
function formatter(options: Intl.DateTimeFormatOptions, locale?: string): (iso: string, intl?: string) => string {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (iso, intl) => {
    const date = new Date(iso);
    // format() throws on an invalid date where toLocaleDateString said 'Invalid Date': show nothing instead.
    if (Number.isNaN(date.getTime())) return '';
    const tag = locale ?? intl ?? intlLocale();
    const timeZone = venueTimeZone();
    const key = `${tag}|${timeZone}`;
    let format = made.get(key);
    if (!format) made.set(key, (format = new Intl.DateTimeFormat(tag, { ...options, timeZone })));
    return format.format(date);
  };
}

const time = formatter({ hour: 'numeric', minute: '2-digit' });
const longDate = formatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDate = formatter({ month: 'short', day: 'numeric', year: 'numeric' });
const weekday = formatter({ weekday: 'short' });
const dayKey = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

/** '9:30 AM' (spec: en-US 12-hour with minutes); '09:30' in German. `intl`: another language than the page's. */
export function formatTime(iso: string | null | undefined, intl?: string): string {
  return iso ? time(iso, intl) : '';
}

/** 'Monday, November 17, 2025' (spec: the schedule's day buttons); 'Montag, 17. November 2025' in German. */
export function formatLongDate(iso: string | null | undefined, intl?: string): string {
  return iso ? longDate(iso, intl) : '';
}

/** A deadline with its time: 'Wednesday, July 15, 2026, 11:59 PM' ('Mittwoch, 15. Juli 2026, 23:59' in German). */
export function formatDeadline(iso: string): string {
  return `${formatLongDate(iso)}, ${formatTime(iso)}`;
}

/** 'Nov 17, 2025' */
export function formatDate(iso: string | null | undefined): string {
  return iso ? shortDate(iso) : '';
}

/** 'Mon' */
export function formatWeekday(iso: string): string {
  return weekday(iso);
}

/** The calendar day (YYYY-MM-DD) at the venue: the key sessions are grouped by. */
export function eventDayKey(iso: string): string {
  return dayKey(iso);
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
  const text = typeof DOMParser === 'undefined' ? textOfSanitisedHtml(spaced) : (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The start of a preview's text: more than three clamped lines show at the widest card never need (issue 45: the
 * whole article was in each card of the home page), cut at a word, with an ellipsis.
 */
export function previewText(text: string, max = 480): string {
  // A preview's own preview is itself (lib/public/previews.ts embeds previews, which the card cuts again).
  if (text.length <= max || (text.length === max + 1 && text.endsWith('…'))) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The server's stripHtml (entry-server.tsx has no DOM): the organisers' HTML is sanitised when stored (elements and
 * attributes only, no comments or CDATA), so dropping the tags and decoding the entities the sanitiser writes gives
 * the text the browser's parser does.
 */
function textOfSanitisedHtml(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The names in display_order, joined by commas, and how many (spec: 'Speaker:' or 'Speakers:', said by each caller). */
export function speakerLine(speakers: readonly { name: string; display_order: number }[] | null | undefined) {
  const sorted = [...(speakers ?? [])].sort((a, b) => a.display_order - b.display_order);
  return { names: sorted.map((s) => s.name).join(', '), count: sorted.length };
}
