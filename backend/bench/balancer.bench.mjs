// Through the load balancer (issue 48): the compose file's nginx (ops/nginx, bench/lib/balancer.mjs) in front of the
// app, both on the server core, measured in one run against references:
//  - public reads at a versioned address (`/public/sessions?v=N`), which the balancer serves from the files the app
//    writes (PUBLIC_FILES_DIR): identity, gzip, br and 304 against nginx serving the very same bytes statically (target >= 0.9x each), BENCH_HTTP_ROUNDS alternated
//    rounds (3), the median round reported with every round's ratio; the load by wrk where it is installed (faster
//    than both servers, where autocannon is not);
//  - the server-rendered programme (/schedule) as the balancer serves it from the file the app wrote at the announced
//    version, br and 304, against nginx serving the same bytes as a file (the same target; neither keeps descriptors
//    open, as the balancer cannot for pages: the file behind `current` changes with each push);
//  - the plain address through the balancer (passed on to the app every time) against the app direct, for the record;
//  - edit-to-screen at 1,000 pages connected through the balancer against 1,000 connected to the app directly (the
//    edits sent the same way as the pages connect): p99 no worse than direct.
import { SERVER_CORE, request, tokenSource } from './lib/app.mjs';
import { startBalancer } from './lib/balancer.mjs';
import { hasWrk, load, meets } from './lib/load.mjs';
import { nginxHasBrotli, startNginx } from './lib/nginx.mjs';
import { log, sleep } from './lib/proc.mjs';
import { editRounds } from './lib/push-rounds.mjs';
import { socketFleet } from './lib/sockets.mjs';
import { kb, ms, percentile as p, row, rps, times } from './lib/table.mjs';

const READ_TARGET = 0.9;
const ROUNDS = Math.max(1, Number(process.env.BENCH_HTTP_ROUNDS ?? 3));
const PAGES = Number(process.env.BENCH_BALANCER_PAGES ?? 1000);
// Two nginx servers answer faster than autocannon asks (lib/load.mjs): wrk where it is installed.
const TOOL = hasWrk() ? 'wrk' : 'autocannon';

async function fetchAs(url, headers = {}, status = 200) {
  const r = await request(url, { headers });
  if (r.status !== status) throw new Error(`GET ${url}: ${r.status}`);
  return r;
}

/** `ROUNDS` alternated runs of the balancer and nginx: the median round, and every round's ratio. */
async function rounds(label, lbUrl, nginxUrl, lbOptions, nginxOptions) {
  const all = [];
  for (let i = 1; i <= ROUNDS; i++) {
    const of = ROUNDS > 1 ? ` (round ${i}/${ROUNDS})` : '';
    const lbRun = await load(`balancer ${label}${of}`, lbUrl, { ...lbOptions, tool: TOOL });
    const nginxRun = await load(`nginx ${label}${of}`, nginxUrl, { ...nginxOptions, tool: TOOL });
    all.push({ lbRun, nginxRun, ratio: lbRun.rps / nginxRun.rps });
  }
  const median = [...all].sort((a, b) => a.ratio - b.ratio)[Math.floor((all.length - 1) / 2)];
  const spread = all.length > 1 ? `; rounds ${all.map((r) => times(r.ratio)).join(', ')}` : '';
  return { ...median, runs: all.flatMap((r) => [r.lbRun, r.nginxRun]), text: `${rps(median.nginxRun.rps)} (nginx; load by ${TOOL})${spread}` };
}

/** A row of `rounds()`' median: the balancer's rate, the reference's, their ratio and the read target. */
const roundsRow = (figure, r) => row(figure, rps(r.lbRun.rps), r.text, times(r.ratio), `>= ${READ_TARGET}x`, meets(r.ratio, READ_TARGET, ...r.runs));

async function versionedReads(app, lb) {
  const plain = await fetchAs(`${app.url}/public/sessions`);
  const v = plain.headers['x-public-version'];
  const address = `/public/sessions?v=${v}`;
  const bytes = {};
  for (const [encoding, accept] of [
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
  ]) {
    const headers = accept ? { 'accept-encoding': accept } : {};
    const first = await fetchAs(`${lb.url}${address}`, headers);
    // The app writes the answer's files after sending it (public-files.ts): the balancer serves them from then on.
    const again = await kept(`${lb.url}${address}`, headers, 'FILE');
    if (!again.body.equals(first.body)) throw new Error(`the balancer's file for ${encoding} differs from the app's answer`);
    bytes[encoding] = { body: again.body, etag: again.headers.etag };
  }
  log(`${address}: ${kb(bytes.identity.body.length)}, gzip ${kb(bytes.gzip.body.length)}, br ${kb(bytes.br.body.length)}, files at the balancer`);
  const nginx = await startNginx(
    { '/public/sessions': bytes.identity.body, '/public/sessions.gz': bytes.gzip.body, '/public/sessions.br': bytes.br.body },
    SERVER_CORE,
    { openFileCache: true },
  );
  try {
    const rows = [];
    const reference = `${nginx.url}/public/sessions`;
    for (const [encoding, headers] of [
      ['identity', {}],
      ['gzip', { 'accept-encoding': 'gzip' }],
      ['br', { 'accept-encoding': 'br' }],
    ]) {
      const figure = `through the balancer: GET ${address.replace(/\d+$/, 'N')} (the app's file), ${encoding} (${kb(bytes[encoding].body.length)}) vs nginx static, same bytes`;
      if (encoding === 'br' && !nginxHasBrotli()) {
        rows.push(row(figure, 'skipped: nginx has no brotli_static module (Debian: libnginx-mod-http-brotli-static)'));
        continue;
      }
      const r = await rounds(encoding, `${lb.url}${address}`, reference, { headers }, { headers });
      rows.push(roundsRow(figure, r));
    }
    // A phone revalidating what it holds: the balancer answers 304 by the file's ETag, which the phone was given.
    const phone = { 'accept-encoding': 'gzip, deflate, br' };
    const nginxEtag = (await fetchAs(reference, phone)).headers.etag;
    const r304 = await rounds(
      'If-None-Match (304)',
      `${lb.url}${address}`,
      reference,
      { headers: { ...phone, 'if-none-match': bytes.br.etag }, expect: 304 },
      { headers: { ...phone, 'if-none-match': nginxEtag }, expect: 304 },
    );
    rows.push(roundsRow('through the balancer: the same, If-None-Match: its ETag (304) vs nginx 304', r304));
    const passed = await load('balancer GET /public/sessions (plain, passed on)', `${lb.url}/public/sessions`, { headers: phone });
    const direct = await load('app GET /public/sessions (direct)', `${app.url}/public/sessions`, { headers: phone });
    rows.push(
      row(
        'through the balancer: GET /public/sessions at its plain address (passed on to the app, br) vs the app direct',
        rps(passed.rps),
        `${rps(direct.rps)} (direct)`,
        times(passed.rps / direct.rps),
        '-',
        null,
      ),
    );
    return rows;
  } finally {
    await nginx.stop();
  }
}

