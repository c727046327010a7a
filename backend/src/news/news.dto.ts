import { z } from 'zod';
import { RequestDto } from '../http/request-dto.js';
import { sanitizeHtml } from '../common/html.js';
import { translationsField } from '../i18n/translations.js';
import { filledIn, isoDateTime, lowerCased, typeError } from '../http/request-fields.js';
import { NewsStatus } from '../generated/prisma/enums.js';
import { fixedText } from '../i18n/error-text.js';

export const NEWS_CATEGORIES = ['announcement', 'update', 'highlight'] as const;
/** The statuses the database knows (prisma/schema.prisma). */
export const NEWS_STATUSES = Object.values(NewsStatus);

/** POST /api/admin/news. Content is HTML; it is sanitised before it is stored. */
const CreateNewsBody = z.object({
  title: filledIn('title', 300),
  content: z.string(typeError(/*i18n*/ 'content is required')).min(1, { error: /*i18n*/ 'content is required' }).max(200_000),
  published_date: isoDateTime(/*i18n*/ 'published_date must be a date', false).optional(),
  author: z.string().trim().min(1, { error: /*i18n*/ 'author must not be empty' }).max(200).optional(),
  category: lowerCased(
    z.enum(NEWS_CATEGORIES, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'category', values: NEWS_CATEGORIES.join(', ') }) }),
  ).optional(),
  featured: z.boolean().optional(),
  status: lowerCased(
    z.enum(NewsStatus, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'status', values: NEWS_STATUSES.join(', ') }) }),
  ).optional(),
  translations: translationsField({ title: 300, content: 200_000 }, { content: sanitizeHtml }).optional(),
});
export class CreateNewsDto extends RequestDto(CreateNewsBody) {}

export class UpdateNewsDto extends RequestDto(CreateNewsBody.partial()) {}
