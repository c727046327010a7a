import type { NewsItem } from '@/types/api';

// Spec: drafts are hidden, anything else counts as published; a missing publish date is treated as today,
// so such an item is visible and sorts as if published now.

function publishedAt(item: NewsItem, now: number): number {
  if (!item.published_date) return now;
  const time = new Date(item.published_date).getTime();
  return Number.isNaN(time) ? now : time;
}

const toTime = (now: number | Date) => (typeof now === 'number' ? now : now.getTime());

/** Items a visitor may see: not drafts, published no later than `now`. */
export function visibleNews(items: readonly NewsItem[], now: number | Date = Date.now()): NewsItem[] {
  const at = toTime(now);
  return items.filter((item) => item.status !== 'draft' && publishedAt(item, at) <= at);
}

/** Newest first; ties keep the server's order. */
export function newestFirst(items: readonly NewsItem[], now: number | Date = Date.now()): NewsItem[] {
  const at = toTime(now);
  return [...items].sort((a, b) => publishedAt(b, at) - publishedAt(a, at));
}

/** The news page's two lists: featured and the rest, each newest first. */
export function splitFeatured(items: readonly NewsItem[], now: number | Date = Date.now()): { featured: NewsItem[]; regular: NewsItem[] } {
  const sorted = newestFirst(items, now);
  return { featured: sorted.filter((item) => !!item.featured), regular: sorted.filter((item) => !item.featured) };
}

/** The category an item is filed under; missing means the default, announcement. */
export function newsCategory(item: NewsItem): string {
  return item.category?.trim().toLowerCase() || 'announcement';
}
