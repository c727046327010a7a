import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AdminMailController } from './admin-mail.controller.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { FailedMail } from './failed-mail.service.js';
import { MailOutbox } from './mail-outbox.service.js';
import { BullMailQueue, InProcessMailQueue, type MailQueue } from './mail-queue.js';
import { MailTransport } from './mail-transport.js';
import { MAIL_QUEUE, WORKER_ENABLED } from './mail.tokens.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { SendMailProcessor } from './send-mail.processor.js';
import { SendingProgress } from './sending-progress.js';

@Global()
@Module({
  // Mounted only where there is HTTP (the app); the separate worker runs the same module without it.
  controllers: [AdminMailController],
  providers: [
    MailOutbox,
    FailedMail,
    SendingProgress,
    MailTransport,
    SendMailProcessor,
    OutboxRelay,
    {
      provide: MAIL_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailQueue => (config.redisUrl ? new BullMailQueue(config.redisUrl, config.queuePrefix) : new InProcessMailQueue()),
    },
    { provide: WORKER_ENABLED, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.mail.runWorker },
  ],
  exports: [MailOutbox, SendingProgress, MAIL_QUEUE],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_QUEUE) private readonly queue: MailQueue) {}

  async onApplicationShutdown() {
    await this.queue.close();
  }
}
