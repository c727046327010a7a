import { z } from 'zod';
import { RequestDto } from '../common/request-dto.js';
import { sanitizeHtml } from '../common/html.js';
import { translationsField } from '../common/translations.js';
import { filledIn, isoDateTime, lowerCased, typeError } from '../common/request-fields.js';
import { NewsStatus } from '../generated/prisma/enums.js';

export const NEWS_CATEGORIES = ['announcement', 'update', 'highlight'] as const;
/** The statuses the database knows (prisma/schema.prisma). */
export const NEWS_STATUSES = Object.values(NewsStatus);

/** POST /api/admin/news. Content is HTML; it is sanitised before it is stored. */
const CreateNewsBody = z.object({
  title: filledIn('title', 300),
  content: z.string(typeError('content is required')).min(1, { error: 'content is required' }).max(200_000),
  published_date: isoDateTime('published_date must be a date', false).optional(),
  author: z.string().trim().min(1, { error: 'author must not be empty' }).max(200).optional(),
  category: lowerCased(z.enum(NEWS_CATEGORIES, { error: `category must be one of ${NEWS_CATEGORIES.join(', ')}` })).optional(),
  featured: z.boolean().optional(),
  status: lowerCased(z.enum(NewsStatus, { error: `status must be one of ${NEWS_STATUSES.join(', ')}` })).optional(),
  translations: translationsField({ title: 300, content: 200_000 }, { content: sanitizeHtml }).optional(),
});
export class CreateNewsDto extends RequestDto(CreateNewsBody) {}

export class UpdateNewsDto extends RequestDto(CreateNewsBody.partial()) {}
