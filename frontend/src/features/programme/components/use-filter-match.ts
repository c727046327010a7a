import { useEffect, useState } from 'react';

type MatchModule = typeof import('../lib/schedule-match');

// Matching sessions against search and filters is not part of /schedule's first load: it is fetched once a filter is
// set (by the visitor or the address), or when the visitor points at the Filters button.
let loaded: MatchModule | null = null;
export const loadMatch = () => import('../lib/schedule-match').then((module) => (loaded = module));

/** The matching code once it is here; null while it loads. */
export function useFilterMatch(needed: boolean): MatchModule | null {
  const [module, setModule] = useState<MatchModule | null>(loaded);
  useEffect(() => {
    if (!needed || module) return;
    let current = true;
    void loadMatch().then((arrived) => {
      if (current) setModule(arrived);
    });
    return () => {
      current = false;
    };
  }, [needed, module]);
  return module ?? loaded;
}
