/* global window, document -- the functions passed to page.evaluate and waitForFunction run in the page */
// Organiser calendar benchmark (issue 31): 300 sessions over 6 rooms and 3 days, the console's Schedule tab in
// Chromium (/usr/bin/chromium) at 1440x900, once at full speed and once with 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate), measuring
//  - navigation to the first block painted, and to a usable calendar: the day's 100 blocks painted and the main
//    thread then free (the end of the last long task before 1 s without one), the median of three loads;
//  - a drop's worst interaction: the longest event-timing entry (PerformanceObserver 'event', 16 ms threshold) over
//    real mouse drags of blocks to a free slot, alone and while a second organiser (API calls) moves a session
//    every 500 ms; and what the console fetched per colleague change;
//  - the List view of 300 rows: from the click to its first row, to the list shown (every row, or for a windowed
//    list the rows down to the bottom of what can be seen of it), and to the list settled (shown and the main thread
//    then free, as above).
// Needs the built app and client (`npm run build`). Run alone: node backend/bench/calendar.bench.mjs, or as part
// `calendar` of run.mjs. The app runs pinned to core 0 on a throwaway embedded database (or BENCH_DATABASE_URL).
// Env: CALENDAR_RATES (CPU throttling rates, default 1,4), CALENDAR_DRAGS (drags per phase, default 6), CALENDAR_NAVS
// (loads of the calendar, the median counts; default 3),
// CALENDAR_PROFILE (a file: the page's CPU profile during the drags alone, for DevTools), CALENDAR_LOAD_PROFILE (a file:
// the page's CPU profile of the last load, from navigation to the calendar usable), CALENDAR_TIMINGS (1: each load's
// requests, when each started and ended, and its first block).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADMIN, api, benchDatabase, login, startApp, textGenerator } from './lib/app.mjs';
import { installProbes, quietAfter } from './lib/calendar-page.mjs';
import { cleanupAll, log, sleep, tmpDir } from './lib/proc.mjs';
import { ms, row } from './lib/table.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RATES = (process.env.CALENDAR_RATES ?? '1,4').split(',').map(Number);
const DRAGS = Number(process.env.CALENDAR_DRAGS ?? 6);
const NAVS = Number(process.env.CALENDAR_NAVS ?? 3);
export const TARGETS = { firstBlockMs: 1500, usableMs: 1500, interactionMs: 200, listMs: 1500 };

const DAYS = ['2031-11-17', '2031-11-18', '2031-11-19'];
const ROOMS = 6;
const PER_DAY = 100;
const SLOT_PX = 48; // the calendar's half-hour (frontend calendar-layout.ts)
/** Vienna in November is UTC+1; 08:00 there is the calendar's first slot. */
const slotTime = (day, slot) => new Date(Date.parse(`${day}T07:00:00Z`) + slot * 30 * 60_000).toISOString();

