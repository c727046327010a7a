import { z } from 'zod';
import { dateTime, id } from '../views/fields.js';
import { TranslatedFields, translationsOf } from '../i18n/translations.js';
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
export const AdminNewsView = NewsView.extend(TranslatedFields).meta({ id: 'AdminNewsItem' });

/** A news item's texts that organisers enter in each language. */
export const NEWS_TEXTS = ['title', 'content'] as const;

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

/** What organisers see: the item and its texts in other languages. */
export function toAdminNewsView(n: NewsItem): z.output<typeof AdminNewsView> {
  return { ...toNewsView(n), ...translationsOf(n, NEWS_TEXTS) };
}
