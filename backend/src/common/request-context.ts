// The request id a piece of work belongs to, carried through async calls (AsyncLocalStorage) so that every log line
// written for it says which request it was, without passing the id through every function. HTTP requests set it
// (http/request-logging.ts); the outboxes store it with the events, pushes and mails a change writes, and their
// relays set it again while they deliver those, so one id finds a change's whole path in the logs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const context = new AsyncLocalStorage<{ requestId?: string }>();

/** The id of the request the current work belongs to, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/**
 * Runs `work` as part of the request `requestId`; without one, as part of no request. Background work (a relay's
 * sweep, a timer) starts here with none, so it never inherits the id of the request that happened to wake it.
 */
export function withRequestId<T>(requestId: string | null | undefined, work: () => T): T {
  return context.run({ requestId: requestId ?? undefined }, work);
}

/** Ids a client or proxy may send: a bounded token (a UUID, a trace id), nothing that could forge or break a log line. */
const SANE_ID = /^[\w.:-]{1,128}$/;

/** The request's own `x-request-id` when it is a sane token, else a new id. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_ID.test(header) ? header : randomUUID();
}

/** The ids of several changes handled together (one relay pass), as one value: each id stays findable by grep. */
export function joinRequestIds(ids: (string | null | undefined)[]): string | undefined {
  const distinct = [...new Set(ids.flatMap((id) => (id ? id.split(',') : [])))];
  return distinct.length ? distinct.join(',') : undefined;
}
