import { useSyncExternalStore } from 'react';

// One timer for every reader, set to the next full minute, so "Now and next" moves on when a session starts or ends.
function subscribe(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    timer = setTimeout(
      () => {
        onChange();
        arm();
      },
      60_000 - (Date.now() % 60_000) + 50,
    );
  };
  arm();
  return () => clearTimeout(timer);
}

/** The current minute (ms since the epoch, rounded down); null on the server and while hydrating. */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 60_000) * 60_000,
    () => null,
  );
}
