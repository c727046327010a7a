// Images for the site's texts (the recap's photos, sponsors' logos, testimonials' portraits), uploaded from the Site
// tab: re-encoded to WebP within SITE_IMAGE_SIZE pixels and stored under a fresh name. Saving the content key that
// names it is the change organisers make (and the audit trail records); an upload alone changes nothing on the site.
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ImageEncoder } from './image-encoder.js';
import { writeAside } from './stored-file.js';

export const SITE_FOLDER = 'site';
export const SITE_IMAGE_SIZE = 1600;

@Injectable()
export class SiteImagesService {
  private readonly dir: string;

  constructor(
    private readonly encoder: ImageEncoder,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.dir = path.join(config.dataDir, 'uploads', SITE_FOLDER);
  }

  async upload(file: Buffer): Promise<{ image_url: string }> {
    const image = await this.encoder.toWebp(file, { fit: 'inside', size: SITE_IMAGE_SIZE });
    const filename = `${randomBytes(12).toString('hex')}.webp`;
    await writeAside(this.dir, filename, image);
    return { image_url: `/uploads/${SITE_FOLDER}/${filename}` };
  }
}
