import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { MailingsController } from './mailings.controller.js';
import { MailingsService } from './mailings.service.js';

/** Organisers' mail to groups of speakers (by proposal status or type, not yet confirmed, chosen sessions). */
@Module({
  imports: [NotificationsModule],
  controllers: [MailingsController],
  providers: [MailingsService],
})
export class MailingsModule {}
