// The iframe fallback of the schedule widget: a bare page that holds one widget element and loads the same bundle
// (/widget.js, frontend/src/widget) that organisers' own pages load with the script tag. Its language (`lang`) is the
// page's <html lang>, which the widget follows.
import { fieldError } from '../http/api-error.js';
import { escapeHtml } from '../common/html.js';
import { DEFAULT_LANGUAGE, i18nIn, isLanguage, LANGUAGES, type Language } from '../i18n/languages.js';
import { text } from '../i18n/error-text.js';

/** The widget's filters and language, as the embed page's query gives them. */
export interface EmbedFilters {
  day?: string;
  room?: string;
  lang?: Language;
}

/** Session rooms are at most this long (sessions/session.dto.ts). */
const ROOM_MAX = 100;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists, YYYY-MM-DD (2025-02-30 does not). */
function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * `?day=YYYY-MM-DD&room=…&lang=de`, all optional (an empty value means no filter, English); anything else is a 400
 * naming the field.
 */
export function embedFilters(query: Record<string, unknown>): EmbedFilters {
  const filters: EmbedFilters = {};
  const { day, room, lang } = query;
  if (day !== undefined && day !== '') {
    if (typeof day !== 'string' || !isDay(day)) throw fieldError('query', 'day', /*i18n*/ 'day must be a date as YYYY-MM-DD');
    filters.day = day;
  }
  if (room !== undefined && room !== '') {
    if (typeof room !== 'string') throw fieldError('query', 'room', /*i18n*/ 'room must be given once');
    if (room.trim().length > ROOM_MAX) throw fieldError('query', 'room', text(/*i18n*/ 'room must be at most {max} characters', { max: ROOM_MAX }));
    if (room.trim()) filters.room = room.trim();
  }
  if (lang !== undefined && lang !== '') {
    if (!isLanguage(lang)) throw fieldError('query', 'lang', text(/*i18n*/ '{field} must be one of {values}', { field: 'lang', values: LANGUAGES.join(', ') }));
    filters.lang = lang;
  }
  return filters;
}

/** A frame has no page around it to take a font from (the style's hash is in the page's policy). */
export const EMBED_PAGE_STYLE = 'body{margin:0;padding:0.5rem;background:transparent;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}';

export function embedPage(filters: EmbedFilters, productName: string): string {
  const attributes = [
    'data-conference-schedule',
    filters.day ? `data-day="${escapeHtml(filters.day)}"` : '',
    filters.room ? `data-room="${escapeHtml(filters.room)}"` : '',
  ].filter(Boolean);
  const lang = filters.lang ?? DEFAULT_LANGUAGE;
  const i18n = i18nIn(lang);
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(i18n._('{product} schedule', { product: productName }))}</title>
    <style>${EMBED_PAGE_STYLE}</style>
  </head>
  <body>
    <div ${attributes.join(' ')}></div>
    <script src="/widget.js" async></script>
  </body>
</html>
`;
}
