import { Module, type DynamicModule } from '@nestjs/common';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AvailabilityModule } from './availability/availability.module.js';
import { AuthModule } from './auth/auth.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { CfpModule } from './cfp/cfp.module.js';
import { ReviewModule } from './review/review.module.js';
import { MailingsModule } from './mailings/mailings.module.js';
import { FeedbackModule } from './feedback/feedback.module.js';
import { ContentModule } from './content/content.module.js';
import { DemoModule } from './demo/demo.module.js';
import { EditionsModule } from './editions/editions.module.js';
import { SiteMapModule } from './site-map/site-map.module.js';
import { EmbedModule } from './embed/embed.module.js';
import { DurableEventsModule } from './events/durable-events.module.js';
import { EventsModule } from './events/events.module.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { NewsModule } from './news/news.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import type { Database } from './prisma/database.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PrismaModule } from './prisma/prisma.module.js';
import { PublicReadModelModule } from './public-read-model/public-read-model.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { PushModule } from './push/push.module.js';
import { QuestionsModule } from './questions/questions.module.js';
import { PushRemindersModule } from './push/push-reminders.module.js';
import { SavedSessionsModule } from './saved-sessions/saved-sessions.module.js';
import { SignupsModule } from './signups/signups.module.js';
import { TicketsModule } from './tickets/tickets.module.js';
import { CheckinModule } from './checkin/checkin.module.js';
import { BadgesModule } from './badges/badges.module.js';
import { ScheduleHistoryModule } from './schedule-history/schedule-history.module.js';
import { RoomDelaysModule } from './room-delays/room-delays.module.js';
import { SessionNoticesModule } from './session-notices/session-notices.module.js';
import { ScheduleReleasesModule } from './schedule-releases/schedule-releases.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { ClockModule } from './common/clock.js';
import { SpeakersModule } from './speakers/speakers.module.js';
import { SponsorshipModule } from './sponsorship/sponsorship.module.js';
import { AccessibilityModule } from './accessibility/accessibility.module.js';
import { SponsorsModule } from './sponsors/sponsors.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { UsersModule } from './users/users.module.js';
import { VenueMapsModule } from './venue-maps/venue-maps.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // First: its routes are listed first in the API description, as when the app module declared them itself.
        HealthModule,
        ConfigModule.forRoot(config),
        ClockModule,
        PrismaModule.forRoot(database),
        EventsModule,
        DurableEventsModule,
        AuditModule,
        MailModule,
        MetricsModule,
        AuthModule,
        UsersModule,
        SettingsModule,
        SessionsModule,
        ScheduleHistoryModule,
        ScheduleReleasesModule,
        NewsModule,
        SpeakersModule,
        AvailabilityModule,
        SponsorsModule,
        UploadsModule,
        VenueMapsModule,
        ContentModule,
        DemoModule,
        CfpModule,
        ReviewModule,
        MailingsModule,
        FeedbackModule,
        SponsorshipModule,
        AccessibilityModule,
        SavedSessionsModule,
        SignupsModule,
        QuestionsModule,
        TicketsModule,
        CheckinModule,
        BadgesModule,
        PushModule,
        PushRemindersModule,
        SessionNoticesModule,
        RoomDelaysModule,
        CalendarModule,
        PaymentsModule,
        NotificationsModule,
        AnalyticsModule,
        PublicReadModelModule,
        EditionsModule,
        SiteMapModule,
        RealtimeModule,
        EmbedModule,
      ],
    };
  }
}
