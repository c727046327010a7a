import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from '../config/config.js';

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

/** The configuration from the environment; a process started with a bad one says what is wrong and exits (code 2). */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