/** 40 speakers, then per day 100 half-hour sessions: room j % 6, slot j / 6 (08:00-16:30); the evenings stay free. */
async function seedCalendar(url, token) {
  const started = Date.now();
  const text = textGenerator(31);
  const speakerIds = [];
  for (let i = 0; i < 40; i++) {
    const s = await api(url, token, 'POST', '/api/admin/speakers', { name: `Bench Speaker ${i + 1}`, company: `Company ${(i % 12) + 1}`, bio: text(300) });
    speakerIds.push(s.id);
  }
  const sessions = [];
  for (let i = 0; i < DAYS.length * PER_DAY; i++) {
    const [day, j] = [DAYS[Math.floor(i / PER_DAY)], i % PER_DAY];
    const [room, slot] = [j % ROOMS, Math.floor(j / ROOMS)];
    const s = await api(url, token, 'POST', '/api/admin/sessions', {
      title: `Session ${i + 1}: ${text(30).slice(0, -1)}`,
      description: text(350 + (i % 7) * 40),
      type: 'talk',
      startTime: slotTime(day, slot),
      endTime: slotTime(day, slot + 1),
      room: `Room ${room + 1}`,
      capacity: 50 + (i % 5) * 50,
      speaker_ids: [...new Set([i, i * 7 + 3].slice(0, 1 + (i % 2)).map((k) => speakerIds[k % speakerIds.length]))],
    });
    sessions.push({ id: s.id, version: s.version, day, room, slot });
  }
  log(`calendar: seeded 300 sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return sessions;
}

/** A second organiser: moves the first day's 10:00-10:30 sessions to 19:30 and back, one every 500 ms. */
function colleague(url, token, sessions) {
  const movers = sessions.filter((s) => s.day === DAYS[0] && s.slot === 4);
  let running = true;
  let moves = 0;
  const loop = (async () => {
    for (let n = 0; running; n++) {
      const s = movers[n % movers.length];
      const away = Math.floor(n / movers.length) % 2 === 0;
      const at = Date.now();
      const saved = await api(url, token, 'POST', `/api/admin/sessions/${s.id}/move`, { version: s.version, startTime: slotTime(s.day, away ? 23 : s.slot) });
      s.version = saved.version;
      moves++;
      await sleep(Math.max(0, 500 - (Date.now() - at)));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return moves;
    },
  };
}

/** Real mouse drags of the given blocks six slots (three hours) down, to the free evening. */
async function dragPhase(page, sources) {
  await page.evaluate(() => (window.__bench.events = []));
  const grid = page.getByTestId('calendar-grid');
  // The grid's bottom at the window's, scrolled to its evening: the blocks and their targets are both in sight.
  await grid.evaluate((el) => {
    el.scrollIntoView({ block: 'end' });
    el.scrollTop = el.scrollHeight;
  });
  for (const s of sources) {
    const block = page.locator(`[data-testid="calendar-session"][data-session-id="${s.id}"]`);
    const box = await block.boundingBox();
    if (!box) throw new Error(`session ${s.id} has no block on the calendar`);
    const [x, y] = [box.x + box.width / 2, box.y + 8];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 2 });
    await page.mouse.move(x, y + 6 * SLOT_PX, { steps: 8 });
    await page.mouse.up();
    const movedTop = (s.slot + 6) * SLOT_PX;
    await page.waitForFunction(
      ([id, top]) => document.querySelector(`[data-testid="calendar-session"][data-session-id="${id}"]`)?.style.top === `${top}px`,
      [s.id, movedTop],
      {
        timeout: 20_000,
      },
    );
    await quietAfter(page, 500, 10_000);
  }
  const events = await page.evaluate(() => window.__bench.events);
  const worstOf = (list) => list.reduce((w, e) => (e.duration > (w?.duration ?? 0) ? e : w), null);
  // The press and the drop (pointerdown/up, mousedown/up, click: an interactionId), and apart from them the hover
  // events (pointerover/out) the drag itself crosses, which show how far the page lags behind the pointer.
  const drop = worstOf(events.filter((e) => e.interaction));
  const any = worstOf(events);
  return {
    worst: drop?.duration ?? 0,
    worstName: drop?.name ?? '-',
    worstAny: any?.duration ?? 0,
    worstAnyName: any?.name ?? '-',
    over: events.filter((e) => e.duration > TARGETS.interactionMs).length,
  };
}

/** What the page fetched and when (ms from navigation, start-end), then its first block: where a load's time goes. */
function loadTimeline(page) {
  return page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .map((e) => `${new URL(e.name).pathname.replace(/^\/assets\//, '')} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`);
    return `${entries.join(', ')}; first block ${Math.round(window.__bench.firstBlockAt)}`;
  });
}

async function measureAt(browser, url, sessions, movable, token, rate) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: url });
  await context.addInitScript(installProbes, PER_DAY);
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page
      .getByRole('button', { name: /sign in/i })
      .last()
      .click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    const calendarUrl = `/admin?tab=schedule&day=${DAYS[0]}`;
    // A first visit puts the console's scripts in the HTTP cache, as an organiser's browser has them.
    await page.goto(calendarUrl);
    await page.waitForFunction(() => window.__bench.blocksAt !== null, null, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });

    // The median of NAVS loads (one is at the mercy of whatever else the machine does).
    const loads = [];
    for (let n = 0; n < NAVS; n++) {
      const profiling = process.env.CALENDAR_LOAD_PROFILE && n === NAVS - 1;
      if (profiling) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
      await page.goto(calendarUrl, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__bench.blocksAt !== null, null, { timeout: 60_000, polling: 100 });
      const lastLongTask = await quietAfter(page, 1000);
      if (profiling) writeFileSync(process.env.CALENDAR_LOAD_PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      const { firstBlockAt, blocksAt } = await page.evaluate(() => window.__bench);
      if (process.env.CALENDAR_TIMINGS) log(`calendar at ${rate}x, load ${n + 1}: ${await loadTimeline(page)}`);
      loads.push({ firstBlockAt, blocksAt, usable: Math.max(blocksAt, lastLongTask) });
    }
    const median = (key) => loads.map((l) => l[key]).sort((a, b) => a - b)[Math.floor(loads.length / 2)];
    const [firstBlockAt, blocksAt, usable] = [median('firstBlockAt'), median('blocksAt'), median('usable')];
    const loadRuns = loads.map((l) => ({ first: Math.round(l.firstBlockAt), usable: Math.round(l.usable) }));

    // CALENDAR_PROFILE=file.cpuprofile: a CPU profile of the page during the drags alone (of the last rate).
    if (process.env.CALENDAR_PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    const alone = await dragPhase(page, movable.slice(0, DRAGS));
    if (process.env.CALENDAR_PROFILE) writeFileSync(process.env.CALENDAR_PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const apiCalls = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && apiCalls.push(r.method()));
    const second = colleague(url, token, sessions);
    const busy = await dragPhase(page, movable.slice(DRAGS, DRAGS * 2));
    const moves = await second.stop();
    await quietAfter(page, 1000);
    // The console's own moves ask once each (the move); the rest is what the colleague's pushes made it fetch.
    const fetches = apiCalls.filter((m) => m === 'GET').length;

    await page.evaluate(() => window.__bench.watchList(300));
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.waitForFunction(() => window.__bench.list.allAt !== null, null, { timeout: 60_000, polling: 100 });
    const listLongTask = await quietAfter(page, 1000);
    const list = await page.evaluate(() => window.__bench.list);
    const result = {
      rate,
      firstBlockAt,
      blocksAt,
      usable,
      loadRuns,
      alone,
      busy,
      moves,
      fetches,
      listFirst: list.firstAt - list.clickAt,
      listAll: list.allAt - list.clickAt,
      listSettled: Math.max(list.allAt, listLongTask) - list.clickAt,
    };
    log(`calendar at ${rate}x CPU: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await context.close();
  }
}

/** Starts its own app and database, seeds, measures at each rate; returns the table rows. */
export async function calendarBench() {
  const database = await benchDatabase();
  const app = await startApp({ dataDir: tmpDir('conf-bench-calendar-'), database });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
  try {
    const token = await login(app.url);
    const sessions = await seedCalendar(app.url, token);
    const results = [];
    // Each rate moves its own blocks (the first run's 14:00 and 14:30, the second's 15:00 and 15:30) to free slots.
    for (const [k, rate] of RATES.entries()) {
      const movable = sessions.filter((s) => s.day === DAYS[0] && (s.slot === 12 + 2 * k || s.slot === 13 + 2 * k));
      results.push(await measureAt(browser, app.url, sessions, movable, token, rate));
    }
    return calendarRows(results);
  } finally {
    await browser.close();
    await app.stop();
    await database.drop();
  }
}

function calendarRows(results) {
  const slow = results.find((r) => r.rate === 4) ?? results[results.length - 1];
  const fast = results.find((r) => r.rate === 1);
  const at = (r, f) => (r ? `${f(r)} at ${r.rate}x` : '-');
  const s = (v) => `${(v / 1000).toFixed(2)} s`;
  const drop = (d) => `${ms(d.worst)} (${d.worstName}); any event ${ms(d.worstAny)} (${d.worstAnyName}), ${d.over} events over ${TARGETS.interactionMs} ms`;
  const label = `organiser calendar, 300 sessions, 6 rooms, 3 days, ${slow.rate}x CPU`;
  return [
    row(
      `${label}: navigation to the first block painted`,
      s(slow.firstBlockAt),
      at(fast, (r) => s(r.firstBlockAt)),
      '-',
      `<= ${s(TARGETS.firstBlockMs)}`,
      slow.firstBlockAt <= TARGETS.firstBlockMs,
    ),
    row(
      `${label}: navigation to a usable calendar`,
      s(slow.usable),
      at(fast, (r) => s(r.usable)),
      '-',
      `<= ${s(TARGETS.usableMs)}`,
      slow.usable <= TARGETS.usableMs,
    ),
    row(
      `${label}: a drop's worst interaction, alone`,
      drop(slow.alone),
      at(fast, (r) => ms(r.alone.worst)),
      '-',
      `<= ${TARGETS.interactionMs} ms`,
      slow.alone.worst <= TARGETS.interactionMs,
    ),
    row(
      `${label}: a drop's worst interaction while a colleague moves a session every 500 ms`,
      drop(slow.busy),
      at(fast, (r) => ms(r.busy.worst)),
      '-',
      `<= ${TARGETS.interactionMs} ms`,
      slow.busy.worst <= TARGETS.interactionMs,
    ),
    row(`${label}: console GETs per colleague change`, (slow.fetches / Math.max(slow.moves, 1)).toFixed(1), `${slow.moves} changes, ${slow.fetches} GETs`),
    row(
      `${label}: List view of 300 rows, click to first row / list shown / list settled`,
      `${s(slow.listFirst)} / ${s(slow.listAll)} / ${s(slow.listSettled)}`,
      at(fast, (r) => `${s(r.listFirst)} / ${s(r.listAll)} / ${s(r.listSettled)}`),
      '-',
      `shown <= ${s(TARGETS.listMs)}`,
      slow.listAll <= TARGETS.listMs,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { formatTable } = await import('./lib/table.mjs');
  try {
    console.log(formatTable(await calendarBench()));
  } finally {
    cleanupAll();
  }
}
