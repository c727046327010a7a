import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { BarrierReportsController } from './barrier-reports.controller.js';
import { BarrierReportsService } from './barrier-reports.service.js';

@Module({ imports: [ContentModule], controllers: [BarrierReportsController], providers: [BarrierReportsService] })
export class AccessibilityModule {}
