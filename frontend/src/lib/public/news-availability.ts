export const NEWS_CACHE_KEY = 'newsCache';
export const NEWS_CACHE_TTL_MS = 900_000;

export interface NewsCache {
  hasNews: boolean;
  timestamp: number;
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
