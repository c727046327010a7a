// Uploaded images: whatever arrives is decoded and re-encoded as WebP, so only pixels we produced are ever stored or
// served. Decoding takes a core for a moment: at most a few at once, and a short queue behind them.
import { Injectable, PayloadTooLargeException, ServiceUnavailableException, UnsupportedMediaTypeException } from '@nestjs/common';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { text } from '../i18n/error-text.js';

/** A 5 MB file can still decode to gigabytes (a "pixel bomb"); 64 megapixels covers any camera photo. */
const MAX_INPUT_PIXELS = 64_000_000;
/** Raster photo formats only: SVG is a document (scripts, external references), not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
const DECODING_AT_ONCE = 2;
const DECODING_QUEUE = 8;
export const UPLOADS_BUSY = /*i18n*/ 'Many photos are being uploaded right now. Please try again in a few seconds.';

/** What an image becomes: a square crop (a speaker's photo) or fitted within a box (a site image), never enlarged. */
export type ImageShape = { fit: 'cover'; size: number } | { fit: 'inside'; size: number };

@Injectable()
export class ImageEncoder {
  private readonly decoding = pLimit(DECODING_AT_ONCE);

  /** A burst of uploads queues briefly, then is turned away (503, Retry-After) instead of starving every request. */
  toWebp(file: Buffer, shape: ImageShape): Promise<Buffer> {
    if (this.decoding.pendingCount >= DECODING_QUEUE) throw new UploadsBusy();
    return this.decoding(() => convert(file, shape));
  }
}

/** Decides by content, never by name or declared type: sharp reads the magic bytes and must decode every pixel. */
async function convert(file: Buffer, shape: ImageShape): Promise<Buffer> {
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
    const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(); // camera orientation (EXIF); metadata such as GPS is not copied
    const sized =
      shape.fit === 'cover'
        ? image.resize(shape.size, shape.size, { fit: 'cover', position: 'attention' })
        : image.resize(shape.size, shape.size, { fit: 'inside', withoutEnlargement: true });
    return await sized.webp({ quality: 82 }).toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message))
      throw new PayloadTooLargeException(text(/*i18n*/ 'The image is larger than {megapixels} megapixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }));
    throw new UnsupportedMediaTypeException(/*i18n*/ 'The image could not be decoded');
  }
}

export class UploadsBusy extends ServiceUnavailableException {
  readonly retryAfterSeconds = 5;
  constructor() {
    super(UPLOADS_BUSY);
  }
}
