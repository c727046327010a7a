import { Module } from '@nestjs/common';
import { ScheduleReleasesModule } from '../schedule-releases/schedule-releases.module.js';
import { PushReminders } from './push-reminders.js';

/** Reminders before saved and starred sessions start: planned from the published programme. */
@Module({ imports: [ScheduleReleasesModule], providers: [PushReminders], exports: [PushReminders] })
export class PushRemindersModule {}
