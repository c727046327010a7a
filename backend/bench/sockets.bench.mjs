// Parts 2-4 of the issue-12 benchmark, with anonymous socket.io clients in one child process pinned to core 1 and the
// app pinned to core 0:
//  - memory per idle socket: the app's RSS before and after 10,000 idle sockets (held ~10 s), beside the raw `ws`
//    anchor's (below) for as many of the same clients; and the V8 heap after a full collection with the sockets and
//    after they closed, read through the inspector (the app runs with --inspect on a local port for this part),
//    which GC timing does not move; and
//    GET /public/conference-settings req/s with those sockets connected vs without (they must not slow HTTP);
//  - push alone at 10,000: from just before the admin's PUT until each socket receives the push (either event); its
//    reference is the physical anchor measured next: a plain `ws` server on the app's core (ws-anchor.child.mjs)
//    sending the frame(s) the app sent to 10,000 fresh clients of the same kind, timed from the request that makes it
//    broadcast; and the server CPU time per socket per push of both. Each starts with one warm-up edit not counted
//    (a running server has pushed before; a cold first edit would set the pooled p99 alone);
//  - edit-to-screen at 1,000 and 5,000: until each client can show the new title, from a `public.changed` delta or
//    from `sessions.changed` + a refetch of GET /public/sessions (what the client does today).
// Every figure pools BENCH_EDITS (5) edits. BENCH_PUSH_N=10000, BENCH_SCREEN_N=1000,5000 change the sizes.
import { rssKb, tokenSource } from './lib/app.mjs';
import { load, meets } from './lib/load.mjs';
import { heapAfterGc } from './lib/heap.mjs';
import { cpuSeconds, log, sleep } from './lib/proc.mjs';
import { editRounds } from './lib/push-rounds.mjs';
import { socketFleet, wsAnchor } from './lib/sockets.mjs';
import { count, ms, percentile, row, rps, times } from './lib/table.mjs';

const PUSH_N = Number(process.env.BENCH_PUSH_N ?? 10_000);
const SCREEN_N = (process.env.BENCH_SCREEN_N ?? '1000,5000').split(',').map(Number).filter(Boolean);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const TARGETS = { screenP99At1000: 100, pushP99At10000: 250, kbPerSocket: 7, httpWithSockets: 0.9 };

const p = (values, q) => percentile(values, q);
const perSocketUs = (cpuSeconds, edits) => (cpuSeconds * 1e6) / edits / PUSH_N;

/** The raw `ws` server (pinned to the app's core) sends `frames` to PUSH_N fresh clients on the load core, EDITS times. */
async function anchorPush(frames) {
  if (!frames.length) throw new Error('no frames were recorded from the app to send from the raw ws anchor');
  await sleep(2000);
  const anchor = await wsAnchor();
  const fleet = socketFleet(anchor.url);
  try {
    await anchor.setFrames(frames);
    log(`raw ws anchor: ${frames.length} frame(s) of ${frames.map((f) => Buffer.byteLength(f)).join(', ')} bytes`);
    await sleep(1000);
    const before = rssKb(anchor.pid);
    await fleet.connect(PUSH_N);
    await sleep(IDLE_SECONDS * 1000);
    const rss = { before, after: rssKb(anchor.pid) };
    const heapWith = await heapAfterGc(anchor.inspectPort);
    const push = await editRounds(fleet, { mode: 'push', label: `raw ws @${PUSH_N}`, trigger: anchor.trigger, pids: [anchor.pid], warmup: 1 });
    await fleet.close(0);
    await sleep(2000);
    const heapKb = (heapWith - (await heapAfterGc(anchor.inspectPort))) / 1024 / PUSH_N;
    log(
      `raw ws anchor RSS ${rss.before} kB -> ${rss.after} kB: ${((rss.after - rss.before) / PUSH_N).toFixed(2)} KB per socket; heap after GC ${heapKb.toFixed(2)} KB`,
    );
    return { ...push, rss, heapKb };
  } finally {
    await fleet.stop();
    await anchor.stop();
  }
}

/**
 * A load run plus the app's CPU time per request (warm-up included): req/s also moves with whatever else runs on the
 * machine and with the load generator's core, the app's own work per request does not.
 */
