// Whether a failure means "the database is away for now" (a dropped or refused connection, a server shutting down,
// no connection free) rather than a bug: those requests get a 503 the client may retry, not a 500.
import { Prisma } from '../generated/prisma/client.js';

export const DATABASE_UNAVAILABLE = /*i18n*/ 'The service is briefly unavailable. Please try again in a moment.';

const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TlsConnectionError']);
// Prisma's codes for "cannot reach", "timed out", "closed the connection", "no connection from the pool in time".
const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
// PostgreSQL's SQLSTATE classes: 08 connection exception, 53 insufficient resources, 57P operator intervention.
const UNREACHABLE_SQLSTATE = /^(08|53|57P)/;
const UNREACHABLE_MESSAGE =
  /Connection terminated|Connection ended|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|terminating connection|the database system is (starting up|shutting down)|Client has encountered a connection error|Client was closed and is not queryable|Connection is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (current instanceof Prisma.PrismaClientKnownRequestError && UNREACHABLE_PRISMA_CODES.has(current.code)) return true;
    const shaped = current as { kind?: unknown; originalCode?: unknown; code?: unknown; message?: unknown };
    if (typeof shaped.kind === 'string' && UNREACHABLE_KINDS.has(shaped.kind)) return true;
    for (const code of [shaped.originalCode, shaped.code]) if (typeof code === 'string' && UNREACHABLE_SQLSTATE.test(code)) return true;
    if (typeof shaped.message === 'string' && UNREACHABLE_MESSAGE.test(shaped.message)) return true;
  }
  return false;
}
