import { Module } from '@nestjs/common';
import { ScheduleReleasesModule } from '../schedule-releases/schedule-releases.module.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';

@Module({ imports: [ScheduleReleasesModule], controllers: [CalendarController], providers: [CalendarService], exports: [CalendarService] })
export class CalendarModule {}
