// One log line per answered request, and the request id: the client's (or a proxy's) `x-request-id` when it is a
// sane token, else a new one; answered in the `x-request-id` header, on every line Fastify writes for the request as
// `req_id`, and made the id of all work the request does (request-context.ts), down to the outbox rows it writes.
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_FIELD } from '../common/logger.js';
import { requestIdFrom, withRequestId } from '../common/request-context.js';

/** Probes and scrapes come every few seconds: their lines only at debug level. */
const PROBES = /^\/(health|metrics)(\/|\?|$)/;

/**
 * Fastify's request lines, one per request once answered: the route's pattern, never the address asked for (it may
 * hold a token: a calendar feed's, a link's query), the status and the time taken.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: REQUEST_ID_FIELD });
  }

  override incomingRequest(): void {
    // The answered line says it all.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...fields, err: error }, 'request failed');
    else if (PROBES.test(request.url)) reply.log.debug(fields, 'request');
    else reply.log.info(fields, 'request');
  }
}

/** Fastify's options for request ids and their lines. */
export function requestLogOptions() {
  return {
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers['x-request-id']),
    requestIdHeader: false as const,
    logController: new RequestLog(),
  };
}

/** The first hook of every request: the id answered, and the request's work run as part of it. */
export function carryRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    withRequestId(request.id, done);
  });
}
