// Something kept running only while anything needs it: the widget's live connection is open while at least one
// element of the page shows the schedule, and closes when the last one leaves the page.

/**
 * `hold()` starts `start` if nothing held it yet and returns the hold's release; the last release calls what `start`
 * returned. Releasing twice counts once, so an element unmounted twice cannot let go of another's hold.
 */
export function whileHeld(start: () => () => void): () => () => void {
  let holders = 0;
  let stop: (() => void) | undefined;
  return () => {
    if (holders++ === 0) stop = start();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      if (--holders === 0) stop?.();
    };
  };
}
