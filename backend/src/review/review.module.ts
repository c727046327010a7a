import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AssignmentsService } from './assignments.service.js';
import { CommitteeController } from './committee.controller.js';
import { CommitteeService } from './committee.service.js';
import { DecisionsController } from './decisions.controller.js';
import { DecisionsService } from './decisions.service.js';
import { RankingService } from './ranking.service.js';
import { ReviewerController } from './reviewer.controller.js';
import { ReviewsService } from './reviews.service.js';

/** The programme committee: reviewers, phases, criteria and scores, assignment, ranking and bulk decisions. */
@Module({
  imports: [SettingsModule, NotificationsModule],
  controllers: [CommitteeController, DecisionsController, ReviewerController],
  providers: [CommitteeService, AssignmentsService, ReviewsService, RankingService, DecisionsService],
})
export class ReviewModule {}
