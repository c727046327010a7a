import { adminCollection } from '@/lib/admin/admin-collection-api';
import type { Schemas } from '@/types/api';
import { createNewsDtoCategoryValues, newsStatusValues } from '@/types/openapi';

/** The categories one can choose (an item's may be null). */
export type NewsCategory = NonNullable<Schemas['NewsCategory']>;
export const NEWS_CATEGORIES: readonly NewsCategory[] = createNewsDtoCategoryValues;
export type NewsStatus = Schemas['NewsStatus'];
export const NEWS_STATUSES: readonly NewsStatus[] = newsStatusValues;

/** A news item as GET /api/admin/news returns it, drafts included. Content is HTML, sanitised by the server. */
export type AdminNewsItem = Schemas['AdminNewsItem'];

/** The body of POST and PUT /api/admin/news: the form sends every field. */
export type NewsPayload = Required<Schemas['CreateNewsDto']>;

/** Every news item, drafts included, added, edited and deleted; other admins' changes come as 'news.changed'. */
export const newsAdmin = adminCollection('adminNews', { list: '/api/admin/news', item: '/api/admin/news/{id}', tag: 'News' });
