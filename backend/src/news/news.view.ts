import type { NewsItem } from '../generated/prisma/client.js';

/** Spec: News item entity. */
export function toNewsView(n: NewsItem) {
  return {
    id: n.id,
    title: n.title,
    content: n.content,
    published_date: n.published_date.toISOString(),
    author: n.author,
    category: n.category,
    featured: n.featured,
    status: n.status,
  };
}