/** The answer at `url` once the balancer answers it from its store (`status`: FILE or HIT). */
async function kept(url, headers, status) {
  let answer = await fetchAs(url, headers);
  for (let i = 0; i < 50 && answer.headers['x-cache-status'] !== status; i++) {
    await sleep(100);
    answer = await fetchAs(url, headers);
  }
  if (answer.headers['x-cache-status'] !== status) throw new Error(`the balancer does not keep ${url}: ${answer.headers['x-cache-status']}`);
  return answer;
}

/**
 * The server-rendered programme (/schedule) as the balancer serves it from the file the app wrote at the announced
 * version (LB_PAGE_CACHE), br and revalidated, against nginx serving the very same bytes as a file.
 */
async function keptPages(app, lb) {
  const br = { 'accept-encoding': 'br' };
  const page = await kept(`${lb.url}/schedule`, br, 'FILE');
  const identity = await kept(`${lb.url}/schedule`, {}, 'FILE');
  log(`/schedule: ${kb(identity.body.length)}, br ${kb(page.body.length)}, from the file the app wrote`);
  const nginx = await startNginx({ '/public/schedule': identity.body, '/public/schedule.br': page.body }, SERVER_CORE);
  try {
    const reference = `${nginx.url}/public/schedule`;
    const r = await rounds('/schedule br', `${lb.url}/schedule`, reference, { headers: br }, { headers: br });
    const nginxEtag = (await fetchAs(reference, br)).headers.etag;
    const r304 = await rounds(
      '/schedule If-None-Match (304)',
      `${lb.url}/schedule`,
      reference,
      { headers: { ...br, 'if-none-match': page.headers.etag }, expect: 304 },
      { headers: { ...br, 'if-none-match': nginxEtag }, expect: 304 },
    );
    // What the balancer saves the replicas: the same page from the app itself (rendered once per version, kept
    // compressed in memory, answered by Node's HTTP layer).
    const direct = await load('app GET /schedule br (direct)', `${app.url}/schedule`, { headers: br, tool: TOOL });
    return [
      roundsRow(
        `through the balancer: GET /schedule, server-rendered, the app's file at the version recorded last, br (${kb(page.body.length)}) vs nginx static, same bytes`,
        r,
      ),
      roundsRow('through the balancer: the same page, If-None-Match: its ETag (304) vs nginx 304', r304),
      row(
        'through the balancer: GET /schedule kept (br) vs the app direct',
        rps(r.lbRun.rps),
        `${rps(direct.rps)} (direct)`,
        times(r.lbRun.rps / direct.rps),
        '-',
        null,
      ),
    ];
  } finally {
    await nginx.stop();
  }
}

async function editToScreen(app, lb, token, programme) {
  const auth = tokenSource(app.url, token);
  const sessionId = programme.sessionIds[0];
  const measured = {};
  for (const [how, url] of [
    ['direct', app.url],
    ['through the balancer', lb.url],
  ]) {
    const fleet = socketFleet(url);
    try {
      await fleet.connect(PAGES);
      await sleep(2000);
      measured[how] = await editRounds(fleet, { auth, sessionId, mode: 'screen', label: `edit-to-screen @${PAGES} ${how}`, pids: [app.pid], warmup: 1 });
    } finally {
      await fleet.stop();
    }
    await sleep(2000);
  }
  const direct = p(measured.direct.samples, 99);
  const balanced = p(measured['through the balancer'].samples, 99);
  const timeouts = measured.direct.timeouts + measured['through the balancer'].timeouts;
  return [
    row(
      `edit-to-screen @${PAGES} pages connected through the balancer (edits through it too), p50 / p99`,
      `${ms(p(measured['through the balancer'].samples, 50))} / ${ms(balanced)}`,
      `${ms(p(measured.direct.samples, 50))} / ${ms(direct)} (direct, same run)`,
      times(balanced / direct),
      'p99 no worse than direct (within 10%: two runs of the same server differ that much)',
      balanced <= direct * 1.1 && timeouts === 0,
    ),
  ];
}

/** `publicFiles`: the app's PUBLIC_FILES_DIR. */
export async function balancerBench({ app, token, programme, publicFiles }) {
  const lb = await startBalancer([new URL(app.url).host], { core: SERVER_CORE, publicFiles, publicUrl: app.url });
  try {
    return [...(await versionedReads(app, lb)), ...(await keptPages(app, lb)), ...(await editToScreen(app, lb, token, programme))];
  } finally {
    await lb.stop();
  }
}
