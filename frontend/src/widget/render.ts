// One widget's schedule in its shadow root, built as elements with text (never HTML from the data), in the element's
// language (messages.ts): its text, and its days and times through Intl.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatTime, speakerLine } from '@/lib/format';
import { basenameOf, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { ConferenceSession } from '@/types/api';
import { groupByDay, type WidgetFilters } from './filters';
import { translate } from './messages';
import type { FeedState } from './schedule-feed';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function time(iso: string, intl: string): HTMLTimeElement {
  const node = element('time', undefined, formatTime(iso, intl));
  node.dateTime = iso;
  return node;
}

function sessionItem(session: ConferenceSession, locale: Locale): HTMLLIElement {
  const say = (message: MessageDescriptor) => translate(locale, message);
  const intl = LOCALES[locale].intl;
  const cancelled = session.status === 'cancelled';
  const title = element('p', 'title', element('span', undefined, session.title));
  if (cancelled) title.append(element('span', 'badge', say(msg`Cancelled`)));
  const item = element(
    'li',
    cancelled ? 'cancelled' : undefined,
    element('p', 'time', time(session.startTime, intl), ' - ', time(session.endTime, intl)),
    title,
  );
  const room = session.room;
  item.append(element('p', 'meta', say(msg`Room: ${room}`)));
  const speakers = speakerLine(session.speakers);
  const count = speakers.count;
  if (count) item.append(element('p', 'meta', `${say(msg`${plural(count, { one: 'Speaker:', other: 'Speakers:' })}`)} ${speakers.names}`));
  item.dataset.sessionId = String(session.id);
  if (cancelled) item.dataset.cancelled = 'true';
  return item;
}

export interface WidgetView {
  state: FeedState;
  filters: WidgetFilters;
  /** A filter the element asks for that cannot be used. */
  error?: MessageDescriptor;
  /** The site the schedule comes from. */
  origin: string;
  /** The language it is shown in (messages.ts, widgetLocale). */
  locale: Locale;
}

/** The part that changes with the data: replaced whole on every change (a few dozen elements). */
function content(view: WidgetView): Node[] {
  const say = (message: MessageDescriptor) => translate(view.locale, message);
  if (view.error) return [element('p', 'note', say(view.error))];
  if (view.state.status === 'loading') return [element('p', 'note', say(msg`Loading schedule...`))];
  if (view.state.status === 'failed') return [element('p', 'note', say(msg`The schedule could not be loaded.`))];
  const days = groupByDay(view.state.sessions, view.filters, LOCALES[view.locale].intl);
  if (days.length === 0) return [element('p', 'note', say(msg`No sessions to show.`))];
  return days.map((day) =>
    element('section', 'day', element('h3', undefined, day.label), element('ul', undefined, ...day.sessions.map((s) => sessionItem(s, view.locale)))),
  );
}

export function mountView(root: ShadowRoot): (view: WidgetView) => void {
  const heading = element('h2');
  const body = element('div', 'body');
  const link = element('a');
  link.target = '_blank';
  link.rel = 'noopener';
  const section = element('section', 'schedule', heading, body, element('p', 'more', link));
  root.append(section);
  return (view) => {
    const say = (message: MessageDescriptor) => translate(view.locale, message);
    const name = say(msg`Conference Schedule`);
    heading.textContent = name;
    section.setAttribute('aria-label', name);
    section.lang = view.locale;
    // The site's schedule page in the same language.
    link.textContent = say(msg`Full schedule`);
    link.href = `${view.origin}${basenameOf(view.locale)}/schedule`;
    body.replaceChildren(...content(view));
  };
}
