import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module.js';
import { ContentModule } from '../content/content.module.js';
import { DemoModule } from '../demo/demo.module.js';
import { NewsModule } from '../news/news.module.js';
import { ScheduleReleasesModule } from '../schedule-releases/schedule-releases.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SpeakersModule } from '../speakers/speakers.module.js';
import { SponsorsModule } from '../sponsors/sponsors.module.js';
import { PublicCollections } from './collections.js';
import { PublicFastLane } from './fast-lane.js';
import { PublicReadModel } from './public-read-model.service.js';
import { PublicReadRoutes } from './public-read-routes.js';
import { SettleWrites } from './settle-writes.js';

@Module({
  // DemoModule first: Nest starts a module's imports before it, so an empty database has its demo programme before
  // the read model's first build.
  imports: [DemoModule, ScheduleReleasesModule, SpeakersModule, SponsorsModule, NewsModule, SettingsModule, ContentModule, CalendarModule],
  // The public GETs are plain Fastify routes (public-read-routes.ts), not a controller.
  providers: [PublicCollections, PublicReadModel, PublicFastLane, PublicReadRoutes, SettleWrites],
  exports: [PublicReadModel, PublicFastLane],
})
export class PublicReadModelModule {}
