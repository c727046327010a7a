// The mail worker as its own process (`npm run worker`): relays the outbox and sends mail, serving no HTTP.
// Run the app with RUN_WORKER=false when workers run separately. It needs the same DATABASE_URL (and REDIS_URL) as the app.
import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { pathToFileURL } from 'node:url';
import type { DestinationStream } from 'pino';
import { createLogger, NestPinoLogger } from './common/logger.js';
import { loadConfigOrExit, logUnhandledRejections } from './common/process-guards.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { EventsModule } from './events/events.module.js';
import { MailModule } from './mail/mail.module.js';
import { openDatabase } from './prisma/database.js';
import { PrismaModule } from './prisma/prisma.module.js';
import { PushModule } from './push/push.module.js';

/**
 * Starts the worker's modules; `close()` lets jobs under way finish, then lets go of the database. It logs as the app
 * does (LOG_FORMAT, LOG_LEVEL; `logStream` as createApp's). Nest's loggers are the process's: in a process with apps
 * too (the tests), the last one started writes every `new Logger()` line.
 */
export async function startWorker(config: AppConfig, options: { logStream?: DestinationStream } = {}) {
  const workerConfig = { ...config, mail: { ...config.mail, runWorker: true } };
  const logger = new NestPinoLogger(await createLogger(config.log, options.logStream));
  Logger.overrideLogger(logger);
  const database = await openDatabase(workerConfig);
  @Module({ imports: [ConfigModule.forRoot(workerConfig), PrismaModule.forRoot(database), EventsModule, MailModule, PushModule] })
  class WorkerModule {}
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function main() {
  logUnhandledRejections('Worker');
  const config = loadConfigOrExit();
  if (!config.database.url) {
    console.error('The separate worker needs DATABASE_URL: the embedded database belongs to the app process.');
    process.exit(2);
  }
  const worker = await startWorker(config);
  new Logger('Worker').log(`Mail worker running (${config.redisUrl ? 'BullMQ on Redis' : 'in-process queue'})`);
  const stop = () =>
    void worker.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
