import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SessionNoticesService } from './session-notices.service.js';

@Module({ imports: [NotificationsModule], providers: [SessionNoticesService] })
export class SessionNoticesModule {}
