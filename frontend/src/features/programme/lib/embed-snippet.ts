// What the 'Embed on your site' dialog offers to copy: the schedule widget's snippet (frontend/src/widget) and its
// iframe fallback (/embed/schedule), for one day and/or room or the whole programme, in a language.
import type { Locale } from '@/lib/i18n/locales';

export interface EmbedChoice {
  /** YYYY-MM-DD at the venue; '' for every day. */
  day: string;
  /** A room's name; '' for every room. */
  room: string;
  /** The language it is shown in; '' (or none) for the language of the page it is on (the frame: English). */
  lang?: Locale | '';
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The snippets are HTML for another site, copied as they are: code, not text (the iframe's title names the embedded
// page, which is the English one at /embed/schedule).
/* eslint-disable lingui/no-unlocalized-strings */
export function scriptSnippet(origin: string, { day, room, lang }: EmbedChoice): string {
  const filters = [day && ` data-day="${attribute(day)}"`, room && ` data-room="${attribute(room)}"`, lang && ` data-lang="${lang}"`].filter(Boolean).join('');
  return `<div data-conference-schedule${filters}></div>\n<script src="${origin}/widget.js" async></script>`;
}

export function frameSnippet(origin: string, { day, room, lang }: EmbedChoice): string {
  const query = new URLSearchParams();
  if (day) query.set('day', day);
  if (room) query.set('room', room);
  if (lang) query.set('lang', lang);
  const search = query.size ? `?${query.toString().replace(/&/g, '&amp;')}` : '';
  return `<iframe src="${origin}/embed/schedule${search}" title="Conference schedule" width="100%" height="600" style="border:0"></iframe>`;
}
/* eslint-enable lingui/no-unlocalized-strings */
