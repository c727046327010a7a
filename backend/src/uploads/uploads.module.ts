import { Module } from '@nestjs/common';
import { fileStoreProvider } from './file-store.provider.js';
import { ImageEncoder } from './image-encoder.js';
import { SiteImagesService } from './site-images.service.js';
import { SpeakerImagesService } from './speaker-images.service.js';
import { UploadsController } from './uploads.controller.js';

/** Speaker photos and the site's images, and the files they produce (under DATA_DIR/uploads, or in S3_URL's bucket). */
@Module({
  controllers: [UploadsController],
  providers: [ImageEncoder, SpeakerImagesService, SiteImagesService, fileStoreProvider],
  exports: [SiteImagesService],
})
export class UploadsModule {}
