import { useEffect, useState } from 'react';
import type { Schemas } from '@/types/api';
import { firstRenderNow } from '@/lib/render-clock';
import { callAccepts, nextTurn, type Call } from './call-window';

/** Rechecked at least this often while a countdown shows (it counts minutes). */
const TICK_MS = 30_000;

/**
 * Whether a call accepts, kept current by the page's own clock: the page turns at the call's next instant (and
 * ticks while a deadline is near, for its countdown). `now` is what the countdown reads.
 */
export function useCall(settings: Schemas['ConferenceSettings'] | undefined, call: Call) {
  // A server-rendered page first shows the call as the server did (lib/render-clock.ts); the effect then moves on.
  const [now, setNow] = useState(firstRenderNow);
  const turn = settings ? nextTurn(settings, call, now) : null;
  useEffect(() => {
    if (turn === null) return;
    // setTimeout's longest wait is about 24.8 days; a tick before then rechecks.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(turn - Date.now(), 0) + 50, TICK_MS));
    return () => clearTimeout(timer);
  }, [turn, now]);
  return { accepting: settings ? callAccepts(settings, call, now) : false, now };
}
