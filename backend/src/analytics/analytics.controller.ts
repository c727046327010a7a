import { Controller, Get } from '@nestjs/common';
import { Roles } from '../common/decorators.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../common/openapi.js';
import { AnalyticsService } from './analytics.service.js';

const AnalyticsView = z
  .object({
    totalUsers: z.number().int(),
    totalSpeakers: z.number().int(),
    totalSessions: z.number().int(),
    totalRegistrations: z.number().int(),
    pendingProposals: z.number().int(),
    registrations_are: z.literal('paid tickets'),
  })
  .meta({ id: 'Analytics' });

/** The admin stat cards: what each counts is said in AnalyticsService. */
@Section('Analytics (organisers)')
@Controller('api/admin/analytics')
export class AnalyticsController {
  constructor(private readonly stats: AnalyticsService) {}

  @Roles('admin')
  @Get()
  @Summary('The stat cards')
  @Answers(AnalyticsView)
  analytics() {
    return this.stats.counts();
  }
}
