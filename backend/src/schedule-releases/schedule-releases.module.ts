import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { PublishedProgramme } from './published-programme.js';
import { ScheduleReleasesController } from './schedule-releases.controller.js';
import { ScheduleReleases } from './schedule-releases.service.js';

@Module({
  imports: [SessionsModule],
  controllers: [ScheduleReleasesController],
  providers: [ScheduleReleases, PublishedProgramme],
  exports: [ScheduleReleases, PublishedProgramme],
})
export class ScheduleReleasesModule {}
