// Reading an uploaded image from a multipart body: the file in the field `file` (at most MAX_UPLOAD_BYTES), and the
// form's text fields beside it when a route takes some (a venue map's floor name).
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { ApiBodyOptions } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { text } from '../i18n/error-text.js';
import { MAX_UPLOAD_BYTES } from './speaker-images.service.js';

/** A photo (JPEG, PNG or WebP, at most 5 MB) in the multipart field `file`; it is stored as WebP. */
export const IMAGE_BODY: ApiBodyOptions = { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } };

/** Text fields a multipart form may carry besides its file: a few, and short. */
const MAX_FIELDS = 8;
const MAX_FIELD_LENGTH = 1000;

const tooLarge = () => new PayloadTooLargeException(text(/*i18n*/ 'The file is larger than {mb} MB', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));

/** The single file of a multipart body, field `file`, at most MAX_UPLOAD_BYTES. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  return (await readUploadForm(request)).file;
}

/** The single file of a multipart body (field `file`) and the text fields sent before it (a form appends them first). */
export async function readUploadForm(request: FastifyRequest): Promise<{ file: Buffer; fields: Record<string, string> }> {
  const missing = () => new BadRequestException(/*i18n*/ "Send the image as multipart/form-data in the field 'file'");
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw missing();
    const buffer = await part.toBuffer();
    // busboy cuts a file at the limit; toBuffer() is meant to throw then, but under load the cut can go unreported,
    // and a cut image may still decode: the stream's own flag decides.
    if (part.file.truncated) throw tooLarge();
    if (buffer.length === 0) throw new BadRequestException(/*i18n*/ 'The file is empty');
    return { file: buffer, fields: textFields(part.fields) };
  } catch (error) {
    if (error instanceof BadRequestException || error instanceof PayloadTooLargeException) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    // busboy's complaints about a malformed body are the caller's input, not a server fault.
    throw new BadRequestException(/*i18n*/ 'The multipart body could not be read');
  }
}

/** The form's text fields (the first value of each), a few and short; anything else is refused. */
function textFields(parts: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts)) {
    const first = (Array.isArray(value) ? value[0] : value) as { type?: string; value?: unknown } | undefined;
    if (first?.type !== 'field' || name === 'file') continue;
    if (typeof first.value !== 'string' || first.value.length > MAX_FIELD_LENGTH || Object.keys(fields).length >= MAX_FIELDS) {
      throw new BadRequestException(text(/*i18n*/ 'The form field {name} is too long', { name }));
    }
    fields[name] = first.value;
  }
  return fields;
}
