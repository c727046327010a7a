import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module.js';
import { PublicReadModelModule } from '../public-read-model/public-read-model.module.js';
import { EditionsController } from './editions.controller.js';
import { EditionsService } from './editions.service.js';

/** Past editions (issue 29): the archive, and beginning the next edition. */
@Module({
  imports: [PublicReadModelModule, CalendarModule],
  controllers: [EditionsController],
  providers: [EditionsService],
  exports: [EditionsService],
})
export class EditionsModule {}
