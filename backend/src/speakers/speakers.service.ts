import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import type { Announce } from '../events/changes.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { CreateSpeakerDto, UpdateSpeakerDto } from './speaker.dto.js';
import { toAdminSpeaker } from './speaker.view.js';

export const SPEAKER_LIST_LIMIT = 1000;

@Injectable()
export class SpeakersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  listPublic(limit: number, db: Prisma.TransactionClient = this.prisma) {
    return db.speaker.findMany({ where: { display_on_public: true }, orderBy: { id: 'asc' }, take: limit });
  }

  listAll() {
    return this.prisma.speaker.findMany({ orderBy: { id: 'asc' }, take: SPEAKER_LIST_LIMIT });
  }

  async create(actor: AuthUser, dto: CreateSpeakerDto) {
    return this.audit.change(actor, 'speaker', async (tx, announce) => {
      const after = await tx.speaker.create({ data: dto });
      changed(announce, after.id, []);
      return { result: after, record: { entityId: after.id, summary: `Speaker '${after.name}'`, before: null, after: toAdminSpeaker(after) } };
    });
  }

  async update(actor: AuthUser, id: number, dto: UpdateSpeakerDto) {
    return this.audit.change(actor, 'speaker', async (tx, announce) => {
      const before = await this.find(tx, id);
      const after = await tx.speaker.update({ where: { id }, data: dto });
      await announceSpeakerChange(tx, announce, id);
      return { result: after, record: { entityId: id, summary: `Speaker '${after.name}'`, before: toAdminSpeaker(before), after: toAdminSpeaker(after) } };
    });
  }

  /** Session links go with the speaker (cascade); the sessions they were on change for the public too. */
  async remove(actor: AuthUser, id: number) {
    await this.audit.change(actor, 'speaker', async (tx, announce) => {
      const before = await this.find(tx, id);
      await announceSpeakerChange(tx, announce, id);
      await tx.speaker.delete({ where: { id } });
      // Its stored photo goes too, once the row is gone for good.
      announce('speaker.deleted', { id, image_url: before.image_url });
      return { result: before, record: { entityId: id, summary: `Speaker '${before.name}'`, before: toAdminSpeaker(before), after: null } };
    });
  }

  private async find(tx: Prisma.TransactionClient, id: number) {
    const speaker = await tx.speaker.findUnique({ where: { id } });
    if (!speaker) throw new NotFoundException(/*i18n*/ 'Speaker not found');
    return speaker;
  }
}

/** A speaker (with `id`) changed: the public pages show them, and the sessions they speak at. */
export async function announceSpeakerChange(tx: Prisma.TransactionClient, announce: Announce, id: number) {
  const links = await tx.sessionSpeaker.findMany({ where: { speaker_id: id }, select: { session_id: true } });
  changed(
    announce,
    id,
    links.map((l) => l.session_id),
  );
}

/** A speaker shows on the public pages, and on the sessions they speak at. */
function changed(announce: Announce, id: number, sessionIds: number[]) {
  announce('speakers.changed', { ids: [id] });
  if (sessionIds.length) announce('sessions.changed', { ids: sessionIds });
}
