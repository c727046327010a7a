import { Injectable, NotFoundException } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { PublishedProgramme } from '../schedule-releases/published-programme.js';

const MAX_SAVED = 1000;

/** An attendee's personal schedule: the sessions they saved, kept on the server so it follows them across devices. */
@Injectable()
export class SavedSessionsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly published: PublishedProgramme,
  ) {}

  async ids(userId: number): Promise<number[]> {
    const rows = await this.prisma.savedSession.findMany({ where: { user_id: userId }, orderBy: { session_id: 'asc' }, take: MAX_SAVED });
    return rows.map((r) => r.session_id);
  }

  /** Only sessions of the published programme can be saved (in release mode, not one that is only in the draft). */
  async add(userId: number, sessionId: number): Promise<number[]> {
    const [exists] = await this.published.views(this.prisma, [sessionId]);
    if (!exists) throw new NotFoundException(/*i18n*/ 'Session not found');
    const { count } = await this.prisma.savedSession.createMany({ data: [{ user_id: userId, session_id: sessionId }], skipDuplicates: true });
    return this.changed(userId, count ? [sessionId] : []);
  }

  async remove(userId: number, sessionId: number): Promise<number[]> {
    const { count } = await this.prisma.savedSession.deleteMany({ where: { user_id: userId, session_id: sessionId } });
    return this.changed(userId, count ? [sessionId] : []);
  }

  /** Adds the sessions a browser kept locally before signing in; ids of sessions that no longer exist are ignored. */
  async merge(userId: number, sessionIds: number[]): Promise<number[]> {
    const existing = await this.published.views(this.prisma, [...new Set(sessionIds)]);
    let added = 0;
    if (existing.length) {
      ({ count: added } = await this.prisma.savedSession.createMany({
        data: existing.map((s) => ({ user_id: userId, session_id: s.id })),
        skipDuplicates: true,
      }));
    }
    return this.changed(userId, added ? existing.map((s) => s.id) : []);
  }

  /** The user's devices get their list; organisers learn which sessions' counts moved (`touched`), never by whom. */
  private async changed(userId: number, touched: number[]) {
    const sessionIds = await this.ids(userId);
    this.events.emit('schedule.updated', { userId, sessionIds });
    if (touched.length) this.events.emit('sessions.interest', { ids: touched });
    return sessionIds;
  }
}
