import { Controller, Get } from '@nestjs/common';
import { Roles } from '../common/decorators.js';
import { PrismaService } from '../prisma/database.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../common/openapi.js';

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

/**
 * The admin stat cards (spec: totalSessions, totalRegistrations). A registration is a paid ticket: an account alone
 * is counted in totalUsers. Cancelled sessions are not counted.
 */
@Section('Analytics (organisers)')
@Controller('api/admin/analytics')
export class AnalyticsController {
  constructor(private readonly prisma: PrismaService) {}

  @Roles('admin')
  @Get()
  @Summary('The stat cards')
  @Answers(AnalyticsView)
  async analytics() {
    const [totalUsers, totalSpeakers, totalSessions, totalRegistrations, pendingProposals] = await Promise.all([
      this.prisma.user.count(),
      this.prisma.user.count({ where: { is_speaker: true } }),
      this.prisma.session.count({ where: { status: { not: 'cancelled' }, draft_removed_at: null } }),
      this.prisma.user.count({ where: { payment_status: 'paid' } }),
      this.prisma.proposal.count({ where: { status: 'pending' } }),
    ]);
    return { totalUsers, totalSpeakers, totalSessions, totalRegistrations, pendingProposals, registrations_are: 'paid tickets' };
  }
}
