import type { NewsItem } from '@/types/api';

export const NEWS_CACHE_KEY = 'newsCache';
export const NEWS_CACHE_TTL_MS = 900_000;

export interface NewsCache {
  hasNews: boolean;
  timestamp: number;
}

/** Published means anything but 'draft'; a missing publish date counts as today. */
export function isPublishedNow(item: NewsItem, now = Date.now()): boolean {
  if (item.status === 'draft') return false;
  if (!item.published_date) return true;
  return new Date(item.published_date).getTime() <= now;
}

export function hasPublishedNews(items: readonly NewsItem[], now = Date.now()): boolean {
  return items.some((item) => isPublishedNow(item, now));
}

export function readNewsCache(): NewsCache | null {
  try {
    const raw = localStorage.getItem(NEWS_CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<NewsCache>;
    if (typeof parsed.hasNews !== 'boolean' || typeof parsed.timestamp !== 'number') return null;
    return { hasNews: parsed.hasNews, timestamp: parsed.timestamp };
  } catch {
    return null;
  }
}

export function writeNewsCache(hasNews: boolean): void {
  try {
    localStorage.setItem(NEWS_CACHE_KEY, JSON.stringify({ hasNews, timestamp: Date.now() } satisfies NewsCache));
  } catch {
    // Without storage the check simply runs again next time.
  }
}

/** A pushed news change makes the cached answer stale before its 15 minutes are up. */
export function clearNewsCache(): void {
  try {
    localStorage.removeItem(NEWS_CACHE_KEY);
  } catch {
    // Nothing cached then.
  }
}
