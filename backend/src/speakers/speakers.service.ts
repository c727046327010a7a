import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainEvents } from '../events/domain-events.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { CreateSpeakerDto, UpdateSpeakerDto } from './speaker.dto.js';
import { toAdminSpeaker } from './speaker.view.js';

export const SPEAKER_LIST_LIMIT = 1000;

@Injectable()
export class SpeakersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
  ) {}

  listPublic(limit: number, db: Prisma.TransactionClient = this.prisma) {
    return db.speaker.findMany({ where: { display_on_public: true }, orderBy: { id: 'asc' }, take: limit });
  }

  listAll() {
    return this.prisma.speaker.findMany({ orderBy: { id: 'asc' }, take: SPEAKER_LIST_LIMIT });
  }

  async create(actor: AuthUser, dto: CreateSpeakerDto) {
    const speaker = await this.audit.change(actor, 'speaker', async (tx) => {
      const after = await tx.speaker.create({ data: dto });
      return { result: after, record: { entityId: after.id, summary: `Speaker '${after.name}'`, before: null, after: toAdminSpeaker(after) } };
    });
    this.changed(speaker.id, []);
    return speaker;
  }

  async update(actor: AuthUser, id: number, dto: UpdateSpeakerDto) {
    const speaker = await this.audit.change(actor, 'speaker', async (tx) => {
      const before = await this.find(tx, id);
      const after = await tx.speaker.update({ where: { id }, data: dto });
      return { result: after, record: { entityId: id, summary: `Speaker '${after.name}'`, before: toAdminSpeaker(before), after: toAdminSpeaker(after) } };
    });
    this.changed(id, await this.sessionIdsOf(id));
    return speaker;
  }

  /** Session links go with the speaker (cascade); the sessions they were on change for the public too. */
  async remove(actor: AuthUser, id: number) {
    const sessionIds = await this.sessionIdsOf(id);
    const removed = await this.audit.change(actor, 'speaker', async (tx) => {
      const before = await this.find(tx, id);
      await tx.speaker.delete({ where: { id } });
      return { result: before, record: { entityId: id, summary: `Speaker '${before.name}'`, before: toAdminSpeaker(before), after: null } };
    });
    this.events.emit('speaker.deleted', { id, image_url: removed.image_url });
    this.changed(id, sessionIds);
  }

  private async find(tx: Prisma.TransactionClient, id: number) {
    const speaker = await tx.speaker.findUnique({ where: { id } });
    if (!speaker) throw new NotFoundException('Speaker not found');
    return speaker;
  }

  private async sessionIdsOf(speakerId: number) {
    const links = await this.prisma.sessionSpeaker.findMany({ where: { speaker_id: speakerId }, select: { session_id: true } });
    return links.map((l) => l.session_id);
  }

  private changed(id: number, sessionIds: number[]) {
    this.events.emit('speakers.changed', { ids: [id] });
    if (sessionIds.length) this.events.emit('sessions.changed', { ids: sessionIds });
  }
}
