import { EVENT_CATALOG } from './catalog.js';
import type { DomainEventMap, DomainEventName } from './domain-events.js';

/**
 * The events whose effects must survive a crash between the commit and the effect (`durable` in the catalog): they
 * go through the event outbox (event-relay.service.ts). What visitors see (the public read model records a version
 * for each), what attendees and speakers are told (session notices, decision notices and mail), and the audit
 * trail's push to organisers' consoles (sent by whichever replica delivers the row, if the one that committed it died).
 */
export const DURABLE_EVENTS: ReadonlySet<DomainEventName> = new Set(
  (Object.keys(EVENT_CATALOG) as DomainEventName[]).filter((name) => EVENT_CATALOG[name].durable),
);

/** Announces an event of the change under way: written with it if durable, emitted after its commit otherwise. */
export type Announce = <K extends DomainEventName>(name: K, payload: DomainEventMap[K]) => void;

export type Announced = { [K in DomainEventName]: { name: K; payload: DomainEventMap[K] } }[DomainEventName];

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** Events come back from JSON: times (`*_time`, `*_at`) are Dates again, as the code that announced them had them. */
export function revive(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return /(_time|_at)$/.test(key) && ISO_DATE.test(value) ? new Date(value) : value;
  if (Array.isArray(value)) return value.map((item) => revive(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v, k)]));
  return value;
}
