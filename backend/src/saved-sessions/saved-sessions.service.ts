import { Injectable, NotFoundException } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';

const MAX_SAVED = 1000;

/** An attendee's personal schedule: the sessions they saved, kept on the server so it follows them across devices. */
@Injectable()
export class SavedSessionsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  async ids(userId: number): Promise<number[]> {
    const rows = await this.prisma.savedSession.findMany({ where: { user_id: userId }, orderBy: { session_id: 'asc' }, take: MAX_SAVED });
    return rows.map((r) => r.session_id);
  }

  async add(userId: number, sessionId: number): Promise<number[]> {
    const exists = await this.prisma.session.count({ where: { id: sessionId } });
    if (!exists) throw new NotFoundException('Session not found');
    await this.prisma.savedSession.createMany({ data: [{ user_id: userId, session_id: sessionId }], skipDuplicates: true });
    return this.changed(userId);
  }

  async remove(userId: number, sessionId: number): Promise<number[]> {
    await this.prisma.savedSession.deleteMany({ where: { user_id: userId, session_id: sessionId } });
    return this.changed(userId);
  }

  /** Adds the sessions a browser kept locally before signing in; ids of sessions that no longer exist are ignored. */
  async merge(userId: number, sessionIds: number[]): Promise<number[]> {
    const existing = await this.prisma.session.findMany({ where: { id: { in: [...new Set(sessionIds)] } }, select: { id: true } });
    if (existing.length) {
      await this.prisma.savedSession.createMany({ data: existing.map((s) => ({ user_id: userId, session_id: s.id })), skipDuplicates: true });
    }
    return this.changed(userId);
  }

  private async changed(userId: number) {
    const sessionIds = await this.ids(userId);
    this.events.emit('schedule.updated', { userId, sessionIds });
    return sessionIds;
  }
}
