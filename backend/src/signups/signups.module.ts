import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SignupsController } from './signups.controller.js';
import { SignupsService } from './signups.service.js';

@Module({ imports: [NotificationsModule], controllers: [SignupsController], providers: [SignupsService], exports: [SignupsService] })
export class SignupsModule {}
