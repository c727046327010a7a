// Faults with the load balancer in front (issue 48): three replicas behind Debian's nginx running the compose file's
// configuration (ops/nginx), schedule pages connected through it, a third of them by HTTP long-polling (which only
// works if the balancer keeps each on one replica), an organiser editing through it. A replica killed: its clients
// reconnect through the balancer to the others and catch up, no push lost. A rolling restart of all three (SIGTERM,
// start, ready, one after the other, as a deployment does): no edit refused or lost, no push lost.
import { sleep } from '../bench/lib/proc.mjs';
import { call, must, signIn } from './api.mjs';
import { ScheduleClient } from './clients.mjs';
import { ADMIN, log } from './cluster.mjs';
import { row, waitUntil } from './scenarios.mjs';

/** `count` schedule pages on the balancer: every third one long-polling, the others on WebSocket. */
function pagesThrough(lb, count) {
  return Array.from({ length: count }, (_, i) => new ScheduleClient(lb.url, { transports: i % 3 === 0 ? ['polling'] : ['websocket'] }));
}

/** Ten sessions to move, made through the balancer. */
async function watchedSessions(lb, token, label) {
  const sessions = [];
  for (let i = 0; i < 10; i++) {
    const created = await must(lb.url, 'POST', '/api/admin/sessions', {
      token,
      body: { title: `${label} ${i}`, startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T09:30:00Z', room: `${label} hall ${i}` },
    });
    sessions.push({ id: created.id, version: created.version });
  }
  return sessions;
}

/**
 * An organiser moving the sessions one after another through the balancer until `stop()`: every answer's status is
 * kept, and each session's last acknowledged start, which the server must hold at the end.
 */
function editorThrough(lb, token, sessions) {
  let editing = true;
  const statuses = [];
  const acknowledged = new Map();
  const done = (async () => {
    for (let i = 0; editing; i++) {
      const session = sessions[i % sessions.length];
      const startTime = `2025-11-18T1${i % 2}:${String(i % 60).padStart(2, '0')}:00.000Z`;
      const r = await call(lb.url, 'POST', `/api/admin/sessions/${session.id}/move`, { token, body: { startTime, version: session.version } });
      statuses.push(r.status);
      if (r.status === 200) acknowledged.set(session.id, startTime);
      const version = r.body?.version ?? r.body?.current?.version;
      if (version) session.version = version;
      await sleep(40);
    }
  })();
  return {
    statuses,
    acknowledged,
    count: () => statuses.filter((s) => s === 200).length,
    stop: async () => {
      editing = false;
      await done;
    },
  };
}

/** Runs `step` again and again, `pauseMs` apart, until `stop()`, which resolves once the step under way is done. */
function repeatUntilStopped(step, pauseMs) {
  let going = true;
  const done = (async () => {
    while (going) {
      await step();
      await sleep(pauseMs);
    }
  })();
  return async () => {
    going = false;
    await done;
  };
}

/** The programme as the balancer now serves it, and how far each page is from it once they have caught up. */
async function pagesAgainstServer(lb, pages, sessions) {
  const response = await fetch(`${lb.url}/public/sessions`);
  const latest = Number(response.headers.get('x-public-version'));
  const truth = new Map((await response.json()).sessions.map((s) => [s.id, s.startTime]));
  await waitUntil('every page at the latest version', () => pages.every((p) => p.version >= latest), 20_000).catch(() => undefined);
  const behind = pages.filter((p) => p.version < latest).length;
  let missed = 0;
  for (const p of pages) for (const { id } of sessions) if (p.starts.get(id) !== truth.get(id)) missed++;
  return { truth, behind, missed };
}

/**
 * A reader asking the balancer, again and again until `stop()`, for the sessions at the newest version a page has been
 * pushed: answered from the balancer's store (its cache, or the files the replicas write) or a replica, never at an older
 * version than asked.
 */
function announcedReader(lb, pages) {
  const reads = { total: 0, older: 0, fromStore: 0 };
  const stop = repeatUntilStopped(async () => {
    const v = Math.max(...pages.map((p) => p.version));
    const response = await fetch(`${lb.url}/public/sessions?v=${v}`, { headers: { 'accept-encoding': 'br' } }).catch(() => null);
    if (!response) return;
    await response.arrayBuffer();
    reads.total++;
    if (Number(response.headers.get('x-public-version')) < v) reads.older++;
    // HIT: nginx's cache of a replica's answer; FILE: the file a replica wrote for that version (public-files.ts).
    if (['HIT', 'FILE'].includes(response.headers.get('x-cache-status'))) reads.fromStore++;
  }, 20);
  return { reads, stop };
}

/**
 * A visitor loading the server-rendered programme (/schedule) through the balancer, again and again until `stop()`:
 * a page the balancer serves from a replica's file (X-Cache-Status FILE) never embeds a version older than the newest
 * one a page had been pushed when the request left. (A page a replica renders is as new as that replica: one a moment behind the push
 * renders the version before, which the page's socket then catches up from; those are counted apart.)
 */
function pageReader(lb, pages) {
  const reads = { total: 0, kept: 0, keptOlder: 0, renderedOlder: 0, unversioned: 0 };
  const stop = repeatUntilStopped(async () => {
    const v = Math.max(...pages.map((p) => p.version));
    const response = await fetch(`${lb.url}/schedule`, { headers: { 'accept-encoding': 'gzip' } }).catch(() => null);
    if (!response) return;
    const html = await response.text();
    const embedded = /<script id="ssr-state" type="application\/json" data-version="(\d+)"/.exec(html);
    const kept = response.headers.get('x-cache-status') === 'FILE';
    const older = embedded !== null && Number(embedded[1]) < v;
    reads.total++;
    if (kept) reads.kept++;
    if (!embedded) reads.unversioned++;
    else if (older && kept) reads.keptOlder++;
    else if (older) reads.renderedOlder++;
  }, 50);
  return { reads, stop };
}

/** Headers that differ between two answers of the same page for reasons other than what the page is. */
const PER_ANSWER = /^(date|etag|last-modified|content-length|connection|keep-alive|x-request-id|x-public-version|x-cache-status|server|accept-ranges)$/;
const pageHeaders = (response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.test(name)));

