import { useCallback, useEffect, useRef, useState } from 'react';

interface CarouselOptions {
  /** Auto-advance period (spec: 8 seconds). */
  intervalMs: number;
  /** After a move, further moves are ignored for this long (spec: 500 ms), so the slide can finish its transition. */
  lockMs: number;
}

/**
 * Index state of a wrapping carousel. Auto-advance restarts after every move, and stops while `paused` (the visitor
 * is pointing at or working in the carousel, or asked it to stop).
 */
export function useCarousel(count: number, paused: boolean, { intervalMs, lockMs }: CarouselOptions) {
  const [rawIndex, setIndex] = useState(0);
  const index = count > 0 ? rawIndex % count : 0;
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const goTo = useCallback(
    (target: number) => {
      if (locked.current || count < 2) return;
      locked.current = true;
      clearTimeout(unlockTimer.current);
      unlockTimer.current = setTimeout(() => {
        locked.current = false;
      }, lockMs);
      setIndex(((target % count) + count) % count);
    },
    [count, lockMs],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [next, paused, count, intervalMs]);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  return { index, goTo, next, previous };
}
