import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SignupListsController } from './signup-lists.controller.js';
import { SignupListsService } from './signup-lists.service.js';
import { SignupCancellations } from './signup-cancellations.js';
import { SignupsController } from './signups.controller.js';
import { SignupsService } from './signups.service.js';

@Module({
  imports: [NotificationsModule],
  controllers: [SignupsController, SignupListsController],
  providers: [SignupsService, SignupListsService, SignupCancellations],
  exports: [SignupsService],
})
export class SignupsModule {}
