// The process's logger: pino, one JSON object per line (LOG_FORMAT=json, for a log collector) or readable lines
// (LOG_FORMAT=pretty, for development), at LOG_LEVEL. Fastify logs requests through it, and Nest's Logger (every
// `new Logger('Context')` in the code) writes to it through NestPinoLogger; both add the request id (`req_id`) of
// the work under way (request-context.ts).
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/config.js';
import { currentRequestId } from './request-context.js';

/** The name of the request id in every log line. */
export const REQUEST_ID_FIELD = 'req_id';

/**
 * A logger for `settings`; `destination` takes the lines instead of stdout (always JSON then: the tests read them).
 * The pretty printer is loaded only when asked for.
 */
export async function createLogger(settings: AppConfig['log'], destination?: DestinationStream): Promise<Logger> {
  const options = {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Levels by name ("level":"warn"), which a person grepping the lines reads without a table.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  if (settings.format === 'pretty') {
    const { default: pretty } = await import('pino-pretty');
    return pino(
      options,
      pretty({
        sync: true,
        // One line each: the request lines' fields (http/request-logging.ts) and the request id are part of it.
        ignore: 'pid,hostname,context,req_id,method,route,status,ms',
        translateTime: 'SYS:HH:MM:ss.l',
        messageFormat: '{if context}[{context}] {end}{msg}{if method} {method} {route} {status} ({ms} ms){end}{if req_id} (req {req_id}){end}',
      }),
    );
  }
  return pino(options);
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's logger interface over pino. Nest passes the context (the name given to `new Logger(name)`) last and, for
 * errors, a stack before it; both become fields, as does the request id of the work under way.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params, true);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params, true);
  }

  private write(level: Level, message: unknown, params: unknown[], withStack = false) {
    if (!this.logger.isLevelEnabled(level)) return;
    const context = params.length > 0 && typeof params[params.length - 1] === 'string' ? (params.pop() as string) : undefined;
    const stack = withStack && typeof params[0] === 'string' ? params[0] : undefined;
    const requestId = currentRequestId();
    // A stack as pino writes an error's (`err.stack`), which the pretty printer shows on lines of its own.
    const fields: Record<string, unknown> = {
      ...(context && { context }),
      ...(requestId && { [REQUEST_ID_FIELD]: requestId }),
      ...(stack && { err: { message: String(message), stack } }),
    };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (message && typeof message === 'object') this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
