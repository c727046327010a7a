// Speaker photos: re-encoded (image-encoder.ts) to a square WebP, stored under a fresh name, the old one removed.
import { Injectable, Logger, NotFoundException, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import { Changes } from '../events/changes.service.js';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { FileStore, uploadKey } from './file-store.js';
import { ImageEncoder } from './image-encoder.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const SPEAKER_IMAGE_SIZE = 400;
export const SPEAKERS_FOLDER = 'speakers';

@Injectable()
export class SpeakerImagesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SpeakerImages');
  private unsubscribe?: () => void;

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
    private readonly changes: Changes,
    private readonly encoder: ImageEncoder,
    private readonly files: FileStore,
  ) {}

  onModuleInit() {
    // A deleted speaker's photo goes with them.
    this.unsubscribe = this.events.on('speaker.deleted', ({ id, image_url }) => this.removeOld(id, image_url));
  }

  onModuleDestroy() {
    this.unsubscribe?.();
  }

  /** The signed-in speaker's own profile; created from their account on the first upload. */
  async uploadOwn(user: AuthUser, file: Buffer) {
    const image = await this.toWebp(file);
    // Hidden until an organiser publishes it: a name and a photo are not yet a speaker page.
    const speaker = await this.prisma.speaker.upsert({
      where: { user_id: user.id },
      create: { user_id: user.id, name: user.full_name, email: user.email, display_on_public: false },
      update: {},
    });
    return this.store(speaker.id, speaker.image_url, image);
  }

  /** An organiser's upload for any speaker: recorded in the audit trail. */
  async uploadFor(actor: AuthUser, speakerId: number, file: Buffer) {
    const speaker = await this.prisma.speaker.findUnique({ where: { id: speakerId }, select: { id: true, image_url: true } });
    if (!speaker) throw new NotFoundException(/*i18n*/ 'Speaker not found');
    const image = await this.toWebp(file);
    return this.store(speaker.id, speaker.image_url, image, actor);
  }

  private toWebp(file: Buffer): Promise<Buffer> {
    return this.encoder.toWebp(file, { fit: 'cover', size: SPEAKER_IMAGE_SIZE });
  }

  /** Writes under a fresh name (so URLs can be cached for good), points the row at it, then drops the old file. */
  private async store(speakerId: number, previousUrl: string | null, image: Buffer, actor?: AuthUser) {
    const filename = `${speakerId}-${randomBytes(8).toString('hex')}.webp`;
    const key = uploadKey(SPEAKERS_FOLDER, filename);
    await this.files.put(key, image, 'image/webp');
    const image_url = `/${key}`;
    try {
      if (actor) {
        await this.audit.change(actor, 'speaker', async (tx, announce) => {
          const after = await tx.speaker.update({ where: { id: speakerId }, data: { image_url } });
          announce('speakers.changed', { ids: [speakerId] });
          const summary = `Photo of speaker '${after.name}'`;
          return { result: null, record: { action: 'upload_photo', entityId: speakerId, summary, before: { image_url: previousUrl }, after: { image_url } } };
        });
      } else {
        await this.changes.commit(async (tx, announce) => {
          await tx.speaker.update({ where: { id: speakerId }, data: { image_url } });
          announce('speakers.changed', { ids: [speakerId] });
        });
      }
    } catch (error) {
      await this.files.delete(key).catch(() => undefined);
      throw error;
    }
    await this.removeOld(speakerId, previousUrl);
    return { filename, image_url };
  }

  /** Only a file this service wrote for this speaker: an image_url an organiser typed (an external URL) is left alone. */
  private async removeOld(speakerId: number, previousUrl: string | null) {
    const match = previousUrl && new RegExp(`^/uploads/${SPEAKERS_FOLDER}/(${speakerId}-[0-9a-f]+\\.webp)$`).exec(previousUrl);
    if (!match) return;
    await this.files.delete(uploadKey(SPEAKERS_FOLDER, match[1])).catch((error: Error) => this.logger.warn(`Could not remove ${match[1]}: ${error.message}`));
  }
}
