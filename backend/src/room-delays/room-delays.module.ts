import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { RoomDelayNotices } from './room-delay-notices.js';
import { RoomDelaysController } from './room-delays.controller.js';
import { RoomDelaysService } from './room-delays.service.js';

/** Running late (issue 47): the mark, and the notices to the savers of the room's remaining sessions. */
@Module({ imports: [NotificationsModule, SessionsModule], controllers: [RoomDelaysController], providers: [RoomDelaysService, RoomDelayNotices] })
export class RoomDelaysModule {}
