import { Controller, Get, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { FileStore, uploadKey } from './file-store.js';
import { SpeakerImagesService } from './speaker-images.service.js';
import { IMAGE_BODY, readUpload } from './read-upload.js';
import { SiteImagesService } from './site-images.service.js';
import { z } from 'zod';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { Answers, AnswersFile, Section, Summary } from '../http/openapi.js';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };
/** One folder level and a plain file name: nothing that could climb out of DATA_DIR/uploads. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;

@Section('Speaker photos')
@Controller()
export class UploadsController {
  constructor(
    private readonly images: SpeakerImagesService,
    private readonly siteImages: SiteImagesService,
    private readonly files: FileStore,
  ) {}

  /** Spec: POST /api/speaker/profile/upload-image, multipart field `file` -> {success, image_url}. */
  @Roles('speaker')
  @Post('api/speaker/profile/upload-image')
  @Summary('Upload your speaker photo')
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @Answers(z.object({ success: z.boolean(), image_url: z.string() }))
  async uploadOwn(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    const { image_url } = await this.images.uploadOwn(user, await readUpload(request));
    return { success: true, image_url };
  }

  /** Spec: POST /api/admin/speakers/{id}/upload-image, multipart field `file` -> {filename, image_url}. */
  @Roles('admin')
  @Post('api/admin/speakers/:id/upload-image')
  @Summary("Upload a speaker's photo")
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @Answers(z.object({ filename: z.string(), image_url: z.string() }))
  async uploadFor(@CurrentUser() actor: AuthUser, @Param('id', IdPipe) id: number, @Req() request: FastifyRequest) {
    return this.images.uploadFor(actor, id, await readUpload(request));
  }

  /** An image for the site's texts (the Site tab): its address goes into the content key the organiser saves. */
  @Roles('admin')
  @Post('api/admin/site-content/images')
  @Summary("Upload an image for the site's texts (re-encoded to WebP, at most 1600 pixels wide and high)")
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @Answers(z.object({ image_url: z.string() }), 201)
  uploadSiteImage(@Req() request: FastifyRequest) {
    return readUpload(request).then((file) => this.siteImages.upload(file));
  }

  /** Stored names are never reused, so a browser may keep a file for good. Read from the store, whichever replica stored it. */
  @Public()
  @Get('uploads/:folder/:file')
  @Summary('A stored photo')
  @AnswersFile('image/webp', 'A stored photo')
  async serve(@Param('folder') folder: string, @Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const type = CONTENT_TYPES[path.extname(file)];
    if (!type || !SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(file)) throw new NotFoundException(/*i18n*/ 'File not found');
    const stored = await this.files.get(uploadKey(folder, file));
    if (!stored) throw new NotFoundException(/*i18n*/ 'File not found');
    reply.header('content-type', type).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    if (stored.length !== undefined) reply.header('content-length', stored.length);
    return stored.body;
  }
}
