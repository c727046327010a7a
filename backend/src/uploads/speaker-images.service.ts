// Speaker photos: whatever arrives is decoded and re-encoded, so only pixels we produced are ever stored or served.
import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { AuthUser } from '../common/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Changes } from '../events/changes.service.js';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { text } from '../common/error-text.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const SPEAKER_IMAGE_SIZE = 400;
/** A 5 MB file can still decode to gigabytes (a "pixel bomb"); 64 megapixels covers any camera photo. */
const MAX_INPUT_PIXELS = 64_000_000;
/** Raster photo formats only: SVG is a document (scripts, external references), not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
export const SPEAKERS_FOLDER = 'speakers';
/** Decoding a photo takes a core for a moment: at most this many at once, and a short queue behind them. */
const DECODING_AT_ONCE = 2;
const DECODING_QUEUE = 8;
export const UPLOADS_BUSY = /*i18n*/ 'Many photos are being uploaded right now. Please try again in a few seconds.';

@Injectable()
export class SpeakerImagesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SpeakerImages');
  private readonly decoding = pLimit(DECODING_AT_ONCE);
  readonly uploadsDir: string;
  private unsubscribe?: () => void;

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
    private readonly changes: Changes,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.uploadsDir = path.join(config.dataDir, 'uploads');
  }

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

  /** A burst of uploads queues briefly, then is turned away (503, Retry-After) instead of starving every request. */
  private toWebp(file: Buffer): Promise<Buffer> {
    if (this.decoding.pendingCount >= DECODING_QUEUE) throw new UploadsBusy();
    return this.decoding(() => this.convert(file));
  }

  /** Decides by content, never by name or declared type: sharp reads the magic bytes and must decode every pixel. */
  private async convert(file: Buffer): Promise<Buffer> {
    let format: string | undefined;
    try {
      format = (await sharp(file, { limitInputPixels: false }).metadata()).format;
    } catch {
      throw new UnsupportedMediaTypeException(/*i18n*/ 'The file is not an image');
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) {
      throw new UnsupportedMediaTypeException(
        format === 'svg' ? /*i18n*/ 'Upload a photo (JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF), not an SVG' : /*i18n*/ 'The file is not an image',
      );
    }
    try {
      return await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate() // camera orientation (EXIF) before cropping; metadata such as GPS is not copied
        .resize(SPEAKER_IMAGE_SIZE, SPEAKER_IMAGE_SIZE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/pixel limit/i.test(message))
        throw new PayloadTooLargeException(text(/*i18n*/ 'The image is larger than {megapixels} megapixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }));
      throw new UnsupportedMediaTypeException(/*i18n*/ 'The image could not be decoded');
    }
  }

  /** Writes under a fresh name (so URLs can be cached for good), points the row at it, then drops the old file. */
  private async store(speakerId: number, previousUrl: string | null, image: Buffer, actor?: AuthUser) {
    const dir = path.join(this.uploadsDir, SPEAKERS_FOLDER);
    await mkdir(dir, { recursive: true });
    const filename = `${speakerId}-${randomBytes(8).toString('hex')}.webp`;
    const target = path.join(dir, filename);
    // Written aside and renamed, so a reader never sees half a file.
    await writeFile(`${target}.part`, image);
    await rename(`${target}.part`, target);
    const image_url = `/uploads/${SPEAKERS_FOLDER}/${filename}`;
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
      await unlink(target).catch(() => undefined);
      throw error;
    }
    await this.removeOld(speakerId, previousUrl);
    return { filename, image_url };
  }

  /** Only a file this service wrote for this speaker: an image_url an organiser typed (an external URL) is left alone. */
  private async removeOld(speakerId: number, previousUrl: string | null) {
    const match = previousUrl && new RegExp(`^/uploads/${SPEAKERS_FOLDER}/(${speakerId}-[0-9a-f]+\\.webp)$`).exec(previousUrl);
    if (!match) return;
    await unlink(path.join(this.uploadsDir, SPEAKERS_FOLDER, match[1])).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') this.logger.warn(`Could not remove ${match[1]}: ${error.message}`);
    });
  }
}

export class UploadsBusy extends ServiceUnavailableException {
  readonly retryAfterSeconds = 5;
  constructor() {
    super(UPLOADS_BUSY);
  }
}
