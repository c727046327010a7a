// The shape of one entry of the event catalog (catalog.ts): the payload services announce, whether it goes through
// the event outbox, and, when browsers are told, who is told what under which client event name.
import type { z } from 'zod';

/** How a domain event reaches browsers: the rooms it goes to and the client payload made from the domain payload. */
export interface Push<P, C extends z.ZodType = z.ZodType, N extends string = string> {
  /** Pushed under another event's client name (several domain events can tell browsers the same thing). */
  as?: N;
  /** The client payload (the API description's ClientEvents); an `as` push names that event's schema again. */
  schema: C;
  /** The rooms it goes to; none: nobody is told. */
  to: (payload: P) => string[];
  send: (payload: P) => z.output<C>;
}

export interface EventEntry<S extends z.ZodType = z.ZodType, C extends z.ZodType = z.ZodType, N extends string = string> {
  /** What services announce and listeners receive. */
  payload: S;
  /** Its effects must survive a crash between the commit and the effect: written to the event outbox with the change. */
  durable: boolean;
  /** Absent: internal only, no browser is told. */
  push?: Push<z.output<S>, C, N>;
}

/** An event browsers are told about (`push`). */
export function event<S extends z.ZodType, C extends z.ZodType, N extends string = never>(
  payload: S,
  options: { durable?: boolean; push: Push<z.output<S>, C, N> },
): EventEntry<S, C, N> & { push: Push<z.output<S>, C, N> };
/** An event on the bus only. */
export function event<S extends z.ZodType>(payload: S, options?: { durable?: boolean }): EventEntry<S, never, never> & { push?: undefined };
export function event(payload: z.ZodType, options: { durable?: boolean; push?: Push<unknown> } = {}): EventEntry {
  return { payload, durable: options.durable ?? false, push: options.push };
}

/** The client event name of a catalog entry `E` under key `K` (never: not pushed). */
export type ClientNameOf<K, E> = E extends { push: Push<never, z.ZodType, infer N> } ? ([N] extends [never] ? K : N) : never;
/** The client payload schema of a pushed catalog entry. */
export type ClientSchemaOf<E> = E extends { push: Push<never, infer C, string> } ? C : never;
