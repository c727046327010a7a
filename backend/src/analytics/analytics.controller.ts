import { Controller, Get } from '@nestjs/common';
import { Roles } from '../http/decorators.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';
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

const count = () => z.number().int();
const Day = z.string().meta({ description: 'A calendar day at the venue, YYYY-MM-DD.' });
const OverviewView = z
  .object({
    registrations: z
      .array(z.object({ day: Day, accounts: count(), paid_tickets: count() }))
      .meta({ description: 'Accounts made and tickets paid up to each day (running totals), from the first to today.' }),
    proposals: z
      .array(z.object({ day: Day, submitted: count(), accepted: count(), rejected: count() }))
      .meta({ description: 'Proposals sent, and decided (accepted, scheduled included, or rejected), up to each day.' }),
    proposal_types: z
      .array(z.object({ type: z.string(), pending: count(), accepted: count(), scheduled: count(), rejected: count(), withdrawn: count() }))
      .meta({ description: 'Proposals by presentation type and status now.' }),
    review: z
      .object({ unreviewed: count(), in_progress: count(), complete: count() })
      .meta({ description: 'The proposals under review: none of their reviews in, some, or all their assigned reviewers done.' }),
    rooms: z
      .array(z.object({ room: z.string(), capacity: count().nullable(), most_saved: count(), saved: count() }))
      .meta({ description: "Per room of the programme: what it holds, the saves of its most saved session, all its sessions' saves." }),
    signups: z
      .array(z.object({ session_id: count(), title: z.string(), capacity: count().nullable(), confirmed: count(), waitlisted: count() }))
      .meta({ description: 'Per session that needs sign-up (not cancelled), soonest first: its seats, those taken and the waitlist (issue 46).' }),
  })
  .meta({ id: 'AnalyticsOverview', description: "The console's overview charts." });

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

  @Roles('admin')
  @Get('overview')
  @Summary('The overview charts: sign-ups and tickets, proposals over time and by type, review progress, interest by room, seats taken')
  @Answers(OverviewView)
  overview() {
    return this.stats.overview();
  }
}
