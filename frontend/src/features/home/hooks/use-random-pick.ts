import { useMemo } from 'react';

/** Fisher-Yates on a copy. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * At most `count` items: all of them in their order when there are few enough, otherwise a random pick. The pick is
 * made again only when the list itself changes (a new response), so re-renders do not reshuffle the grid.
 */
export function useRandomPick<T>(items: readonly T[] | undefined, count: number): T[] {
  return useMemo(() => {
    if (!items) return [];
    return items.length <= count ? [...items] : shuffled(items).slice(0, count);
  }, [items, count]);
}
