import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { Public } from '../http/decorators.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { BarrierReportDto } from './barrier-report.dto.js';
import { BarrierReportsService } from './barrier-reports.service.js';

@Section('Public forms')
@Controller('public/accessibility')
export class BarrierReportsController {
  constructor(private readonly reports: BarrierReportsService) {}

  @Public()
  @Post('report')
  @HttpCode(202)
  @Summary('Report an accessibility barrier', "Mailed to the organisers' contact address (site content contact_email), who answer the sender by mail.")
  @Answers(z.object({ received: z.literal(true) }), 202, 'Accepted: on its way to the organisers')
  report(@Body() dto: BarrierReportDto) {
    return this.reports.report(dto);
  }
}
