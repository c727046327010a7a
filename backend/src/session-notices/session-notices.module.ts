import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PushModule } from '../push/push.module.js';
import { SessionNoticesService } from './session-notices.service.js';

@Module({ imports: [NotificationsModule, PushModule], providers: [SessionNoticesService] })
export class SessionNoticesModule {}