async function loadWithCpu(label, url, options, pid) {
  const before = cpuSeconds(pid);
  const result = await load(label, url, options);
  const cpuUs = ((cpuSeconds(pid) - before) * 1e6) / (result.total + (result.warmupTotal ?? 0));
  log(`   app CPU ${cpuUs.toFixed(1)} µs per request`);
  return { ...result, cpuUs };
}

export async function socketsBench({ app, token, programme }) {
  const rows = [];
  const sessionId = programme.sessionIds[0];
  const auth = tokenSource(app.url, token);
  const settingsUrl = `${app.url}/public/conference-settings`;

  // Memory and HTTP with idle sockets.
  // A fresh process: warm it up longer first, or the figure without sockets is the cold one.
  const without = await loadWithCpu('settings, no sockets', settingsUrl, { warmupSeconds: 8 }, app.pid);
  await sleep(3000);
  const before = app.rssKb();
  const fleet = socketFleet(app.url);
  try {
    await fleet.connect(PUSH_N);
    log(`holding ${count(PUSH_N)} idle sockets for ${IDLE_SECONDS} s`);
    await sleep(IDLE_SECONDS * 1000);
    const after = app.rssKb();
    const perSocket = (after - before) / PUSH_N;
    log(`app RSS ${before} kB -> ${after} kB: ${perSocket.toFixed(2)} KB per socket`);
    const withSockets = await loadWithCpu(`settings, ${PUSH_N} idle sockets`, settingsUrl, {}, app.pid);
    // The heap is read with the sockets now and without them once they are closed (below): collecting garbage before
    // the RSS samples would change what the RSS row has always measured, and before the load above, what it measures.
    const heapWith = await heapAfterGc(app.inspectPort);
    const httpRatio = withSockets.rps / without.rps;
    const cpu = `app CPU ${without.cpuUs.toFixed(0)} -> ${withSockets.cpuUs.toFixed(0)} µs/request`;
    rows.push(
      row(
        `GET /public/conference-settings with ${count(PUSH_N)} idle sockets vs none`,
        rps(withSockets.rps),
        `${rps(without.rps)} (no sockets); ${cpu}`,
        times(httpRatio),
        `>= ${TARGETS.httpWithSockets}x`,
        meets(httpRatio, TARGETS.httpWithSockets, withSockets, without),
      ),
    );

    // Push alone at PUSH_N, then the raw `ws` anchor sending the frames the app sent to as many of the same clients.
    const push = await editRounds(fleet, { auth, sessionId, mode: 'push', label: `push @${PUSH_N}`, pids: [app.pid], warmup: 1 });
    await fleet.close(0);
    await sleep(2000);
    const heapPerSocket = (heapWith - (await heapAfterGc(app.inspectPort))) / 1024 / PUSH_N;
    log(`app heap after GC: ${heapPerSocket.toFixed(2)} KB per socket`);
    const anchor = await anchorPush(push.frames);
    const pushP99 = p(push.samples, 99);
    const anchorKb = (anchor.rss.after - anchor.rss.before) / PUSH_N;
    rows.unshift(
      row(
        `memory per idle socket (app RSS, ${count(PUSH_N)} anonymous sockets held ${IDLE_SECONDS} s)`,
        `${perSocket.toFixed(1)} KB`,
        `RSS ${(before / 1024).toFixed(0)} -> ${(after / 1024).toFixed(0)} MB; raw ws, same clients: ${anchorKb.toFixed(1)} KB`,
        '-',
        `<= ${TARGETS.kbPerSocket} KB`,
        perSocket <= TARGETS.kbPerSocket,
      ),
      row(
        `memory per idle socket: V8 heap after a full collection, with the sockets vs after they closed (what each keeps referenced; RSS adds native memory and GC timing)`,
        `${heapPerSocket.toFixed(1)} KB`,
        `raw ws, same clients: ${anchor.heapKb.toFixed(1)} KB`,
        times(heapPerSocket / anchor.heapKb),
        '-',
        null,
      ),
    );
    const appUs = perSocketUs(push.cpu[0], push.putMs.length);
    rows.push(
      row(
        `push alone @${count(PUSH_N)} sockets: PUT -> event received, p50 / p99 (${count(push.samples.length)} samples, after a warm-up edit)`,
        `${ms(p(push.samples, 50))} / ${ms(pushP99)}`,
        `raw ws, same frame, same clients: ${ms(p(anchor.samples, 50))} / ${ms(p(anchor.samples, 99))}; PUT answered p50 ${ms(p(push.putMs, 50))}`,
        times(pushP99 / p(anchor.samples, 99)),
        `p99 < ${TARGETS.pushP99At10000} ms`,
        PUSH_N >= 10_000 ? pushP99 < TARGETS.pushP99At10000 && push.timeouts === 0 : null,
      ),
    );
    if (push.timeouts) rows.push(row(`push alone @${count(PUSH_N)}: sockets without an event after 30 s`, count(push.timeouts), '-', '-', '0', false));

    // Edit-to-screen.
    const cpuPerEdit = new Map([[PUSH_N, push.cpu[0] / push.putMs.length]]);
    for (const n of SCREEN_N) {
      const stats = await fleet.stats();
      if (stats.connected > n) await fleet.close(n);
      else if (stats.connected < n) await fleet.connect(n);
      await sleep(2000);
      const s = await editRounds(fleet, { auth, sessionId, mode: 'screen', label: `edit-to-screen @${n}`, pids: [app.pid] });
      cpuPerEdit.set(n, s.cpu[0] / s.putMs.length);
      const p99 = p(s.samples, 99);
      const how = [s.viaDelta && `${count(s.viaDelta)} from public.changed`, s.viaRefetch && `${count(s.viaRefetch)} after a refetch`]
        .filter(Boolean)
        .join(', ');
      rows.push(
        row(
          `edit-to-screen @${count(n)} sockets, p50 / p99 (${how || 'no client got the title'})`,
          `${ms(p(s.samples, 50))} / ${ms(p99)}`,
          `push p50 / p99 ${ms(p(s.pushSamples, 50))} / ${ms(p(s.pushSamples, 99))}`,
          times(p99 / p(s.pushSamples, 99)),
          n === 1000 ? `p99 < ${TARGETS.screenP99At1000} ms` : n >= 10_000 ? 'p99 < 250 ms' : '-',
          n === 1000 ? p99 < TARGETS.screenP99At1000 && s.timeouts === 0 : n >= 10_000 ? p99 < 250 && s.timeouts === 0 : null,
        ),
      );
      rows.push(
        row(
          `edit-to-screen @${count(n)}: timeouts (no title after 30 s) / stale refetches`,
          `${count(s.timeouts)} / ${count(s.stale)}`,
          `${count(s.samples.length)} client-edits`,
          '-',
          '0 timeouts',
          s.timeouts === 0,
        ),
      );
    }
    // The app's CPU per push at PUSH_N, and per socket beyond the PUT's own work: the difference to the smallest
    // edit-to-screen size (same edit, same frame) over the difference in sockets.
    const small = Math.min(...cpuPerEdit.keys());
    const marginalUs = small < PUSH_N ? ((cpuPerEdit.get(PUSH_N) - cpuPerEdit.get(small)) * 1e6) / (PUSH_N - small) : NaN;
    const anchorUs = perSocketUs(anchor.cpu[0], anchor.putMs.length);
    rows.push(
      row(
        `push alone @${count(PUSH_N)}: server CPU per socket per push (user + system, during the edits; app: all, and beyond the PUT's own work)`,
        `app ${appUs.toFixed(1)} µs; ${Number.isFinite(marginalUs) ? `${marginalUs.toFixed(1)} µs (${count(PUSH_N)} vs ${count(small)} sockets)` : 'n/a'}`,
        `raw ws ${anchorUs.toFixed(1)} µs`,
        times((Number.isFinite(marginalUs) ? marginalUs : appUs) / anchorUs),
        `<= ${((TARGETS.pushP99At10000 * 1000) / 10_000).toFixed(0)} µs (250 ms / 10,000 on one core)`,
        null,
      ),
    );
    const final = await fleet.stats();
    if (final.disconnects) log(`warning: ${final.disconnects} sockets were disconnected by the server during the run`);
    log(`socket client process RSS ${(final.rssKb / 1024).toFixed(0)} MB`);
  } finally {
    await fleet.stop();
  }
  return rows;
}
