// One widget's schedule in its shadow root, built as elements with text (never HTML from the data).
import { formatTime, speakerLine } from '@/lib/format';
import type { ConferenceSession } from '@/types/api';
import { groupByDay, type WidgetFilters } from './filters';
import type { FeedState } from './schedule-feed';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function time(iso: string): HTMLTimeElement {
  const node = element('time', undefined, formatTime(iso));
  node.dateTime = iso;
  return node;
}

function sessionItem(session: ConferenceSession): HTMLLIElement {
  const cancelled = session.status === 'cancelled';
  const title = element('p', 'title', element('span', undefined, session.title));
  if (cancelled) title.append(element('span', 'badge', 'Cancelled'));
  const item = element('li', cancelled ? 'cancelled' : undefined, element('p', 'time', time(session.startTime), ' - ', time(session.endTime)), title);
  item.append(element('p', 'meta', `Room: ${session.room}`));
  const speakers = speakerLine(session.speakers);
  if (speakers.count) item.append(element('p', 'meta', `${speakers.label} ${speakers.names}`));
  item.dataset.sessionId = String(session.id);
  if (cancelled) item.dataset.cancelled = 'true';
  return item;
}

export interface WidgetView {
  state: FeedState;
  filters: WidgetFilters;
  /** A filter the element asks for that cannot be used. */
  error?: string;
  /** The site the schedule comes from. */
  origin: string;
}

/** The part that changes with the data: replaced whole on every change (a few dozen elements). */
function content(view: WidgetView): Node[] {
  if (view.error) return [element('p', 'note', view.error)];
  if (view.state.status === 'loading') return [element('p', 'note', 'Loading schedule...')];
  if (view.state.status === 'failed') return [element('p', 'note', 'The schedule could not be loaded.')];
  const days = groupByDay(view.state.sessions, view.filters);
  if (days.length === 0) return [element('p', 'note', 'No sessions to show.')];
  return days.map((day) => element('section', 'day', element('h3', undefined, day.label), element('ul', undefined, ...day.sessions.map(sessionItem))));
}

export function mountView(root: ShadowRoot, origin: string): (view: WidgetView) => void {
  const body = element('div', 'body');
  const link = element('a', undefined, 'Full schedule');
  link.href = `${origin}/schedule`;
  link.target = '_blank';
  link.rel = 'noopener';
  const section = element('section', 'schedule', element('h2', undefined, 'Conference Schedule'), body, element('p', 'more', link));
  section.setAttribute('aria-label', 'Conference Schedule');
  root.append(section);
  return (view) => body.replaceChildren(...content(view));
}
