import { getSocket } from '@/lib/socket';
import type { Schemas } from '@/types/api';

type DecisionProgress = Schemas['DecisionProgress'];
type MailingProgress = Schemas['MailingProgress'];

/** The pushes that say how far a sending has gone, and which sending each one is about. */
const SENDINGS = {
  'decisions.progress': (progress: DecisionProgress) => progress.batch_id,
  'mailings.progress': (progress: MailingProgress) => progress.mailing_id,
} as const;
type Sending = keyof typeof SENDINGS;
type ProgressOf<E extends Sending> = Parameters<(typeof SENDINGS)[E]>[0];

interface CacheEntry<P> {
  updateCachedData: (recipe: (draft: P) => void) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * A sending's progress query (bulk decisions, mailings) follows its push: the cached answer is patched at once, and
 * never goes backwards when a push and a poll cross. For the query's onCacheEntryAdded.
 */
export function followProgress<E extends Sending>(event: E) {
  const idOf = SENDINGS[event] as (progress: ProgressOf<E>) => number;
  return async (id: number, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }: CacheEntry<ProgressOf<E>>) => {
    const socket = getSocket();
    const pushed = (progress: ProgressOf<E>) => {
      if (idOf(progress) !== id) return;
      updateCachedData((draft) => {
        if (draft.done || progress.sent + progress.failed < draft.sent + draft.failed) return;
        Object.assign(draft, progress);
      });
    };
    const listen = socket.on.bind(socket) as (name: E, listener: typeof pushed) => unknown;
    const stop = socket.off.bind(socket) as (name: E, listener: typeof pushed) => unknown;
    try {
      await cacheDataLoaded;
      listen(event, pushed);
    } catch {
      // The entry went away before its first load.
    }
    await cacheEntryRemoved;
    stop(event, pushed);
  };
}
