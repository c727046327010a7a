import { Module } from '@nestjs/common';
import { SpeakerImagesService } from './speaker-images.service.js';
import { UploadsController } from './uploads.controller.js';

/** Speaker photo uploads and the files under DATA_DIR/uploads they produce. */
@Module({ controllers: [UploadsController], providers: [SpeakerImagesService] })
export class UploadsModule {}
