import { Module } from '@nestjs/common';
import { ImageEncoder } from './image-encoder.js';
import { SiteImagesService } from './site-images.service.js';
import { SpeakerImagesService } from './speaker-images.service.js';
import { UploadsController } from './uploads.controller.js';

/** Speaker photos and the site's images, and the files under DATA_DIR/uploads they produce. */
@Module({ controllers: [UploadsController], providers: [ImageEncoder, SpeakerImagesService, SiteImagesService], exports: [SiteImagesService] })
export class UploadsModule {}
