/* global window, document, requestAnimationFrame, MutationObserver -- installProbes runs in the page */
// What the calendar bench installs in the organiser's page before any of its scripts run: long tasks and event
// timing (PerformanceObserver, 16 ms threshold) into window.__bench, and watchers that stamp (on the next animation
// frame after the DOM has them, i.e. about when they are painted) when the calendar's blocks and the list's rows are
// there. All times are performance.now() of the page (0 = navigation start).

export function installProbes(expectedBlocks) {
  const bench = { longTasks: [], events: [], firstBlockAt: null, blocksAt: null, list: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.events.push({ name: e.name, start: e.startTime, duration: e.duration, interaction: e.interactionId > 0 });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  const count = (selector) => document.querySelectorAll(selector).length;
  /** Calls `done(time)` on the frame after `selector` matches at least `n` elements. */
  const whenAtLeast = (selector, n, done) => {
    let stamped = false;
    const check = () => {
      if (stamped || count(selector) < n) return;
      stamped = true;
      observer.disconnect();
      requestAnimationFrame(() => done(performance.now()));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    check();
  };
  bench.watchBlocks = (n) => {
    whenAtLeast('[data-testid="calendar-session"]', 1, (at) => (bench.firstBlockAt = at));
    whenAtLeast('[data-testid="calendar-session"]', n, (at) => (bench.blocksAt = at));
  };
  /**
   * Stamps the click that asks for the list, its first row, and the list shown: its n-th row there, or rows down to
   * the bottom of what can be seen of it (the window's edge, or its scrolling box's): a windowed list renders only
   * the rows in view.
   */
  bench.watchList = (n) => {
    const list = { clickAt: null, firstAt: null, allAt: null };
    bench.list = list;
    document.addEventListener('click', (event) => (list.clickAt ??= event.timeStamp), { capture: true, once: true });
    whenAtLeast('[data-testid="session-row"]', 1, (at) => (list.firstAt = at));
    const shown = () => {
      const rows = document.querySelectorAll('[data-testid="session-row"]');
      if (rows.length >= n) return true;
      const last = rows[rows.length - 1];
      if (!last) return false;
      const box = last.closest('[role="region"]')?.getBoundingClientRect();
      return last.getBoundingClientRect().bottom >= Math.min(window.innerHeight, box ? box.bottom : window.innerHeight);
    };
    const check = () => {
      if (list.allAt !== null) return;
      if (shown()) requestAnimationFrame(() => (list.allAt ??= performance.now()));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  if (expectedBlocks) document.addEventListener('DOMContentLoaded', () => bench.watchBlocks(expectedBlocks));
}

/**
 * Resolves when the page's main thread had no long task for `quietMs` (checked from Node every 100 ms; the
 * page is only asked for its clock and its long tasks). Returns the end of the last long task (page time).
 */
export async function quietAfter(page, quietMs, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { now, lastEnd } = await page.evaluate(() => ({
      now: performance.now(),
      lastEnd: window.__bench.longTasks.reduce((max, t) => Math.max(max, t.end), 0),
    }));
    if (now - lastEnd >= quietMs || Date.now() > deadline) return lastEnd;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
