// The mail worker as its own process (`npm run worker`): relays the outbox and sends mail, serving no HTTP.
// Run the app with RUN_WORKER=false when workers run separately. It needs the same DATABASE_URL (and REDIS_URL) as the app.
import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { EventsModule } from './events/events.module.js';
import { MailModule } from './mail/mail.module.js';
import { openDatabase } from './prisma/database.js';
import { PrismaModule } from './prisma/prisma.module.js';

async function main() {
  let config;
  try {
    config = { ...loadConfig(), mail: { ...loadConfig().mail, runWorker: true } };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (!config.database.url) {
    console.error('The separate worker needs DATABASE_URL: the embedded database belongs to the app process.');
    process.exit(2);
  }
  const database = await openDatabase(config);
  @Module({ imports: [ConfigModule.forRoot(config), PrismaModule.forRoot(database), EventsModule, MailModule] })
  class WorkerModule {}
  const app = await NestFactory.createApplicationContext(WorkerModule);
  app.enableShutdownHooks();
  new Logger('Worker').log(`Mail worker running (${config.redisUrl ? 'BullMQ on Redis' : 'in-process queue'})`);
  process.once('SIGTERM', () => void app.close().then(() => database.close()));
  process.once('SIGINT', () => void app.close().then(() => database.close()));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
