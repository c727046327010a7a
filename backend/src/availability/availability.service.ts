// Speakers say when they can speak; organisers see it in the schedule editor (shading while dragging, a flag on
// sessions placed outside it). A speaker edits only their own times; saving replaces them all.
import { ConflictException, Injectable } from '@nestjs/common';
import { fieldError } from '../http/api-error.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { Changes } from '../events/changes.service.js';
import { PrismaService } from '../prisma/database.js';
import { NO_DAYS, rangesProblem, type TimeRange } from './availability-rules.js';
import type { AvailabilityDto } from './availability.dto.js';
import { toRangeView, type MyAvailabilityView, type SpeakerAvailabilityView } from './availability.views.js';
import { programmeDays, rangesBySpeaker } from './speaker-ranges.js';

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
  ) {}

  async mine(user: AuthUser): Promise<MyAvailabilityView> {
    const [days, speaker] = await Promise.all([
      programmeDays(this.prisma),
      this.prisma.speaker.findUnique({ where: { user_id: user.id }, select: { availability: { orderBy: { start_time: 'asc' } } } }),
    ]);
    return { days, slots: (speaker?.availability ?? []).map(toRangeView) };
  }

  /**
   * Replaces the speaker's times with `dto.slots` once they are valid against the programme's days. A speaker account
   * without a speaker profile yet gets its (hidden) profile, as promotion gives one.
   */
  async replace(user: AuthUser, dto: AvailabilityDto): Promise<MyAvailabilityView> {
    const ranges: TimeRange[] = dto.slots.map((s) => ({ start_time: new Date(s.startTime), end_time: new Date(s.endTime) }));
    return this.changes.commit(async (tx, announce) => {
      const days = await programmeDays(tx);
      if (ranges.length > 0 && days.length === 0) throw new ConflictException(NO_DAYS);
      const problem = rangesProblem(ranges, days);
      if (problem) throw fieldError('body', 'slots', problem.msg);
      const profile = await tx.speaker.upsert({
        where: { user_id: user.id },
        create: { user_id: user.id, name: user.full_name, email: user.email, display_on_public: false },
        update: {},
        select: { id: true },
      });
      // Two saves at once (two tabs) queue here instead of interleaving their delete and insert.
      await tx.$queryRaw`SELECT id FROM speakers WHERE id = ${profile.id} FOR UPDATE`;
      await tx.speakerAvailability.deleteMany({ where: { speaker_id: profile.id } });
      await tx.speakerAvailability.createMany({ data: ranges.map((range) => ({ speaker_id: profile.id, ...range })) });
      announce('availability.changed', { speakerIds: [profile.id], userId: user.id });
      const stored = await tx.speakerAvailability.findMany({ where: { speaker_id: profile.id }, orderBy: { start_time: 'asc' } });
      return { days, slots: stored.map(toRangeView) };
    });
  }

  /** Every speaker who entered times, with them (the schedule editor's shading and flags). */
  async all(): Promise<SpeakerAvailabilityView[]> {
    const ranges = await rangesBySpeaker(this.prisma);
    if (ranges.size === 0) return [];
    const speakers = await this.prisma.speaker.findMany({
      where: { id: { in: [...ranges.keys()] } },
      select: { id: true, name: true },
      orderBy: { id: 'asc' },
    });
    return speakers.map((s) => ({ speaker_id: s.id, name: s.name, slots: (ranges.get(s.id) ?? []).map(toRangeView) }));
  }
}
