import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { ScheduleHistoryController } from './schedule-history.controller.js';
import { ScheduleHistoryService } from './schedule-history.service.js';

@Module({ imports: [SessionsModule], controllers: [ScheduleHistoryController], providers: [ScheduleHistoryService] })
export class ScheduleHistoryModule {}