/**
 * The programme page with nothing edited, through the balancer until it serves it from the file a replica wrote, and
 * from `replica` directly: whether the balancer did, and which headers differ.
 */
async function keptPage(lb, replica) {
  let fromFile = null;
  for (let i = 0; i < 20 && !fromFile; i++) {
    const response = await fetch(`${lb.url}/schedule`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (response.headers.get('x-cache-status') === 'FILE') fromFile = pageHeaders(response);
    else await sleep(100);
  }
  // The replica's own answer once it is server-rendered (a replica busy rendering answers with the client's shell).
  let fromReplica = {};
  for (let i = 0; i < 20; i++) {
    const direct = await fetch(`${replica.url}/schedule`, { headers: { 'accept-encoding': 'br' } });
    fromReplica = pageHeaders(direct);
    if ((await direct.text()).includes('<script id="ssr-state"')) break;
    await sleep(100);
  }
  const differing = fromFile
    ? [...new Set([...Object.keys(fromReplica), ...Object.keys(fromFile)])]
        .filter((n) => fromReplica[n] !== fromFile[n])
        .map((n) => `${n} (${fromReplica[n]} | ${fromFile[n]})`)
    : [];
  return { fromFile: fromFile !== null, differing };
}

const lostEdits = (editor, truth) => [...editor.acknowledged].filter(([id, start]) => truth.get(id) !== start).length;

export async function replicaKillBehindBalancer(c) {
  const token = await signIn(c.lb.url, ADMIN.email, ADMIN.password);
  const sessions = await watchedSessions(c.lb, token, 'Balanced');
  const pages = pagesThrough(c.lb, 150);
  await waitUntil('150 pages connected', () => pages.every((p) => p.socket.connected), 20_000).catch(() => undefined);
  await sleep(2000);
  // Long-polling pages that lost their Engine.IO session (their requests reached another replica) reconnect: a drop.
  const connected = pages.filter((p) => p.socket.connected).length;
  const droppedBefore = pages.reduce((sum, p) => sum + p.drops, 0);
  const editor = editorThrough(c.lb, token, sessions);
  const reader = announcedReader(c.lb, pages);
  const visitor = pageReader(c.lb, pages);
  await sleep(2000);
  log('replica A SIGKILL behind the balancer, 150 pages connected through it');
  await c.a.kill('SIGKILL');
  await sleep(3000);
  await waitUntil('30 edits acknowledged', () => editor.count() >= 30, 30_000).catch(() => undefined);
  await editor.stop();
  await Promise.all([reader.stop(), visitor.stop()]);
  const { truth, behind, missed } = await pagesAgainstServer(c.lb, pages, sessions);
  for (const p of pages) p.close();
  const kept = await keptPage(c.lb, c.b);
  c.a.start();
  await c.a.ready();
  const refused = editor.statuses.filter((s) => s !== 200).length;
  return [
    row('pages connected through the balancer (a third long-polling)', `${connected} of 150`, '150 of 150', connected === 150),
    row('pages dropped before any fault (long-polling kept on its replica)', droppedBefore, '0', droppedBefore === 0),
    row(`pages behind the latest version after a replica kill (${editor.count()} edits)`, behind, '0 of 150', behind === 0 && editor.count() >= 30),
    row('missed edits (page x session differing from the server)', missed, '0', missed === 0),
    row('acknowledged edits the server does not hold', lostEdits(editor, truth), '0', lostEdits(editor, truth) === 0),
    row('edits answered with an error while the replica died (in flight on it)', refused, 'counted', true),
    row(
      `reads at the newest pushed version answered older (${reader.reads.total} reads, ${reader.reads.fromStore} from the balancer's store)`,
      reader.reads.older,
      '0, some from the store',
      reader.reads.older === 0 && reader.reads.fromStore > 0,
    ),
    row(
      `kept programme pages older than the newest pushed version (${visitor.reads.total} loads of /schedule during the edits, ${visitor.reads.kept} from a replica's file; rendered by a replica a moment behind: ${visitor.reads.renderedOlder}; not server-rendered: ${visitor.reads.unversioned})`,
      visitor.reads.keptOlder,
      '0',
      visitor.reads.keptOlder === 0 && visitor.reads.total > 0,
    ),
    row(
      'the programme page after the edits: served from the file a replica wrote, headers differing from the replica’s',
      `${kept.fromFile ? 'from the file' : 'never from a file'}; differing: ${kept.differing.join(', ') || 'none'}`,
      'from the file; differing: none',
      kept.fromFile && kept.differing.length === 0,
    ),
  ];
}

export async function rollingRestart(c) {
  const token = await signIn(c.lb.url, ADMIN.email, ADMIN.password);
  const sessions = await watchedSessions(c.lb, token, 'Rolled');
  const pages = pagesThrough(c.lb, 90);
  await waitUntil('90 pages connected', () => pages.every((p) => p.socket.connected), 20_000).catch(() => undefined);
  const editor = editorThrough(c.lb, token, sessions);
  const started = Date.now();
  const drains = [];
  for (const replica of c.replicas) {
    log(`rolling restart: ${replica.name}`);
    const stopping = Date.now();
    const exit = await replica.kill('SIGTERM');
    drains.push(`${exit.code ?? exit.signal} in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
    if (exit.code !== 0) log(`${replica.name} exited with ${exit.code ?? exit.signal}:\n${replica.output().split('\n').slice(-15).join('\n')}`);
    replica.start();
    await replica.ready();
    await sleep(1000);
  }
  const tookS = ((Date.now() - started) / 1000).toFixed(0);
  await sleep(1000);
  await editor.stop();
  const { truth, behind, missed } = await pagesAgainstServer(c.lb, pages, sessions);
  for (const p of pages) p.close();
  const refused = editor.statuses.filter((s) => s !== 200);
  return [
    row(
      'each replica drained on SIGTERM: exit code and time',
      drains.join('; '),
      '0 within 10 s',
      drains.every((d) => d.startsWith('0 ')),
    ),
    row(
      `edits refused during a rolling restart of 3 replicas (${tookS} s, ${editor.count()} edits)`,
      refused.length ? refused.join(', ') : 0,
      '0',
      refused.length === 0,
    ),
    row('acknowledged edits the server does not hold', lostEdits(editor, truth), '0', lostEdits(editor, truth) === 0),
    row('pages behind the latest version after it', behind, '0 of 90', behind === 0),
    row('missed edits (page x session differing from the server)', missed, '0', missed === 0),
  ];
}
