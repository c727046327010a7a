// Images for the site's texts (the recap's photos, sponsors' logos, testimonials' portraits), uploaded from the Site
// tab: re-encoded to WebP within SITE_IMAGE_SIZE pixels and stored under a fresh name. Saving the content key that
// names it is the change organisers make (and the audit trail records); an upload alone changes nothing on the site.
// Venue maps' floor plans are stored the same way, larger.
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { FileStore, uploadKey } from './file-store.js';
import { ImageEncoder } from './image-encoder.js';

export const SITE_FOLDER = 'site';
export const SITE_IMAGE_SIZE = 1600;
/** A floor's plan (venue maps): larger, as rooms must be told apart on it. */
export const VENUE_FOLDER = 'venue';
export const VENUE_MAP_SIZE = 2400;

@Injectable()
export class SiteImagesService {
  constructor(
    private readonly encoder: ImageEncoder,
    private readonly files: FileStore,
  ) {}

  async upload(file: Buffer): Promise<{ image_url: string }> {
    const image = await this.encoder.toWebp(file, { fit: 'inside', size: SITE_IMAGE_SIZE });
    return { image_url: await this.store(SITE_FOLDER, image) };
  }

  /** A floor's plan, with the size it was stored at (markers are placed in fractions of it). */
  async uploadVenueMap(file: Buffer): Promise<{ image_url: string; width: number; height: number }> {
    const image = await this.encoder.toWebp(file, { fit: 'inside', size: VENUE_MAP_SIZE });
    const { width, height } = await sharp(image).metadata();
    return { image_url: await this.store(VENUE_FOLDER, image), width: width ?? 1, height: height ?? 1 };
  }

  private async store(folder: string, image: Buffer): Promise<string> {
    const filename = `${randomBytes(12).toString('hex')}.webp`;
    const key = uploadKey(folder, filename);
    await this.files.put(key, image, 'image/webp');
    return `/${key}`;
  }
}
