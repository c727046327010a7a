import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/database.js';

/**
 * The admin stat cards (spec: totalSessions, totalRegistrations). A registration is a paid ticket: an account alone
 * is counted in totalUsers. Cancelled sessions are not counted.
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly prisma: PrismaService) {}

  async counts() {
    const [totalUsers, totalSpeakers, totalSessions, totalRegistrations, pendingProposals] = await Promise.all([
      this.prisma.user.count(),
      this.prisma.user.count({ where: { is_speaker: true } }),
      this.prisma.session.count({ where: { status: { not: 'cancelled' }, draft_removed_at: null } }),
      this.prisma.user.count({ where: { payment_status: 'paid' } }),
      this.prisma.proposal.count({ where: { status: 'pending' } }),
    ]);
    return { totalUsers, totalSpeakers, totalSessions, totalRegistrations, pendingProposals, registrations_are: 'paid tickets' as const };
  }
}
