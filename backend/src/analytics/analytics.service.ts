import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { PrismaService } from '../prisma/database.js';
import { isRoom, roomKey } from '../rooms/room-key.js';
import { runningTotals } from './overview.js';

/** How a proposal's status reads in the overview: the committee's four outcomes, the rest by name. */
const STATUS_GROUP: Record<string, 'pending' | 'accepted' | 'scheduled' | 'rejected' | 'withdrawn'> = {
  pending: 'pending',
  accepted: 'accepted',
  approved_unscheduled: 'accepted',
  approved_scheduled: 'scheduled',
  scheduled: 'scheduled',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};
const ACCEPTED = ['accepted', 'approved_unscheduled', 'approved_scheduled', 'scheduled'];

/**
 * The admin stat cards (spec: totalSessions, totalRegistrations). A registration is a paid ticket: an account alone
 * is counted in totalUsers. Cancelled sessions are not counted. The overview charts draw the same things over time.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

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

  /** The console's charts: sign-ups and tickets, proposals over time and by type, review progress, rooms' interest. */
  async overview() {
    const [users, payments, proposals, rooms, sessions, seated, signups] = await Promise.all([
      this.prisma.user.findMany({ select: { created_at: true } }),
      this.prisma.payment.findMany({ where: { status: 'paid' }, select: { updated_at: true } }),
      this.prisma.proposal.findMany({
        select: { created_at: true, reviewed_at: true, status: true, presentation_type: true, _count: { select: { reviews: true, review_assignments: true } } },
      }),
      this.prisma.room.findMany(),
      this.prisma.session.findMany({
        where: { status: 'scheduled', draft_removed_at: null },
        select: { room: true, _count: { select: { saved_by: true } } },
      }),
      this.prisma.session.findMany({
        where: { signup_required: true, status: { not: 'cancelled' }, draft_removed_at: null },
        select: { id: true, title: true, capacity: true },
        orderBy: [{ start_time: 'asc' }, { id: 'asc' }],
      }),
      this.prisma.sessionSignup.groupBy({ by: ['session_id', 'status'], _count: { _all: true } }),
    ]);
    const today = this.clock.now();
    const registrations = runningTotals({ accounts: users.map((u) => u.created_at), paid_tickets: payments.map((p) => p.updated_at) }, today);
    const decided = (statuses: string[]) => proposals.filter((p) => p.reviewed_at && statuses.includes(p.status)).map((p) => p.reviewed_at!);
    const submissions = runningTotals({ submitted: proposals.map((p) => p.created_at), accepted: decided(ACCEPTED), rejected: decided(['rejected']) }, today);
    return {
      registrations: registrations.map(({ day, totals }) => ({ day, ...totals })),
      proposals: submissions.map(({ day, totals }) => ({ day, ...totals })),
      proposal_types: byTypeAndStatus(proposals),
      review: reviewProgress(proposals.filter((p) => p.status === 'pending')),
      rooms: roomInterest(
        sessions,
        rooms.flatMap((r) => (r.capacity === null ? [] : [{ ...r, capacity: r.capacity }])),
      ),
      signups: seatsTaken(seated, signups),
    };
  }
}

function byTypeAndStatus(proposals: { presentation_type: string; status: string }[]) {
  const types = new Map<string, { type: string; pending: number; accepted: number; scheduled: number; rejected: number; withdrawn: number }>();
  for (const p of proposals) {
    const row = types.get(p.presentation_type) ?? { type: p.presentation_type, pending: 0, accepted: 0, scheduled: 0, rejected: 0, withdrawn: 0 };
    row[STATUS_GROUP[p.status] ?? 'pending']++;
    types.set(p.presentation_type, row);
  }
  return [...types.values()].sort((a, b) => a.type.localeCompare(b.type));
}

/** The proposals under review: none reviewed yet, some of their reviewers done, all of them done. */
function reviewProgress(pending: { _count: { reviews: number; review_assignments: number } }[]) {
  const progress = { unreviewed: 0, in_progress: 0, complete: 0 };
  for (const { _count } of pending) {
    if (_count.reviews === 0) progress.unreviewed++;
    else if (_count.reviews >= _count.review_assignments) progress.complete++;
    else progress.in_progress++;
  }
  return progress;
}

/** Per session that needs sign-up: its seats, how many have one and how many wait. */
function seatsTaken(
  sessions: { id: number; title: string; capacity: number | null }[],
  counts: { session_id: number; status: 'confirmed' | 'waitlisted'; _count: { _all: number } }[],
) {
  const byKey = new Map(counts.map((c) => [`${c.session_id} ${c.status}`, c._count._all]));
  const of = (id: number, status: string) => byKey.get(`${id} ${status}`) ?? 0;
  return sessions.map((s) => ({
    session_id: s.id,
    title: s.title,
    capacity: s.capacity,
    confirmed: of(s.id, 'confirmed'),
    waitlisted: of(s.id, 'waitlisted'),
  }));
}

/** Per room: what it holds and how many saved its most wanted session (and all its sessions together). */
function roomInterest(sessions: { room: string; _count: { saved_by: number } }[], rooms: { key: string; name: string; capacity: number }[]) {
  const byRoom = new Map<string, { room: string; capacity: number | null; most_saved: number; saved: number }>();
  const capacity = new Map(rooms.map((r) => [r.key, r.capacity]));
  for (const s of sessions) {
    if (!isRoom(s.room)) continue;
    const key = roomKey(s.room);
    const row = byRoom.get(key) ?? { room: s.room.trim(), capacity: capacity.get(key) ?? null, most_saved: 0, saved: 0 };
    row.most_saved = Math.max(row.most_saved, s._count.saved_by);
    row.saved += s._count.saved_by;
    byRoom.set(key, row);
  }
  return [...byRoom.values()].sort((a, b) => b.most_saved - a.most_saved || a.room.localeCompare(b.room));
}
