// The one place errors leave the server: every failure becomes {detail}, and unknown failures become a logged 500
// that reveals nothing. Unknown GET paths that a browser navigates to get the single-page app instead of a 404.
import { ArgumentsHost, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Prisma } from '../generated/prisma/client.js';
import type { ErrorBody } from './api-error.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-errors.js';
import type { SpaFallback } from './spa-fallback.js';

export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly spa?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const [status, body] = this.describe(exception);
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
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  describe(exception: unknown): [number, ErrorBody] {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return [status, { detail: response }];
      const r = response as { detail?: ErrorBody['detail']; message?: string | string[] };
      // A body with a detail is sent as given (a 409 may carry the current record next to it).
      if (r.detail !== undefined) return [status, response as ErrorBody];
      const message = Array.isArray(r.message) ? r.message.join('; ') : r.message;
      return [status, { detail: message ?? exception.message }];
    }
    if (exception instanceof Prisma.PrismaClientKnownRequestError) {
      if (exception.code === 'P2002') return [409, { detail: 'A record with these details already exists' }];
      if (exception.code === 'P2025') return [404, { detail: 'Not found' }];
      if (exception.code === 'P2003') return [409, { detail: 'The record is still referenced or refers to a missing record' }];
    }
    if (isDatabaseUnavailable(exception)) return [HttpStatus.SERVICE_UNAVAILABLE, { detail: DATABASE_UNAVAILABLE }];
    // A value the DTOs let through but the database schema refuses: still the caller's input, never a crash.
    if (exception instanceof Prisma.PrismaClientValidationError) {
      this.logger.warn(`Input reached the database unvalidated: ${exception.message.split('\n').slice(-1)[0]}`);
      return [HttpStatus.BAD_REQUEST, { detail: 'Invalid input' }];
    }
    // Errors raised by Fastify itself before a handler runs (bad JSON, body too large, wrong content type).
    const fastifyError = exception as { statusCode?: number; message?: string; code?: string };
    if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return [fastifyError.statusCode, { detail: fastifyError.message ?? 'Bad request' }];
    }
    return [HttpStatus.INTERNAL_SERVER_ERROR, { detail: 'Internal server error' }];
  }
}
