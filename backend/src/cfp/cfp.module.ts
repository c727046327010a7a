import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ScheduleReleasesModule } from '../schedule-releases/schedule-releases.module.js';
import { ProposalSlots } from './proposal-slots.js';
import { ProposalsController } from './proposals.controller.js';
import { ProposalsService } from './proposals.service.js';
import { SettingsModule } from '../settings/settings.module.js';
import { CfpController } from './cfp.controller.js';
import { CfpService } from './cfp.service.js';

@Module({
  imports: [SettingsModule, AuthModule, NotificationsModule, CalendarModule, ScheduleReleasesModule],
  controllers: [CfpController, ProposalsController],
  providers: [CfpService, ProposalsService, ProposalSlots],
})
export class CfpModule {}
