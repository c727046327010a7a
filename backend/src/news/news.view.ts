import { z } from 'zod';
import { dateTime, id } from '../common/openapi.js';
import type { NewsItem } from '../generated/prisma/client.js';
import { NewsStatus } from '../generated/prisma/enums.js';
import { NEWS_CATEGORIES } from './news.dto.js';

export const NewsView = z
  .object({
    id: id(),
    title: z.string(),
    content: z.string().meta({ description: 'Sanitised HTML.' }),
    published_date: dateTime(),
    author: z.string().nullable(),
    category: z.enum(NEWS_CATEGORIES).nullable().meta({ id: 'NewsCategory' }),
    featured: z.boolean(),
    status: z.enum(NewsStatus).meta({ id: 'NewsStatus' }),
  })
  .meta({ id: 'NewsItem', description: 'Spec: News item entity.' });
export type NewsView = z.output<typeof NewsView>;

/** Spec: News item entity. */
export function toNewsView(n: NewsItem): NewsView {
  return {
    id: n.id,
    title: n.title,
    content: n.content,
    published_date: n.published_date.toISOString(),
    author: n.author,
    category: n.category as NewsView['category'],
    featured: n.featured,
    status: n.status,
  };
}
