import { Logger } from '@nestjs/common';

/**
 * A promise nobody awaited that rejects (a dropped connection in a library's background task, say) is logged and the
 * process carries on: one such slip must not take the app or the worker down with every request and job in flight.
 */
export function logUnhandledRejections(name: string): void {
  const logger = new Logger(name);
  process.on('unhandledRejection', (reason) => {
    logger.error(`Unhandled rejection, carrying on: ${(reason as Error)?.stack ?? String(reason)}`);
  });
}
