import { Module } from '@nestjs/common';
import { ScheduleReleasesModule } from '../schedule-releases/schedule-releases.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { QuestionsController } from './questions.controller.js';
import { QuestionsService } from './questions.service.js';
import { VoteTicks } from './vote-ticks.js';

/** Live questions per session, with votes and moderation (issue 47). */
@Module({ imports: [ScheduleReleasesModule, SettingsModule], controllers: [QuestionsController], providers: [QuestionsService, VoteTicks] })
export class QuestionsModule {}
