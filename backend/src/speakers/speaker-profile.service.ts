// A speaker's own profile: the speaker record linked to their account. An account without one gets it on the first
// save, hidden until an organiser publishes it (as a photo upload, availability or a proposal creates it); a later
// proposal keeps it. Once published, a save reaches /speakers through the public read model, which pushes it live.
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { PrismaService } from '../prisma/database.js';
import type { SpeakerProfileDto } from './speaker-profile.dto.js';
import { accountProfile, toSpeakerProfile, type SpeakerProfileView } from './speaker-profile.view.js';
import { toAdminSpeaker } from './speaker.view.js';
import { announceSpeakerChange } from './speakers.service.js';

@Injectable()
export class SpeakerProfileService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  async mine(user: AuthUser): Promise<SpeakerProfileView> {
    const speaker = await this.prisma.speaker.findUnique({ where: { user_id: user.id } });
    if (speaker) return toSpeakerProfile(speaker);
    const account = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { full_name: true, organization: true } });
    return accountProfile(account);
  }

  /** Saves the texts; organisers see the change in the audit trail like their own edits of a speaker. */
  save(user: AuthUser, dto: SpeakerProfileDto): Promise<SpeakerProfileView> {
    return this.audit.change({ id: user.id, email: user.email }, 'speaker', async (tx, announce) => {
      const before = await tx.speaker.findUnique({ where: { user_id: user.id } });
      const after = await tx.speaker.upsert({
        where: { user_id: user.id },
        create: { ...dto, user_id: user.id, email: user.email, display_on_public: false },
        update: dto,
      });
      await announceSpeakerChange(tx, announce, after.id);
      const summary = `Speaker '${after.name}' (own profile)`;
      const record = { entityId: after.id, summary, before: before && toAdminSpeaker(before), after: toAdminSpeaker(after) };
      return { result: toSpeakerProfile(after), record };
    });
  }
}
