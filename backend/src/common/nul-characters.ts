// PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request's JSON body or query would otherwise reach
// the database and fail there. Every request is checked once, before any route validates it: a clear 400 instead.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const NUL_DETAIL = 'Text cannot contain the NUL character (U+0000)';

/** Whether any string (or key) in this parsed JSON value contains U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** A Fastify preValidation hook: refuses a body or query holding a NUL with 400 and a detail. */
export function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
  if (containsNul(request.query) || containsNul(request.body)) {
    void reply.code(400).header('content-type', 'application/json; charset=utf-8').send({ detail: NUL_DETAIL });
    return;
  }
  done();
}
