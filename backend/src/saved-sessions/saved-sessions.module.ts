import { Module } from '@nestjs/common';
import { ScheduleReleasesModule } from '../schedule-releases/schedule-releases.module.js';
import { SavedSessionsController } from './saved-sessions.controller.js';
import { SavedSessionsService } from './saved-sessions.service.js';

@Module({ imports: [ScheduleReleasesModule], controllers: [SavedSessionsController], providers: [SavedSessionsService], exports: [SavedSessionsService] })
export class SavedSessionsModule {}
