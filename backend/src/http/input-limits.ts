// What every request's JSON body and query must respect before any route reads them, checked once for all routes:
// text PostgreSQL can store (no U+0000; no lone UTF-16 surrogate, which a JSON `\ud800` escape can make and the
// database driver cannot encode), and a bounded nesting (a validator walking a body recursively would overflow the
// stack at thousands of levels). Each is a clear 400 with a detail instead of a failure deeper in.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const NUL_DETAIL = 'Text cannot contain the NUL character (U+0000)';
export const LONE_SURROGATE_DETAIL = 'Text cannot contain a lone surrogate (U+D800 to U+DFFF without its pair)';
/** Far more than any route's body needs (the deepest, site content, is a few levels). */
export const MAX_DEPTH = 32;
export const DEPTH_DETAIL = `The body is nested too deeply (at most ${MAX_DEPTH} levels)`;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_DETAIL;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_DETAIL : null;
}

/** What is wrong with this parsed JSON value (any string, key or the nesting), as a detail; null when nothing. */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return DEPTH_DETAIL;
  for (const [key, item] of Object.entries(value)) {
    const problem = textProblem(key) ?? inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The most of an oversized body read and thrown away before it is refused: a bigger one is refused at once, and the
 * connection closed mid-upload.
 */
export const DRAINED_AT_MOST = 16 * 1024 * 1024;

/**
 * A Fastify onRequest hook for a body over its route's limit (by its Content-Length; a multipart upload has its own
 * limits): refused before it was read, with the connection closed at once, a browser still uploading meets a reset
 * and shows a network error instead of the refusal. So the rest is read and thrown away first (up to
 * DRAINED_AT_MOST); Fastify then refuses it by its Content-Length (413 and its detail), without reading.
 */
export function readOversizedBodies(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  const length = Number(request.headers['content-length']);
  const oversized = length > request.routeOptions.bodyLimit && length <= DRAINED_AT_MOST;
  if (!oversized || /^multipart\//i.test(request.headers['content-type'] ?? '')) return done();
  const body = request.raw;
  const finish = () => {
    body.off('end', finish).off('error', finish).off('close', finish);
    done();
  };
  body.on('end', finish).on('error', finish).on('close', finish);
  body.resume();
}

/** A Fastify preValidation hook: refuses such a body or query with 400 and a detail. */
export function refuseUnsafeInput(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
  const problem = inputProblem(request.query) ?? inputProblem(request.body);
  if (problem) {
    void reply.code(400).header('content-type', 'application/json; charset=utf-8').send({ detail: problem });
    return;
  }
  done();
}
