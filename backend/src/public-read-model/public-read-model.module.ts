import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module.js';
import { ContentModule } from '../content/content.module.js';
import { NewsModule } from '../news/news.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SpeakersModule } from '../speakers/speakers.module.js';
import { SponsorsModule } from '../sponsors/sponsors.module.js';
import { PublicCollections } from './collections.js';
import { PublicReadController } from './public-read.controller.js';
import { PublicReadModel } from './public-read-model.service.js';
import { SettleWrites } from './settle-writes.js';

@Module({
  imports: [SessionsModule, SpeakersModule, SponsorsModule, NewsModule, SettingsModule, ContentModule, CalendarModule],
  controllers: [PublicReadController],
  providers: [PublicCollections, PublicReadModel, SettleWrites],
  exports: [PublicReadModel],
})
export class PublicReadModelModule {}
