// What browsers are told, read off the catalog: the pushes the gateway sends (one per pushed domain event) and the
// client events they make up, by client name (realtime/client-events.ts adds the gateway's own and describes them).
import type { z } from 'zod';
import { EVENT_CATALOG } from './catalog.js';
import type { DomainEventName } from './domain-events.js';
import type { ClientNameOf, ClientSchemaOf, EventEntry } from './event-entry.js';

type Catalog = typeof EVENT_CATALOG;

/** The client events domain events are pushed as: their payload schemas by client event name. */
export type PushedEventSchemas = { [K in keyof Catalog as ClientNameOf<K, Catalog[K]>]: ClientSchemaOf<Catalog[K]> };
export type PushedEventName = keyof PushedEventSchemas;
/** The domain events browsers are told about. */
export type PushedDomainEventName = { [K in keyof Catalog]: [ClientNameOf<K, Catalog[K]>] extends [never] ? never : K }[keyof Catalog];

/** A domain event the gateway pushes: to whom, under which client name, with which payload. */
export interface PushRoute {
  event: PushedDomainEventName;
  as: PushedEventName;
  schema: z.ZodType;
  to(payload: unknown): string[];
  send(payload: unknown): unknown;
}

export const PUSHES: readonly PushRoute[] = Object.entries(EVENT_CATALOG as Record<DomainEventName, EventEntry>).flatMap(([event, { push }]) =>
  push ? [{ event: event as PushedDomainEventName, as: (push.as ?? event) as PushedEventName, schema: push.schema, to: push.to, send: push.send }] : [],
);

function schemasByName(): PushedEventSchemas {
  const schemas = new Map<string, z.ZodType>();
  for (const { event, as, schema } of PUSHES) {
    // Browsers read one payload per client event, whichever domain event it came from.
    if (schemas.has(as) && schemas.get(as) !== schema) throw new Error(`${event} is pushed as ${as} with another schema than ${as} itself`);
    schemas.set(as, schema);
  }
  return Object.fromEntries(schemas) as PushedEventSchemas;
}

export const PUSHED_EVENT_SCHEMAS = schemasByName();
