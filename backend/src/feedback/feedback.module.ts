import { Module } from '@nestjs/common';
import { ScheduleReleasesModule } from '../schedule-releases/schedule-releases.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackService } from './feedback.service.js';

/** Attendees' ratings of the sessions they attended. */
@Module({ imports: [ScheduleReleasesModule, SettingsModule], controllers: [FeedbackController], providers: [FeedbackService] })
export class FeedbackModule {}
