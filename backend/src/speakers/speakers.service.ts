import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import type { CreateSpeakerDto, UpdateSpeakerDto } from './speaker.dto.js';

export const SPEAKER_LIST_LIMIT = 1000;

@Injectable()
export class SpeakersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  listPublic(limit: number) {
    return this.prisma.speaker.findMany({ where: { display_on_public: true }, orderBy: { id: 'asc' }, take: limit });
  }

  listAll() {
    return this.prisma.speaker.findMany({ orderBy: { id: 'asc' }, take: SPEAKER_LIST_LIMIT });
  }

  async create(dto: CreateSpeakerDto) {
    const speaker = await this.prisma.speaker.create({ data: dto });
    this.changed(speaker.id, []);
    return speaker;
  }

  async update(id: number, dto: UpdateSpeakerDto) {
    const speaker = await this.prisma.speaker.update({ where: { id }, data: dto });
    this.changed(id, await this.sessionIdsOf(id));
    return speaker;
  }

  /** Session links go with the speaker (cascade); the sessions they were on change for the public too. */
  async remove(id: number) {
    const sessionIds = await this.sessionIdsOf(id);
    await this.prisma.speaker.delete({ where: { id } });
    this.changed(id, sessionIds);
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
