// The one place errors leave the server: every failure becomes {detail}, and unknown failures become a logged 500
// that reveals nothing. Unknown GET paths that a browser navigates to get the single-page app instead of a 404.
// The detail (or each refused field's msg) is said here, in the language the request asks for (i18n/error-text.ts).
import { ArgumentsHost, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Prisma } from '../generated/prisma/client.js';
import type { ErrorBody, RaisedErrorBody } from './api-error.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-errors.js';
import { ErrorText, requestLanguage, say, text } from '../i18n/error-text.js';
import type { Language } from '../i18n/languages.js';
import type { SpaFallback } from './spa-fallback.js';

export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly spa?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const [status, body] = this.describe(exception);
    // The router's own 404 for a path it does not know, as a message with its values.
    if (status === HttpStatus.NOT_FOUND && body.detail === `Cannot ${request.method} ${request.url}`) {
      body.detail = text(/*i18n*/ 'Cannot {method} {path}', { method: request.method, path: request.url });
    }
    if (status === HttpStatus.NOT_FOUND && this.spa?.serves(request)) {
      void this.spa.send(reply);
      return;
    }
    if (status === HttpStatus.NO_CONTENT) {
      void reply.status(status).send();
      return;
    }
    // An exception may say when to come back (a lockout, a busy upload queue); a database outage is short.
    const retryAfter = (exception as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
    if (typeof retryAfter === 'number') {
      void reply.header('retry-after', String(retryAfter));
    } else if (status === HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.warn(`${request.method} ${request.url}: database unavailable (${(exception as Error)?.message ?? exception})`);
      void reply.header('retry-after', '2');
    } else if (status >= 500) {
      this.logger.error(`${request.method} ${request.url}: ${(exception as Error)?.stack ?? exception}`);
    }
    void reply
      .status(status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(this.said(body, requestLanguage(request)));
  }

  /** The body in the language; a text that cannot be said in it (a broken translation) is said in English. */
  private said(body: RaisedErrorBody, language: Language): ErrorBody {
    try {
      return inLanguage(body, language);
    } catch (error) {
      this.logger.error(`An error text could not be said in ${language}: ${(error as Error)?.message ?? error}`);
      return inLanguage(body, 'en');
    }
  }

  describe(exception: unknown): [number, RaisedErrorBody] {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string' || response instanceof ErrorText) return [status, { detail: response }];
      const r = response as { detail?: RaisedErrorBody['detail']; message?: string | string[] };
      // A body with a detail is sent as given (a 409 may carry the current record next to it).
      if (r.detail !== undefined) return [status, response as RaisedErrorBody];
      const message = Array.isArray(r.message) ? r.message.join('; ') : r.message;
      return [status, { detail: message ?? exception.message }];
    }
    if (exception instanceof Prisma.PrismaClientKnownRequestError) {
      if (exception.code === 'P2002') return [409, { detail: /*i18n*/ 'A record with these details already exists' }];
      if (exception.code === 'P2025') return [404, { detail: /*i18n*/ 'Not found' }];
      if (exception.code === 'P2003') return [409, { detail: /*i18n*/ 'The record is still referenced or refers to a missing record' }];
    }
    if (isDatabaseUnavailable(exception)) return [HttpStatus.SERVICE_UNAVAILABLE, { detail: DATABASE_UNAVAILABLE }];
    // A value the DTOs let through but the database schema refuses: still the caller's input, never a crash.
    if (exception instanceof Prisma.PrismaClientValidationError) {
      this.logger.warn(`Input reached the database unvalidated: ${exception.message.split('\n').slice(-1)[0]}`);
      return [HttpStatus.BAD_REQUEST, { detail: /*i18n*/ 'Invalid input' }];
    }
    // Errors raised by Fastify itself before a handler runs (bad JSON, body too large, wrong content type), and the
    // rate limit's, which carries its text.
    const fastifyError = exception as { statusCode?: number; message?: string; code?: string; text?: unknown };
    if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      if (fastifyError.text instanceof ErrorText) return [fastifyError.statusCode, { detail: fastifyError.text }];
      return [fastifyError.statusCode, { detail: fastifyError.message ?? /*i18n*/ 'Bad request' }];
    }
    return [HttpStatus.INTERNAL_SERVER_ERROR, { detail: /*i18n*/ 'Internal server error' }];
  }
}

/**
 * Fastify's own refusals (by their code, in Fastify's English, which clients have always read), catalogued here so
 * the filter can say them in other languages; one not listed stays in Fastify's English.
 */
export const FASTIFY_TEXTS = [
  /*i18n*/ 'Request body is too large',
  /*i18n*/ 'Unsupported Media Type',
  /*i18n*/ 'Request body size did not match Content-Length',
  /*i18n*/ "Body cannot be empty when content-type is set to 'application/json'",
  /*i18n*/ "Body is not valid JSON but content-type is set to 'application/json'",
];

/** The body with its detail (or each field's msg) said in the language. */
function inLanguage(body: RaisedErrorBody, language: Language): ErrorBody {
  const { detail } = body;
  if (Array.isArray(detail)) return { ...body, detail: detail.map((field) => ({ ...field, msg: say(field.msg, language) })) };
  return { ...body, detail: say(detail, language) };
}
